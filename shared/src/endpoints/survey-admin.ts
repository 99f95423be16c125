import { adoptBulkSchema, animalActionSchema, selectedAnimalsSchema, surveyListQuerySchema } from '../schemas/admin-lists.js';
import type { SurveyActionResponse, SurveyAdminDetail, SurveyAdminListPage } from '../schemas/admin-lists.js';
import { closeSurveySchema, reopenSurveySchema } from '../schemas/survey-lifecycle.js';
import { surveyFosterOpinionSchema } from '../foster/survey-foster.js';
import { endpoint } from './endpoint.js';

/** The admin survey endpoints (SPEC section 7, "Admin"). Every action answers with the survey as it is now. */
export const SURVEY_ADMIN = {
  list: endpoint<SurveyAdminListPage>()({ method: 'GET', path: '/survey/surveys', input: surveyListQuerySchema }),
  detail: endpoint<SurveyAdminDetail>()({ method: 'GET', path: '/survey/details/:id' }),
  saveSelection: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/selected-animals', input: selectedAnimalsSchema }),
  reserve: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/reserve', input: animalActionSchema }),
  unreserve: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/unreserve', input: animalActionSchema }),
  adoptBulk: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/adopt-bulk', input: adoptBulkSchema }),
  /** Staff accept the survey's contact data for the stored adopter it is linked to (recorded). */
  applyContact: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/apply-contact' }),
  cancelAdoption: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/cancel-adoption', input: animalActionSchema }),
  /** Closed with a reason (its reservations are released). */
  close: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/close', input: closeSurveySchema }),
  /** Reopened into 'Nowe'. */
  reopen: endpoint<SurveyActionResponse>()({ method: 'POST', path: '/survey/:id/reopen', input: reopenSurveySchema }),
  /** "Opinia DT" (issue 33): set, changed or removed (null) by coordination; the history keeps the value only. */
  fosterOpinion: endpoint<SurveyActionResponse>()({ method: 'PUT', path: '/survey/:id/foster-opinion', input: surveyFosterOpinionSchema }),
} as const;
