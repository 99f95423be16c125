import { Bar } from 'react-chartjs-2';
import { SURVEY_OUTCOME_LABELS, SURVEY_OUTCOMES, type StatsResponse } from '@pets/shared';
import { useReducedMotion } from '../../../ui/useReducedMotion';
import { ChartFigure } from '../ui/ChartFigure';
import { SERIES_COLOURS, stackedBarOptions } from './chart-setup';

/** Surveys per species, stacked by how they ended, with the species-by-outcome table. */
export function SurveysChart({ surveys }: { surveys: StatsResponse['surveys'] }) {
  const reducedMotion = useReducedMotion();
  if (surveys.total === 0) {
    return (
      <section className="stats-figure">
        <h2 className="stats-figure__title">Ankiety według gatunku i wyniku</h2>
        <p className="stats-empty">Brak ankiet w wybranym okresie.</p>
      </section>
    );
  }
  const data = {
    labels: surveys.bySpecies.map((entry) => entry.species),
    datasets: SURVEY_OUTCOMES.map((outcome, index) => ({
      label: SURVEY_OUTCOME_LABELS[outcome],
      data: surveys.bySpecies.map((entry) => entry.outcomes[outcome]),
      backgroundColor: SERIES_COLOURS[index],
    })),
  };
  return (
    <ChartFigure
      title="Ankiety według gatunku i wyniku"
      chart={<Bar data={data} options={stackedBarOptions(reducedMotion)} />}
      table={
        <div className="stats-table-wrap">
          <table className="stats-table">
            <caption>Ankiety według gatunku i wyniku</caption>
            <thead>
              <tr>
                <th scope="col">Gatunek</th>
                {SURVEY_OUTCOMES.map((outcome) => (
                  <th key={outcome} scope="col">
                    {SURVEY_OUTCOME_LABELS[outcome]}
                  </th>
                ))}
                <th scope="col">Razem</th>
              </tr>
            </thead>
            <tbody>
              {surveys.bySpecies.map((entry) => (
                <tr key={entry.species}>
                  <th scope="row">{entry.species}</th>
                  {SURVEY_OUTCOMES.map((outcome) => (
                    <td key={outcome}>{entry.outcomes[outcome]}</td>
                  ))}
                  <td>{entry.total}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Razem</th>
                {SURVEY_OUTCOMES.map((outcome) => (
                  <td key={outcome}>{surveys.outcomes[outcome]}</td>
                ))}
                <td>{surveys.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      }
    />
  );
}
