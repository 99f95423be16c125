import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import {
  ADOPTION_MESSAGES,
  idParamsSchema,
  MESSAGES,
  SURVEY_ADMIN,
  SURVEY_CONTACT_MESSAGES,
  SURVEY_LIFECYCLE_MESSAGES,
  SURVEY_FOSTER_MESSAGES,
  DEFAULT_RESERVATION_STALE_DAYS,
  type StaffRole,
  type SurveyAdminListPage,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { queryFirst } from '../../db/sql.js';
import type { HistoryActor } from '../history/history.js';
import { applySurveyContact } from './survey-contact-apply.js';
import { closeSurvey, reopenSurvey } from './survey-lifecycle.js';
import { setFosterOpinion } from './survey-foster-opinion.js';
import { listSurveys } from './surveys.admin.queries.js';
import { surveyDetailFor, surveyListFor } from './survey-redaction.js';
import { adoptAnimals, cancelSurveyAdoption, getSurveyDetail, reserveAnimal, saveSelection, unreserveAnimal } from './surveys.admin.service.js';

function surveyId(req: Request): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found');
  return parsed.data.id;
}

/** The signed-in administrator, as the history names them. */
function roleOf(req: Request): StaffRole {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return user.role;
}

export function actorOf(req: Request): HistoryActor {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

export interface SurveysAdminOptions {
  /** Called after an action changed an animal's status (e.g. to clear the public animal cache). */
  onAnimalsChanged?(): void;
  /** RESERVATION_STALE_DAYS, for the list's `stale` filter (default DEFAULT_RESERVATION_STALE_DAYS). */
  staleDays?: number;
}

/** Admin survey endpoints (SPEC section 7), all behind the session guard of AdminRoutes. */
export function mountSurveysAdmin(routes: AdminRoutes, db: DataSource, options: SurveysAdminOptions = {}): void {
  const changed = () => options.onAnimalsChanged?.();

  serveEndpoint(routes, SURVEY_ADMIN.list, async ({ req, input }) => {
    const staleDays = options.staleDays ?? DEFAULT_RESERVATION_STALE_DAYS;
    const page: SurveyAdminListPage = { ...(await listSurveys(db, input(), { staleDays })), staleDays };
    return surveyListFor(roleOf(req), page);
  });

  serveEndpoint(routes, SURVEY_ADMIN.detail, async ({ req }) => surveyDetailFor(roleOf(req), await getSurveyDetail(db, surveyId(req))));

  serveEndpoint(routes, SURVEY_ADMIN.saveSelection, async ({ req, input }) => {
    const id = surveyId(req);
    const survey = await saveSelection(db, id, input().animals, actorOf(req));
    return { message: MESSAGES.admin.changesSaved, survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.reserve, async ({ req, input }) => {
    const id = surveyId(req);
    const { name, survey } = await reserveAnimal(db, id, input().animalId, actorOf(req));
    changed();
    return { message: MESSAGES.admin.reserved(name), survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.unreserve, async ({ req, input }) => {
    const id = surveyId(req);
    const { name, survey } = await unreserveAnimal(db, id, input().animalId, actorOf(req));
    changed();
    return { message: MESSAGES.admin.unreserved(name), survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.adoptBulk, async ({ req, input }) => {
    const id = surveyId(req);
    const { animalIds } = input();
    const survey = await adoptAnimals(db, id, animalIds, actorOf(req));
    changed();
    // The contract of what was just adopted is named by the group's first adoption (contract-groups.ts).
    const contract = await queryFirst<{ id: number }>(
      db,
      `SELECT min(id)::int AS id FROM adoptions WHERE survey_id = $1 AND animal_id = ANY($2::int[]) AND cancelled_at IS NULL`,
      [id, animalIds],
    );
    return { message: MESSAGES.admin.adopted, survey, ...(contract?.id ? { contractAdoptionId: contract.id } : {}) };
  });

  serveEndpoint(routes, SURVEY_ADMIN.applyContact, async ({ req }) => {
    const survey = await applySurveyContact(db, surveyId(req), actorOf(req));
    return { message: SURVEY_CONTACT_MESSAGES.applied, survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.cancelAdoption, async ({ req, input }) => {
    const id = surveyId(req);
    const { survey } = await cancelSurveyAdoption(db, id, input().animalId, actorOf(req));
    changed();
    return { message: MESSAGES.admin.adoptionCancelled, survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.close, async ({ req, input }) => {
    const id = surveyId(req);
    const { released, survey } = await closeSurvey(db, id, input(), actorOf(req));
    if (released.length > 0) changed();
    const message = released.length > 0 ? SURVEY_LIFECYCLE_MESSAGES.closedReleased(released) : SURVEY_LIFECYCLE_MESSAGES.closed;
    return { message, survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.reopen, async ({ req, input }) => {
    const id = surveyId(req);
    input();
    const survey = await reopenSurvey(db, id, actorOf(req));
    return { message: SURVEY_LIFECYCLE_MESSAGES.reopened, survey };
  });

  serveEndpoint(routes, SURVEY_ADMIN.fosterOpinion, async ({ req, input }) => {
    const id = surveyId(req);
    const request = input();
    const survey = await setFosterOpinion(db, id, request, actorOf(req));
    return { message: request.opinion === null ? SURVEY_FOSTER_MESSAGES.opinionCleared : SURVEY_FOSTER_MESSAGES.opinionSaved, survey };
  });
}
