import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import {
  adoptBulkSchema,
  ADOPTION_MESSAGES,
  animalActionSchema,
  closeSurveySchema,
  idParamsSchema,
  MESSAGES,
  reopenSurveySchema,
  selectedAnimalsSchema,
  SURVEY_CONTACT_MESSAGES,
  SURVEY_LIFECYCLE_MESSAGES,
  surveyListQuerySchema,
  DEFAULT_RESERVATION_STALE_DAYS,
  type SurveyActionResponse,
  type StaffRole,
  type SurveyAdminListPage,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import type { HistoryActor } from '../history/history.js';
import { applySurveyContact } from './survey-contact-apply.js';
import { closeSurvey, reopenSurvey } from './survey-lifecycle.js';
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

  routes.get('/survey/surveys', async (req, res) => {
    const query = parseInput(surveyListQuerySchema, req.query);
    const staleDays = options.staleDays ?? DEFAULT_RESERVATION_STALE_DAYS;
    const page: SurveyAdminListPage = { ...(await listSurveys(db, query, { staleDays })), staleDays };
    res.setHeader('Cache-Control', 'no-store').json(surveyListFor(roleOf(req), page));
  });

  routes.get('/survey/details/:id', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store').json(surveyDetailFor(roleOf(req), await getSurveyDetail(db, surveyId(req))));
  });

  routes.post('/survey/:id/selected-animals', async (req, res) => {
    const id = surveyId(req);
    const { animals } = parseInput(selectedAnimalsSchema, req.body);
    const survey = await saveSelection(db, id, animals, actorOf(req));
    res.json({ message: MESSAGES.admin.changesSaved, survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/reserve', async (req, res) => {
    const id = surveyId(req);
    const { animalId } = parseInput(animalActionSchema, req.body);
    const { name, survey } = await reserveAnimal(db, id, animalId, actorOf(req));
    changed();
    res.json({ message: MESSAGES.admin.reserved(name), survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/unreserve', async (req, res) => {
    const id = surveyId(req);
    const { animalId } = parseInput(animalActionSchema, req.body);
    const { name, survey } = await unreserveAnimal(db, id, animalId, actorOf(req));
    changed();
    res.json({ message: MESSAGES.admin.unreserved(name), survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/adopt-bulk', async (req, res) => {
    const id = surveyId(req);
    const { animalIds } = parseInput(adoptBulkSchema, req.body);
    const survey = await adoptAnimals(db, id, animalIds, actorOf(req));
    changed();
    res.json({ message: MESSAGES.admin.adopted, survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/apply-contact', async (req, res) => {
    const id = surveyId(req);
    const survey = await applySurveyContact(db, id, actorOf(req));
    res.json({ message: SURVEY_CONTACT_MESSAGES.applied, survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/cancel-adoption', async (req, res) => {
    const id = surveyId(req);
    const { animalId } = parseInput(animalActionSchema, req.body);
    const { survey } = await cancelSurveyAdoption(db, id, animalId, actorOf(req));
    changed();
    res.json({ message: MESSAGES.admin.adoptionCancelled, survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/close', async (req, res) => {
    const id = surveyId(req);
    const request = parseInput(closeSurveySchema, req.body);
    const { released, survey } = await closeSurvey(db, id, request, actorOf(req));
    if (released.length > 0) changed();
    const message = released.length > 0 ? SURVEY_LIFECYCLE_MESSAGES.closedReleased(released) : SURVEY_LIFECYCLE_MESSAGES.closed;
    res.json({ message, survey } satisfies SurveyActionResponse);
  });

  routes.post('/survey/:id/reopen', async (req, res) => {
    const id = surveyId(req);
    parseInput(reopenSurveySchema, req.body ?? {});
    const survey = await reopenSurvey(db, id, actorOf(req));
    res.json({ message: SURVEY_LIFECYCLE_MESSAGES.reopened, survey } satisfies SurveyActionResponse);
  });
}
