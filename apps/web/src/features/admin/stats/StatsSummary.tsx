import { formatDate, type StatsResponse } from '@pets/shared';
import { describeDuration, formatDays } from './stats-format';

/** The headline figures: totals, waiting times and the reservations still open. */
export function StatsSummary({ stats }: { stats: StatsResponse }) {
  const { durations, openReservations } = stats;
  const oldest = openReservations.oldest;
  return (
    <dl className="stats-summary">
      <div className="stats-summary__item">
        <dt>Adopcje w okresie</dt>
        <dd className="stats-summary__value">{stats.adoptions.total}</dd>
      </div>
      <div className="stats-summary__item">
        <dt>Przyjęcia w okresie</dt>
        <dd className="stats-summary__value">{stats.intakes.total}</dd>
      </div>
      <div className="stats-summary__item">
        <dt>Ankiety w okresie</dt>
        <dd className="stats-summary__value">{stats.surveys.total}</dd>
      </div>
      <div className="stats-summary__item">
        <dt>Od ankiety do adopcji</dt>
        <dd>{describeDuration(durations.surveyToAdoption)}</dd>
      </div>
      <div className="stats-summary__item">
        <dt>Od przyjęcia zwierzaka do adopcji</dt>
        <dd>{describeDuration(durations.arrivalToAdoption)}</dd>
        <dd className="stats-summary__hint">Liczone od daty przyjęcia zapisanej w danych zwierzaka.</dd>
      </div>
      <div className="stats-summary__item">
        <dt>Otwarte rezerwacje (teraz)</dt>
        <dd className="stats-summary__value">{openReservations.count}</dd>
        {oldest && (
          <dd>
            Najstarsza: {oldest.animalName} ({oldest.species}), ankieta #{oldest.surveyId}, od {formatDate(oldest.since)} ({formatDays(oldest.days)})
          </dd>
        )}
      </div>
    </dl>
  );
}
