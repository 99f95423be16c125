import { Link } from 'react-router-dom';
import { formatDate, type SurveyAdminAnimal, type SurveyAnimalFoster } from '@pets/shared';
import { fosterHomeHref, REPORT_KIND_LABELS } from '../foster/foster-format';

interface FosterNotesProps {
  /** The survey's chosen animals as the modal lists them. */
  rows: readonly SurveyAdminAnimal[];
}

/**
 * For each chosen animal living in a foster home (issue 33): where it lives, with a link to the
 * home for coordination (volunteers get no name: the server leaves it out), and what the carer
 * wrote lately, a health problem said in words.
 */
export function FosterNotes({ rows }: FosterNotesProps) {
  const fostered = rows.filter((animal): animal is SurveyAdminAnimal & { foster: SurveyAnimalFoster } => Boolean(animal.foster));
  if (fostered.length === 0) return null;
  return (
    <div className="survey-foster">
      {fostered.map((animal) => (
        <section key={animal.id} className="survey-foster__animal" aria-label={`Dom tymczasowy: ${animal.name}`}>
          <p className="survey-foster__where">
            {animal.name} mieszka w domu tymczasowym
            {animal.foster.fosterHome.name ? (
              <>
                : <Link to={fosterHomeHref(animal.foster.fosterHome.id)}>{animal.foster.fosterHome.name}</Link>
              </>
            ) : (
              '.'
            )}
          </p>
          {animal.foster.notes.length === 0 ? (
            <p className="survey-modal__muted">Opiekun nie dodał jeszcze notatek o tym zwierzaku.</p>
          ) : (
            <ul className="survey-foster__notes" aria-label={`Ostatnie notatki opiekuna: ${animal.name}`}>
              {animal.foster.notes.map((note, index) => (
                <li key={index} className={note.kind === 'problem' ? 'survey-foster__note survey-foster__note--problem' : 'survey-foster__note'}>
                  <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>{' '}
                  {note.kind === 'problem' && <strong>{REPORT_KIND_LABELS.problem}: </strong>}
                  {note.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
