import { SPECIES, type Species, type StatsResponse } from '@pets/shared';
import { SERIES_COLOURS } from './chart-setup';
import { MonthlyStackedChart } from './MonthlyStackedChart';

/** Adoptions per month, stacked by species, with the month-by-species table. */
export function AdoptionsChart({ adoptions }: { adoptions: StatsResponse['adoptions'] }) {
  const byMonth = new Map(adoptions.byMonth.map((month) => [month.month, month]));
  return (
    <MonthlyStackedChart
      title="Adopcje w kolejnych miesiącach"
      caption="Adopcje według miesiąca i gatunku"
      empty="Brak adopcji w wybranym okresie."
      total={adoptions.total}
      months={adoptions.byMonth}
      series={adoptions.bySpecies.map((entry) => ({
        key: entry.species,
        label: entry.species,
        colour: SERIES_COLOURS[SPECIES.indexOf(entry.species) % SERIES_COLOURS.length]!,
        total: entry.count,
      }))}
      countOf={(month, species) => byMonth.get(month)?.bySpecies[species as Species] ?? 0}
    />
  );
}
