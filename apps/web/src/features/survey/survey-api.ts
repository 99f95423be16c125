import type { SurveySubmitInput, SurveySubmitResponse } from '@pets/shared';
import { api } from '../../lib/api';

/** POST /api/survey. */
export function submitSurvey(body: SurveySubmitInput): Promise<SurveySubmitResponse> {
  return api.post<SurveySubmitResponse>('/survey', body);
}
