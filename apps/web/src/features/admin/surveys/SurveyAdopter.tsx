import type { SurveyAdminDetail } from '@pets/shared';
import { ContactDifferences } from './ContactDifferences';

export interface SurveyAdopterProps {
  detail: SurveyAdminDetail;
  headingId: string;
  working: boolean;
  applying: boolean;
  onApplyContact(): void;
}

/** 'Adoptujący' of the survey modal: the contact data sent with the survey, and where it differs from the stored adopter. */
export function SurveyAdopter({ detail, headingId, working, applying, onApplyContact }: SurveyAdopterProps) {
  const { adopter } = detail;
  const fullName = `${adopter.firstName} ${adopter.lastName}`.trim();
  return (
    <section className="survey-modal__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="survey-modal__heading">
        Adoptujący
      </h3>
      <p className="survey-modal__adopter">{fullName || '—'}</p>
      <dl className="survey-facts">
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${adopter.email}`}>{adopter.email}</a>
          </dd>
        </div>
        <div>
          <dt>Telefon</dt>
          <dd>
            <a href={`tel:${adopter.phone.replace(/\s/g, '')}`}>{adopter.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Adres</dt>
          <dd>{[adopter.zip, adopter.city].filter(Boolean).join(' ') || '—'}</dd>
        </div>
      </dl>
      <ContactDifferences differences={detail.contactDifferences} disabled={working} applying={applying} onApply={onApplyContact} />
    </section>
  );
}
