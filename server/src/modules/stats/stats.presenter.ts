import {
  SPECIES,
  STATS_INTAKE_SOURCES,
  SURVEY_OUTCOMES,
  type DurationStats,
  type Species,
  type StatsIntakeMonth,
  type StatsIntakeSource,
  type StatsRange,
  type StatsResponse,
  type SurveyOutcome,
} from '@pets/shared';
import type { StatsRows } from './stats.queries.js';

/** Shapes the aggregated rows of stats.queries.ts into the StatsResponse of GET /stats. */

const speciesOrder = (a: Species, b: Species) => SPECIES.indexOf(a) - SPECIES.indexOf(b);

/** Days with one decimal: finer says nothing to staff, coarser hides short waits. */
const days = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

const duration = (count: number, average: number | null, median: number | null): DurationStats => ({
  count,
  averageDays: count > 0 ? days(average) : null,
  medianDays: count > 0 ? days(median) : null,
});

function presentIntakes(rows: StatsRows): StatsResponse['intakes'] {
  const byMonth = new Map(rows.months.map((month): [string, StatsIntakeMonth] => [month, { month, total: 0, bySource: {} }]));
  const bySource = new Map<StatsIntakeSource, number>();
  for (const row of rows.intakes) {
    const month = byMonth.get(row.month);
    if (month) {
      month.total += row.count;
      month.bySource[row.source] = row.count;
    }
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.count);
  }
  return {
    total: [...bySource.values()].reduce((sum, count) => sum + count, 0),
    byMonth: [...byMonth.values()],
    bySource: STATS_INTAKE_SOURCES.filter((source) => bySource.has(source)).map((source) => ({ source, count: bySource.get(source)! })),
  };
}

const noOutcomes = (): Record<SurveyOutcome, number> => Object.fromEntries(SURVEY_OUTCOMES.map((outcome) => [outcome, 0])) as Record<SurveyOutcome, number>;

export function presentStats(range: StatsRange, rows: StatsRows): StatsResponse {
  const byMonth = new Map(rows.months.map((month) => [month, { month, total: 0, bySpecies: {} as Partial<Record<Species, number>> }]));
  const bySpecies = new Map<Species, number>();
  for (const row of rows.adoptions) {
    const month = byMonth.get(row.month);
    if (month) {
      month.total += row.count;
      month.bySpecies[row.species] = row.count;
    }
    bySpecies.set(row.species, (bySpecies.get(row.species) ?? 0) + row.count);
  }

  const surveyOutcomes = noOutcomes();
  const surveySpecies = new Map<Species, { species: Species; total: number; outcomes: Record<SurveyOutcome, number> }>();
  for (const row of rows.surveyOutcomes) {
    const entry = surveySpecies.get(row.species) ?? { species: row.species, total: 0, outcomes: noOutcomes() };
    entry.total += row.count;
    entry.outcomes[row.outcome] += row.count;
    surveyOutcomes[row.outcome] += row.count;
    surveySpecies.set(row.species, entry);
  }

  const { durations: d, openReservation: oldest } = rows;
  return {
    range,
    adoptions: {
      total: [...bySpecies.values()].reduce((sum, count) => sum + count, 0),
      byMonth: [...byMonth.values()],
      bySpecies: [...bySpecies].sort(([a], [b]) => speciesOrder(a, b)).map(([species, count]) => ({ species, count })),
    },
    durations: {
      surveyToAdoption: duration(d.survey_count, d.survey_avg, d.survey_median),
      arrivalToAdoption: duration(d.arrival_count, d.arrival_avg, d.arrival_median),
    },
    intakes: presentIntakes(rows),
    openReservations: {
      count: rows.openReservationCount,
      oldest: oldest && {
        reservationId: oldest.id,
        surveyId: oldest.survey_id,
        animalId: oldest.animal_id,
        animalName: oldest.animal_name,
        species: oldest.species,
        since: new Date(oldest.created_at).toISOString(),
        days: oldest.days,
      },
    },
    surveys: {
      total: Object.values(surveyOutcomes).reduce((sum, count) => sum + count, 0),
      outcomes: surveyOutcomes,
      bySpecies: [...surveySpecies.values()].sort((a, b) => speciesOrder(a.species, b.species)),
    },
  };
}
