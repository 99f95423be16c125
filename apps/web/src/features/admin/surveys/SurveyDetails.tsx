import { formatDate, type CloseSurveyInput, type SurveyAdminDetail } from '@pets/shared';
import { SurveyLifecycle } from './SurveyLifecycle';
import { surveyStateText } from './survey-rules';

export interface SurveyDetailsProps {
  detail: SurveyAdminDetail;
  headingId: string;
  working: boolean;
  /** Closing and reopening are coordination: volunteers only read the state. */
  canChange: boolean;
  onCloseSurvey(input: CloseSurveyInput): Promise<boolean>;
  onReopen(): void;
}

/** 'Szczegóły ankiety': species, when it was sent, its state, and closing or reopening it. */
export function SurveyDetails({ detail, headingId, working, canChange, onCloseSurvey, onReopen }: SurveyDetailsProps) {
  return (
    <section className="survey-modal__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="survey-modal__heading">
        Szczegóły ankiety
      </h3>
      <dl className="survey-facts">
        <div>
          <dt>Gatunek</dt>
          <dd>{detail.species}</dd>
        </div>
        <div>
          <dt>Wysłana</dt>
          <dd>{formatDate(detail.createdAt)}</dd>
        </div>
        <div>
          <dt>Stan</dt>
          <dd>{surveyStateText(detail)}</dd>
        </div>
      </dl>
      {canChange && <SurveyLifecycle detail={detail} disabled={working} onCloseSurvey={onCloseSurvey} onReopen={onReopen} />}
    </section>
  );
}
