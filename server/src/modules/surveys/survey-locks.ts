import type { EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, SURVEY_LIFECYCLE_MESSAGES, type Species, type SurveyAdminDetail } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { SurveyContact } from '../adoptions/adoption-rules.js';
import { loadSurveyDetail } from './surveys.admin.queries.js';
import { queryRows } from '../../db/sql.js';

/**
 * What every survey action starts and ends with: the survey row locked first (before any animal,
 * see adoption-rules.ts), and the survey as it is after the change.
 */

export interface LockedSurvey extends SurveyContact {
  id: number;
  species: Species;
  adopter_id: number | null;
  closed_at: Date | null;
}

export const surveyNotFound = () => HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found');

export async function lockSurvey(manager: EntityManager, id: number): Promise<LockedSurvey> {
  const [row] = await queryRows<LockedSurvey>(
    manager,
    `SELECT id, species, adopter_id, first_name, last_name, email, phone, zip, city, closed_at FROM surveys WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw surveyNotFound();
  return row;
}

/** A closed survey changes only by being reopened (notes aside). */
export function assertOpen(survey: LockedSurvey): void {
  if (survey.closed_at) throw HttpError.conflict(SURVEY_LIFECYCLE_MESSAGES.closedReadOnly, 'survey_closed');
}

/** The adopter the survey is linked to (staff may have changed their e-mail since); null when there is none. */
export async function linkedAdopterId(manager: EntityManager, survey: Pick<LockedSurvey, 'adopter_id'>): Promise<number | null> {
  if (survey.adopter_id === null) return null;
  const [row] = await queryRows<{ id: number }>(manager, `SELECT id FROM adopters WHERE id = $1`, [survey.adopter_id]);
  return row?.id ?? null;
}

export async function detailAfter(manager: EntityManager, surveyId: number): Promise<SurveyAdminDetail> {
  const detail = await loadSurveyDetail(manager, surveyId);
  if (!detail) throw surveyNotFound();
  return detail;
}
