import { useId } from 'react';
import { SURVEY_CONTACT_FIELD_LABELS, SURVEY_CONTACT_MESSAGES, type SurveyContactDifference } from '@pets/shared';

export interface ContactDifferencesProps {
  differences: readonly SurveyContactDifference[];
  /** An action of the modal is running (this one or another): the button waits. */
  disabled: boolean;
  /** This one is running. */
  applying: boolean;
  onApply(): void;
}

/**
 * Where the survey's contact data differs from the stored adopter's: a public survey never changes
 * the adopter, so staff see each differing field side by side and may apply the survey's data in
 * one click. Nothing is shown when the two agree.
 */
export function ContactDifferences({ differences, disabled, applying, onApply }: ContactDifferencesProps) {
  const headingId = useId();
  if (differences.length === 0) return null;
  return (
    <div className="contact-differences" role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="contact-differences__heading">
        {SURVEY_CONTACT_MESSAGES.heading}
      </h4>
      <p className="contact-differences__intro">{SURVEY_CONTACT_MESSAGES.intro}</p>
      <table className="contact-differences__table">
        <thead>
          <tr>
            <th scope="col">Pole</th>
            <th scope="col">W ankiecie</th>
            <th scope="col">U adoptującego</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.field}>
              <th scope="row">{SURVEY_CONTACT_FIELD_LABELS[difference.field]}</th>
              <td>{difference.surveyValue || '—'}</td>
              <td>{difference.adopterValue || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn--primary btn--small" disabled={disabled} aria-busy={applying} onClick={onApply}>
        {applying ? 'Zapisywanie…' : SURVEY_CONTACT_MESSAGES.applyButton}
      </button>
    </div>
  );
}
