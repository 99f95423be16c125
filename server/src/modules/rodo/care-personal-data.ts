import type { EntityManager } from 'typeorm';
import { queryRows, execute, type Queryable } from '../../db/sql.js';
import { ERASED_TEXT } from './anonymize.js';
import type { PersonIdentity } from './person-identity.js';

/**
 * The care record's personal data (issue 32). The animals' intake circumstances ("od kogo i w jakich okolicznościach", issue 32) may name
 * the person who handed an animal over. They are in the person's export and erase when they
 * mention the person's address, phone or name (a surname also finds its inflected forms that
 * begin with it: "Kowalski" in "Kowalskiego"), and the retention job blanks them once the animal
 * has left the foundation longer ago than a survey is kept.
 */

/** Identifiers too short to be told apart from ordinary words are not searched for. */
const MIN_NEEDLE_LENGTH = 3;

const needlesOf = ({ emails, phones, names }: PersonIdentity) =>
  [...emails, ...phones, ...names].map((value) => value.toLowerCase()).filter((value) => value.length >= MIN_NEEDLE_LENGTH);

const MENTIONS = `a.intake_note <> '' AND a.intake_note <> $2
  AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE position(needle IN lower(a.intake_note)) > 0)`;

export function intakeNotesMentioning(db: Queryable, person: PersonIdentity): Promise<{ name: string; intake_date: string; intake_note: string }[]> {
  const needles = needlesOf(person);
  if (needles.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    `SELECT a.name, to_char(a.intake_date, 'YYYY-MM-DD') AS intake_date, a.intake_note FROM animals a WHERE ${MENTIONS} ORDER BY a.intake_date, a.id`,
    [needles, ERASED_TEXT],
  );
}

export function eraseIntakeMentions(manager: EntityManager, person: PersonIdentity): Promise<number> {
  const needles = needlesOf(person);
  if (needles.length === 0) return Promise.resolve(0);
  return execute(manager, `UPDATE animals a SET intake_note = $2 WHERE ${MENTIONS}`, [needles, ERASED_TEXT]);
}

/**
 * Retention: circumstances of animals adopted (the adoption standing) or over the Rainbow Bridge
 * before `cutoff` (an SQL expression over $1) are blanked; the facts (date, source) stay.
 */
export function expireIntakeNotes(manager: EntityManager, cutoff: string, at: string): Promise<number> {
  return execute(
    manager,
    `UPDATE animals a SET intake_note = '' WHERE a.intake_note <> '' AND (
       (a.status = 'Adoptowany' AND NOT EXISTS (
          SELECT 1 FROM adoptions x WHERE x.animal_id = a.id AND x.cancelled_at IS NULL AND x.adopted_at >= ${cutoff}))
       OR (a.rainbow_bridge AND a.updated_at < ${cutoff}))`,
    [at],
  );
}

/**
 * Staff tasks about the person (linked to them or their surveys, or naming them in the title)
 * keep their date and state but lose the title.
 */
export function eraseTaskMentions(manager: EntityManager, person: PersonIdentity): Promise<number> {
  return execute(
    manager,
    `UPDATE tasks t SET title = $3 WHERE t.title <> $3 AND (t.adopter_id = $4 OR t.survey_id = ANY($2::int[])
       OR EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE position(needle IN lower(t.title)) > 0))`,
    [needlesOf(person), person.surveyIds, ERASED_TEXT, person.adopter.id],
  );
}
