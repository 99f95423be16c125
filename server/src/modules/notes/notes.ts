import type { DataSource } from 'typeorm';
import { ADOPTION_MESSAGES, NOTE_MESSAGES, type AddedNote } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * Staff notes on a survey or an adopter (a call, the visit date, a reason): a history row of the
 * subject with the text, so the subject's timeline shows it with its author and time. A note
 * about a person whose data was erased (RODO art. 17) is refused: nothing personal is written
 * back after an erase. The subject row is locked FOR SHARE, so an erase running at the same time
 * either waits for the note (and then wipes it with the rest) or goes first (and the note is refused).
 */

export type NoteSubject = 'survey' | 'adopter';

const SUBJECTS: Record<NoteSubject, { lookup: string; action: string; notFound: () => HttpError }> = {
  survey: {
    lookup: `SELECT anonymized_at IS NOT NULL AS erased FROM surveys WHERE id = $1 FOR SHARE`,
    action: 'survey.note_added',
    notFound: () => HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found'),
  },
  adopter: {
    lookup: `SELECT erased_at IS NOT NULL AS erased FROM adopters WHERE id = $1 FOR SHARE`,
    action: 'adopter.note_added',
    notFound: () => HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found'),
  },
};

/** "Przypomnienie: <the note's start>": the task a note with a reminder day makes for its author. */
export const reminderTitle = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `Przypomnienie: ${oneLine.length > 150 ? `${oneLine.slice(0, 149)}…` : oneLine}`;
};

export function addNote(
  db: DataSource,
  subject: NoteSubject,
  subjectId: number,
  text: string,
  actor: HistoryActor & object,
  remindOn: string | null = null,
): Promise<AddedNote> {
  const { lookup, action, notFound } = SUBJECTS[subject];
  return db.transaction(async (manager) => {
    const [row] = await queryRows<{ erased: boolean }>(manager, lookup, [subjectId]);
    if (!row) throw notFound();
    if (row.erased) throw HttpError.conflict(NOTE_MESSAGES.erased, 'subject_erased');
    await recordHistory(manager, { actor, action, subjectType: subject, subjectId, details: { text, ...(remindOn ? { remindOn } : {}) } });
    if (remindOn) {
      // One task model: the reminder is its author's task, linked to the survey or adopter.
      const [task] = await queryRows<{ id: number }>(
        manager,
        `INSERT INTO tasks (title, due, assignee_id, ${subject}_id, created_by) VALUES ($1, $2, $3, $4, $3) RETURNING id`,
        [reminderTitle(text), remindOn, actor.id, subjectId],
      );
      await recordHistory(manager, { actor, action: 'task.created', subjectType: 'task', subjectId: task!.id, details: { due: remindOn, fromNote: subject } });
    }
    const [note] = await queryRows<Columns<'history', 'id' | 'at' | 'actor_name'>>(
      manager,
      `SELECT id, at, actor_name FROM history WHERE subject_type = $1 AND subject_id = $2 AND action = $3 ORDER BY id DESC LIMIT 1`,
      [subject, subjectId, action],
    );
    return { id: Number(note!.id), at: note!.at.toISOString(), actor: note!.actor_name, text };
  });
}
