import type { DataSource } from 'typeorm';
import { SURVEY_LIFECYCLE_MESSAGES, type SurveyAdminDetail, type SurveyCloseReason } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { inStateTransaction, lockAnimals } from '../adoptions/adoption-rules.js';
import type { HistoryActor } from '../history/history.js';
import { recordSurveyHistory, stateChange, surveyStateLabel, type TouchedAnimal } from './survey-history.js';
import { detailAfter, linkedAdopterId, lockSurvey } from './survey-locks.js';
import { releaseReservation } from './surveys.admin.service.js';
import { execute, queryRows } from '../../db/sql.js';

/**
 * Closing a survey that will not end in an adoption (turned down, withdrawn, spam, a duplicate,
 * another reason in words) and reopening it. A closed survey is in 'Zakończone' with its reason;
 * it keeps its selection and answers, takes notes, and refuses reservations and adoptions until
 * reopened.
 */

export interface CloseSurveyRequest {
  reason: SurveyCloseReason;
  note: string | null;
}

/**
 * POST /survey/:id/close. In one transaction, with the survey and then its reserved animals
 * locked: the survey's reservations are released (each animal Dostępny again, as an unreserve
 * leaves it) and the survey is closed. Refused, changing nothing, when it is already closed or an
 * animal was adopted through it (its adoption must be cancelled first).
 */
export function closeSurvey(
  db: DataSource,
  surveyId: number,
  request: CloseSurveyRequest,
  actor: HistoryActor,
): Promise<{ released: string[]; survey: SurveyAdminDetail }> {
  return inStateTransaction(db, async (manager) => {
    const survey = await lockSurvey(manager, surveyId);
    if (survey.closed_at) throw HttpError.conflict(SURVEY_LIFECYCLE_MESSAGES.alreadyClosed, 'survey_closed');
    const adopted = await queryRows<unknown>(manager, `SELECT 1 FROM adoptions WHERE survey_id = $1 AND cancelled_at IS NULL LIMIT 1`, [surveyId]);
    if (adopted.length > 0) throw HttpError.conflict(SURVEY_LIFECYCLE_MESSAGES.adoptedCannotClose, 'survey_adopted');

    const before = await surveyStateLabel(manager, surveyId);
    const held = await queryRows<{ animal_id: number }>(
      manager,
      `SELECT animal_id FROM reservations WHERE survey_id = $1 AND released_at IS NULL`,
      [surveyId],
    );
    // What the locked rows say counts: a reservation is released only under its animal's lock.
    const locked = await lockAnimals(manager, held.map((row) => row.animal_id));
    const released: TouchedAnimal[] = [];
    for (const animal of [...locked.values()].sort((a, b) => a.id - b.id)) {
      if (animal.reservation?.surveyId !== surveyId) continue;
      const status = await releaseReservation(manager, animal.reservation.id, animal, 'survey_closed');
      released.push({ id: animal.id, name: animal.name, status });
    }
    await execute(manager, `UPDATE surveys SET closed_at = now(), close_reason = $2, close_note = $3 WHERE id = $1`, [
      surveyId,
      request.reason,
      request.note,
    ]);
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.closed',
      surveyId,
      adopterId: await linkedAdopterId(manager, survey),
      animals: released,
      state: stateChange(before, await surveyStateLabel(manager, surveyId)),
      survey: { reason: request.reason, ...(request.note ? { reasonText: request.note } : {}) },
    });
    return { released: released.map((animal) => animal.name), survey: await detailAfter(manager, surveyId) };
  });
}

/**
 * POST /survey/:id/reopen: the survey is open again, in 'Nowe' (closing released its reservations;
 * they are not taken back, the animals may be promised elsewhere by now). Refused when it is open.
 */
export function reopenSurvey(db: DataSource, surveyId: number, actor: HistoryActor): Promise<SurveyAdminDetail> {
  return inStateTransaction(db, async (manager) => {
    const survey = await lockSurvey(manager, surveyId);
    if (!survey.closed_at) throw HttpError.conflict(SURVEY_LIFECYCLE_MESSAGES.notClosed, 'survey_open');
    const before = await surveyStateLabel(manager, surveyId);
    await execute(manager, `UPDATE surveys SET closed_at = NULL, close_reason = NULL, close_note = NULL WHERE id = $1`, [surveyId]);
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.reopened',
      surveyId,
      adopterId: await linkedAdopterId(manager, survey),
      state: stateChange(before, await surveyStateLabel(manager, surveyId)),
    });
    return detailAfter(manager, surveyId);
  });
}
