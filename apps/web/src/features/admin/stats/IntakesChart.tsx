import { STATS_INTAKE_SOURCE_LABELS, STATS_INTAKE_SOURCES, type StatsIntakeSource, type StatsResponse } from '@pets/shared';
import { SERIES_COLOURS } from './chart-setup';
import { MonthlyStackedChart } from './MonthlyStackedChart';

/** "Nie podano" in grey: the sources given keep the brighter colours. */
const UNKNOWN_COLOUR = '#5d6d7e';

const sourceColour = (source: StatsIntakeSource) =>
  source === 'nieznane' ? UNKNOWN_COLOUR : SERIES_COLOURS[STATS_INTAKE_SOURCES.indexOf(source) % SERIES_COLOURS.length]!;

/** Animals taken in per month (by their intake date), stacked by where they came from, with the month-by-source table. */
export function IntakesChart({ intakes }: { intakes: StatsResponse['intakes'] }) {
  const byMonth = new Map(intakes.byMonth.map((month) => [month.month, month]));
  return (
    <MonthlyStackedChart
      title="Przyjęcia w kolejnych miesiącach"
      caption="Przyjęcia według miesiąca i źródła"
      empty="Brak przyjęć w wybranym okresie."
      total={intakes.total}
      months={intakes.byMonth}
      series={intakes.bySource.map((entry) => ({ key: entry.source, label: STATS_INTAKE_SOURCE_LABELS[entry.source], colour: sourceColour(entry.source), total: entry.count }))}
      countOf={(month, source) => byMonth.get(month)?.bySource[source as StatsIntakeSource] ?? 0}
    />
  );
}
