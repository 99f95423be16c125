import type { SurveyAdminDetail } from '@pets/shared';
import { surveyStateText } from './survey-rules';

/** The survey's state beside the modal's title; it follows every action (and a refresh after a 409). */
export function SurveyBadge({ detail }: { detail: Pick<SurveyAdminDetail, 'bucket' | 'closure'> }) {
  const variant = detail.closure ? 'closed' : detail.bucket;
  return <span className={`survey-badge survey-badge--${variant}`}>{surveyStateText(detail)}</span>;
}
