import { Bar } from 'react-chartjs-2';
import { SPECIES, type StatsResponse } from '@pets/shared';
import { useReducedMotion } from '../../../ui/useReducedMotion';
import { ChartFigure } from '../ui/ChartFigure';
import { SERIES_COLOURS, stackedBarOptions } from './chart-setup';
import { formatMonth } from './stats-format';

/** Adoptions per month, stacked by species, with the month-by-species table. */
export function AdoptionsChart({ adoptions }: { adoptions: StatsResponse['adoptions'] }) {
  const reducedMotion = useReducedMotion();
  if (adoptions.total === 0) {
    return (
      <section className="stats-figure">
        <h2 className="stats-figure__title">Adopcje w kolejnych miesiącach</h2>
        <p className="stats-empty">Brak adopcji w wybranym okresie.</p>
      </section>
    );
  }
  const species = adoptions.bySpecies.map((entry) => entry.species);
  const data = {
    labels: adoptions.byMonth.map((month) => formatMonth(month.month)),
    datasets: species.map((name) => ({
      label: name,
      data: adoptions.byMonth.map((month) => month.bySpecies[name] ?? 0),
      backgroundColor: SERIES_COLOURS[SPECIES.indexOf(name) % SERIES_COLOURS.length],
    })),
  };
  return (
    <ChartFigure
      title="Adopcje w kolejnych miesiącach"
      chart={<Bar data={data} options={stackedBarOptions(reducedMotion)} />}
      table={
        <div className="stats-table-wrap">
          <table className="stats-table">
            <caption>Adopcje według miesiąca i gatunku</caption>
            <thead>
              <tr>
                <th scope="col">Miesiąc</th>
                {species.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
                <th scope="col">Razem</th>
              </tr>
            </thead>
            <tbody>
              {adoptions.byMonth.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  {species.map((name) => (
                    <td key={name}>{month.bySpecies[name] ?? 0}</td>
                  ))}
                  <td>{month.total}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Razem</th>
                {adoptions.bySpecies.map((entry) => (
                  <td key={entry.species}>{entry.count}</td>
                ))}
                <td>{adoptions.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      }
    />
  );
}
