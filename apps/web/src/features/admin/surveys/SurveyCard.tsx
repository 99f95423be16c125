import { FOSTER_OPINION_LABELS, LIMITS, SURVEY_CLOSE_REASON_LABELS, formatDate, reservationAgeLabel, splitVisible, wholeDaysSince, type SurveyAdminListItem } from '@pets/shared';
import { HeldElsewhere } from './HeldElsewhere';
import { SmallCover } from './SmallCover';

export interface SurveyCardProps {
  survey: SurveyAdminListItem;
  onOpen(id: number): void;
}

/**
 * One survey in a list: who, when, which species, up to 3 animals then '+N' (each saying when
 * another survey reserved or adopted it, with a way to open that survey), the reason it was
 * closed, and 'Otwórz'.
 */
export function SurveyCard({ survey, onOpen }: SurveyCardProps) {
  const { shown, more } = splitVisible(survey.animals, LIMITS.chipsVisible);
  const hidden = survey.animals.length - shown.length;
  const person = `${survey.adopter.firstName} ${survey.adopter.lastName}`.trim();
  const { closure } = survey;
  return (
    <article className="survey-card" data-survey-id={survey.id}>
      <header className="survey-card__header">
        <h3 className="survey-card__title">Ankieta #{survey.id}</h3>
        <time className="survey-card__date" dateTime={survey.createdAt}>
          {formatDate(survey.createdAt)}
        </time>
      </header>
      {closure && (
        <p className="survey-card__closure">
          <span className="survey-badge survey-badge--closed">{SURVEY_CLOSE_REASON_LABELS[closure.reason]}</span>
          {closure.note && <span className="survey-card__closure-note">{closure.note}</span>}
        </p>
      )}
      <p className="survey-card__person">{person || '—'}</p>
      {survey.fosterOpinion && (
        <p className="survey-card__foster">
          <span className={`survey-badge survey-badge--dt survey-badge--dt-${survey.fosterOpinion}`}>Opinia DT: {FOSTER_OPINION_LABELS[survey.fosterOpinion]}</span>
        </p>
      )}
      <p className="survey-card__contact">
        <span>{survey.adopter.email}</span>
        <span>{survey.adopter.phone}</span>
      </p>
      <p className="survey-card__species">{survey.species}</p>
      {survey.animals.length === 0 ? (
        <p className="survey-card__none">Brak wybranych zwierząt.</p>
      ) : (
        <ul className="survey-card__animals" aria-label="Wybrane zwierzęta">
          {shown.map((animal) => (
            <li key={animal.id} className={`survey-chip${animal.elsewhere ? ' survey-chip--elsewhere' : ''}`}>
              <SmallCover path={animal.cover} />
              <span className="survey-chip__name">{animal.name}</span>
              {animal.adopted ? (
                <span className="survey-chip__state survey-chip__state--adopted">adoptowany</span>
              ) : animal.reservedByMe ? (
                <span className="survey-chip__state survey-chip__state--reserved">
                  {animal.reservedSince ? reservationAgeLabel(wholeDaysSince(animal.reservedSince)) : 'rezerwacja'}
                </span>
              ) : animal.elsewhere ? (
                <HeldElsewhere elsewhere={animal.elsewhere} sex={animal.sex} onOpenSurvey={onOpen} />
              ) : null}
            </li>
          ))}
          {more && (
            <li className="survey-chip survey-chip--more">
              <span aria-hidden="true">{more}</span>
              <span className="visually-hidden">i jeszcze {hidden}</span>
            </li>
          )}
        </ul>
      )}
      <div className="survey-card__actions">
        <button type="button" className="btn btn--primary btn--small" aria-haspopup="dialog" onClick={() => onOpen(survey.id)}>
          Otwórz<span className="visually-hidden"> ankietę #{survey.id}</span>
        </button>
      </div>
    </article>
  );
}
