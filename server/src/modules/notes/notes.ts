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

export function addNote(db: DataSource, subject: NoteSubject, subjectId: number, text: string, actor: HistoryActor): Promise<AddedNote> {
  const { lookup, action, notFound } = SUBJECTS[subject];
  return db.transaction(async (manager) => {
    const [row] = await queryRows<{ erased: boolean }>(manager, lookup, [subjectId]);
    if (!row) throw notFound();
    if (row.erased) throw HttpError.conflict(NOTE_MESSAGES.erased, 'subject_erased');
    await recordHistory(manager, { actor, action, subjectType: subject, subjectId, details: { text } });
    const [note] = await queryRows<Columns<'history', 'id' | 'at' | 'actor_name'>>(
      manager,
      `SELECT id, at, actor_name FROM history WHERE subject_type = $1 AND subject_id = $2 AND action = $3 ORDER BY id DESC LIMIT 1`,
      [subject, subjectId, action],
    );
    return { id: Number(note!.id), at: note!.at.toISOString(), actor: note!.actor_name, text };
  });
}
