import type { DataSource } from 'typeorm';
import type { StatsIntakeSource, StatsRange, SurveyOutcome } from '@pets/shared';
import { daysSinceDate, inRange, local } from './range-sql.js';
import { SURVEY_OUTCOME_SQL } from './survey-outcome.js';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

/**
 * The statistics of GET /stats, each figure computed by PostgreSQL (counts, averages and
 * percentile_cont medians): only a few dozen aggregated rows come back, whatever the data size.
 * Adoptions count when active (not cancelled) and dated in the range; surveys when sent in it;
 * animals as intakes when their intake date (a day of Poland's calendar) is in it.
 */

export type MonthSpeciesRow = Columns<'animals', 'species'> & {
  /** to_char 'YYYY-MM' of the adoption, local time. */
  month: string;
  count: number;
};

export type MonthSourceRow = {
  /** to_char 'YYYY-MM' of the intake date. */
  month: string;
  /** animals.intake_source, 'nieznane' where none was given. */
  source: StatsIntakeSource;
  count: number;
};

/** All computed: counts, and averages and medians of days (float8; null without rows). */
export type DurationRow = {
  survey_count: number;
  survey_avg: number | null;
  survey_median: number | null;
  arrival_count: number;
  arrival_avg: number | null;
  arrival_median: number | null;
};

export type OpenReservationRow = Columns<'reservations', 'id' | 'survey_id' | 'animal_id' | 'created_at'> &
  Columns<'animals', 'species'> & {
    /** count(*) OVER (): all open reservations. */
    count: number;
    animal_name: TableRow<'animals'>['name'];
    /** Whole days since the reservation. */
    days: number;
  };

export type SurveyOutcomeRow = Columns<'surveys', 'species'> & {
  /** SURVEY_OUTCOME_SQL */
  outcome: SurveyOutcome;
  count: number;
};

export interface StatsRows {
  months: string[];
  adoptions: MonthSpeciesRow[];
  durations: DurationRow;
  intakes: MonthSourceRow[];
  openReservation: OpenReservationRow | null;
  openReservationCount: number;
  surveyOutcomes: SurveyOutcomeRow[];
}

const ACTIVE_ADOPTIONS_IN_RANGE = `FROM adoptions ad JOIN animals a ON a.id = ad.animal_id
  WHERE ad.cancelled_at IS NULL AND ${inRange('ad.adopted_at', '$1', '$2')}`;

const DAYS = (later: string, earlier: string) => `(extract(epoch FROM ${later} - ${earlier}) / 86400)::float8`;
/** From the animal's intake date to the day of its adoption, in whole days of Poland's calendar. */
const DAYS_FROM_INTAKE = `${daysSinceDate('ad.adopted_at', 'a.intake_date')}::float8`;

export async function loadStatsRows(db: DataSource, range: StatsRange): Promise<StatsRows> {
  const params = [range.from, range.to];
  const [months, adoptions, durations, intakes, reservations, surveyOutcomes] = await Promise.all([
    queryRows<{ month: string }>(
      db,
      `SELECT to_char(m, 'YYYY-MM') AS month
       FROM generate_series(date_trunc('month', $1::date), $2::date, interval '1 month') AS m ORDER BY m`,
      params,
    ),
    queryRows<MonthSpeciesRow>(
      db,
      `SELECT to_char(${local('ad.adopted_at')}, 'YYYY-MM') AS month, a.species, count(*)::int AS count
       ${ACTIVE_ADOPTIONS_IN_RANGE}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    ),
    queryRows<DurationRow>(
      db,
      `SELECT count(s.id)::int AS survey_count,
              avg(${DAYS('ad.adopted_at', 's.created_at')}) AS survey_avg,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${DAYS('ad.adopted_at', 's.created_at')}) AS survey_median,
              count(*)::int AS arrival_count,
              avg(${DAYS_FROM_INTAKE}) AS arrival_avg,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${DAYS_FROM_INTAKE}) AS arrival_median
       FROM adoptions ad JOIN animals a ON a.id = ad.animal_id LEFT JOIN surveys s ON s.id = ad.survey_id
       WHERE ad.cancelled_at IS NULL AND ${inRange('ad.adopted_at', '$1', '$2')}`,
      params,
    ),
    queryRows<MonthSourceRow>(
      db,
      `SELECT to_char(a.intake_date, 'YYYY-MM') AS month, coalesce(a.intake_source, 'nieznane') AS source, count(*)::int AS count
       FROM animals a
       WHERE a.intake_date BETWEEN $1::date AND $2::date
       GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    ),
    // Open now, whatever the range: what staff still have to settle.
    queryRows<OpenReservationRow>(
      db,
      `SELECT count(*) OVER ()::int AS count, r.id, r.survey_id, r.animal_id, a.name AS animal_name, a.species, r.created_at,
              floor(extract(epoch FROM now() - r.created_at) / 86400)::int AS days
       FROM reservations r JOIN animals a ON a.id = r.animal_id
       WHERE r.released_at IS NULL
       ORDER BY r.created_at, r.id LIMIT 1`,
    ),
    queryRows<SurveyOutcomeRow>(
      db,
      `SELECT species, outcome, count(*)::int AS count
       FROM (SELECT s.species, ${SURVEY_OUTCOME_SQL} AS outcome FROM surveys s WHERE ${inRange('s.created_at', '$1', '$2')}) AS o
       GROUP BY 1, 2`,
      params,
    ),
  ]);
  const oldest = reservations[0] ?? null;
  return {
    months: months.map((row) => row.month),
    adoptions,
    durations: durations[0]!,
    intakes,
    openReservation: oldest,
    openReservationCount: oldest?.count ?? 0,
    surveyOutcomes,
  };
}
