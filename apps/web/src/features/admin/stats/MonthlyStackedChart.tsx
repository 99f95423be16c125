import { Bar } from 'react-chartjs-2';
import { useReducedMotion } from '../../../ui/useReducedMotion';
import { ChartFigure } from '../ui/ChartFigure';
import { stackedBarOptions } from './chart-setup';
import { formatMonth } from './stats-format';

/** One series of a stacked monthly chart: its label, colour, count in each month and total. */
export interface MonthlySeries {
  key: string;
  label: string;
  colour: string;
  total: number;
}

export interface MonthlyStackedChartProps {
  title: string;
  /** The table's caption ("Adopcje według miesiąca i gatunku"). */
  caption: string;
  empty: string;
  total: number;
  months: readonly { month: string; total: number }[];
  series: readonly MonthlySeries[];
  /** The count of a series in a month. */
  countOf(month: string, key: string): number;
}

/**
 * A count per month, stacked by series (species, intake source), with the month-by-series table
 * screen readers read instead of the canvas; the empty text when nothing was counted.
 */
export function MonthlyStackedChart({ title, caption, empty, total, months, series, countOf }: MonthlyStackedChartProps) {
  const reducedMotion = useReducedMotion();
  if (total === 0) {
    return (
      <section className="stats-figure">
        <h2 className="stats-figure__title">{title}</h2>
        <p className="stats-empty">{empty}</p>
      </section>
    );
  }
  const data = {
    labels: months.map((month) => formatMonth(month.month)),
    datasets: series.map((one) => ({ label: one.label, data: months.map((month) => countOf(month.month, one.key)), backgroundColor: one.colour })),
  };
  return (
    <ChartFigure
      title={title}
      chart={<Bar data={data} options={stackedBarOptions(reducedMotion)} />}
      table={
        <div className="stats-table-wrap">
          <table className="stats-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Miesiąc</th>
                {series.map((one) => (
                  <th key={one.key} scope="col">
                    {one.label}
                  </th>
                ))}
                <th scope="col">Razem</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  {series.map((one) => (
                    <td key={one.key}>{countOf(month.month, one.key)}</td>
                  ))}
                  <td>{month.total}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Razem</th>
                {series.map((one) => (
                  <td key={one.key}>{one.total}</td>
                ))}
                <td>{total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      }
    />
  );
}
