import type { EntityManager } from 'typeorm';
import { MESSAGES, SURVEY_CLOSE_REASON_LABELS, type AnimalStatus, type SurveyBucket, type SurveyCloseReason } from '@pets/shared';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { queryRows } from '../../db/sql.js';

/**
 * The history of survey actions. One action writes one row per subject it touched, in the
 * action's transaction: the survey, each animal (subject 'animal') and the adopter the survey is
 * linked to, so each timeline is a plain lookup by subject. Details keep ids, animal names and
 * states, never the person's data: `changes` holds what moved from what to what.
 */

export interface Change<T> {
  from: T;
  to: T;
}

/** An animal an action touched, with its status change when it had one. */
export interface TouchedAnimal {
  id: number;
  name: string;
  status?: Change<AnimalStatus>;
  /** Joined or left the selection. */
  selected?: Change<boolean>;
}

export interface SurveyHistoryEntry {
  actor: HistoryActor;
  /** Dotted verb: 'survey.reserved', 'survey.closed', ... */
  action: string;
  surveyId: number;
  /** The adopter the survey is linked to, when there is one: their timeline shows the action too. */
  adopterId: number | null;
  animals?: readonly TouchedAnimal[];
  /** The survey's state before and after, when the action moved it (see surveyStateLabel). */
  state?: Change<string>;
  /** Further details of the survey's own row (e.g. a closing reason or the selection before and after). */
  survey?: Record<string, unknown>;
}

const SURVEY_STATE_LABELS: Record<SurveyBucket, string> = { new: 'Nowa', reserved: 'Z rezerwacją', done: MESSAGES.admin.surveyFinished };

/** The survey's state in words, as its badge says it: 'Nowa', 'Z rezerwacją', 'zakończona' or the closing reason ('Odrzucona', ...). */
export async function surveyStateLabel(manager: EntityManager, surveyId: number): Promise<string> {
  const [row] = await queryRows<{ bucket: SurveyBucket; close_reason: SurveyCloseReason | null }>(
    manager,
    `SELECT l.bucket, s.close_reason FROM survey_admin_list l JOIN surveys s ON s.id = l.survey_id WHERE l.survey_id = $1`,
    [surveyId],
  );
  if (!row) return '';
  // The reason only: a description staff typed stays in the closing row's own details.
  return row.close_reason ? SURVEY_CLOSE_REASON_LABELS[row.close_reason] : SURVEY_STATE_LABELS[row.bucket];
}

/** A state change worth recording: null when the state stayed the same. */
export function stateChange(from: string, to: string): Change<string> | undefined {
  return from === to ? undefined : { from, to };
}

export async function recordSurveyHistory(manager: EntityManager, entry: SurveyHistoryEntry): Promise<void> {
  const animals = entry.animals ?? [];
  const named = animals.map(({ id, name }) => ({ id, name }));
  const surveyDetails: Record<string, unknown> = { ...entry.survey };
  if (named.length > 0) surveyDetails.animals = named;
  if (entry.state) surveyDetails.changes = { ...(surveyDetails.changes as object | undefined), state: entry.state };
  await recordHistory(manager, { actor: entry.actor, action: entry.action, subjectType: 'survey', subjectId: entry.surveyId, details: surveyDetails });

  for (const animal of animals) {
    const changes: Record<string, Change<unknown>> = {};
    if (animal.status && animal.status.from !== animal.status.to) changes.status = animal.status;
    if (animal.selected) changes.selected = animal.selected;
    await recordHistory(manager, {
      actor: entry.actor,
      action: entry.action,
      subjectType: 'animal',
      subjectId: animal.id,
      details: { surveyId: entry.surveyId, ...(Object.keys(changes).length > 0 ? { changes } : {}) },
    });
  }

  if (entry.adopterId !== null) {
    await recordHistory(manager, {
      actor: entry.actor,
      action: entry.action,
      subjectType: 'adopter',
      subjectId: entry.adopterId,
      details: { surveyId: entry.surveyId, ...(named.length > 0 ? { animals: named } : {}), ...(entry.state ? { changes: { state: entry.state } } : {}) },
    });
  }
}
