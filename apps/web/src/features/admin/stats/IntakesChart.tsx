import { Bar } from 'react-chartjs-2';
import { STATS_INTAKE_SOURCE_LABELS, STATS_INTAKE_SOURCES, type StatsIntakeSource, type StatsResponse } from '@pets/shared';
import { useReducedMotion } from '../../../ui/useReducedMotion';
import { ChartFigure } from '../ui/ChartFigure';
import { SERIES_COLOURS, stackedBarOptions } from './chart-setup';
import { formatMonth } from './stats-format';

/** "Nie podano" in grey: the sources given keep the brighter colours. */
const UNKNOWN_COLOUR = '#5d6d7e';

const sourceColour = (source: StatsIntakeSource) =>
  source === 'nieznane' ? UNKNOWN_COLOUR : SERIES_COLOURS[STATS_INTAKE_SOURCES.indexOf(source) % SERIES_COLOURS.length];

/** Animals taken in per month (by their intake date), stacked by where they came from, with the month-by-source table. */
export function IntakesChart({ intakes }: { intakes: StatsResponse['intakes'] }) {
  const reducedMotion = useReducedMotion();
  if (intakes.total === 0) {
    return (
      <section className="stats-figure">
        <h2 className="stats-figure__title">Przyjęcia w kolejnych miesiącach</h2>
        <p className="stats-empty">Brak przyjęć w wybranym okresie.</p>
      </section>
    );
  }
  const sources = intakes.bySource.map((entry) => entry.source);
  const data = {
    labels: intakes.byMonth.map((month) => formatMonth(month.month)),
    datasets: sources.map((source) => ({
      label: STATS_INTAKE_SOURCE_LABELS[source],
      data: intakes.byMonth.map((month) => month.bySource[source] ?? 0),
      backgroundColor: sourceColour(source),
    })),
  };
  return (
    <ChartFigure
      title="Przyjęcia w kolejnych miesiącach"
      chart={<Bar data={data} options={stackedBarOptions(reducedMotion)} />}
      table={
        <div className="stats-table-wrap">
          <table className="stats-table">
            <caption>Przyjęcia według miesiąca i źródła</caption>
            <thead>
              <tr>
                <th scope="col">Miesiąc</th>
                {sources.map((source) => (
                  <th key={source} scope="col">
                    {STATS_INTAKE_SOURCE_LABELS[source]}
                  </th>
                ))}
                <th scope="col">Razem</th>
              </tr>
            </thead>
            <tbody>
              {intakes.byMonth.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  {sources.map((source) => (
                    <td key={source}>{month.bySource[source] ?? 0}</td>
                  ))}
                  <td>{month.total}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Razem</th>
                {intakes.bySource.map((entry) => (
                  <td key={entry.source}>{entry.count}</td>
                ))}
                <td>{intakes.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      }
    />
  );
}
