import type { EntityManager } from 'typeorm';
import { ERASED_NAME } from '@pets/shared';
import { allowHistoryErase } from '../history/history.js';
import { execute } from '../../db/sql.js';

/**
 * The anonymising statements shared by the erase (art. 17) and the retention job: each replaces
 * the personal data of the given rows with placeholders that satisfy the columns' constraints and
 * marks the rows, so nothing is anonymised twice. Triggers keep the search tables in step
 * (survey_admin_list and adopter_search take the placeholders).
 */

/** Free text the person typed, replaced in answers, clarifications, messages and bodies. */
export const ERASED_TEXT = '[usunięto]';

/** A unique address in the reserved .invalid domain (RFC 2606): it can never receive mail. */
export const placeholderEmail = (kind: string, id: number) => `usunieto-${kind}-${id}@anonim.invalid`;
// The SQL statements below build the same 'usunieto-<kind>-<id>@anonim.invalid' per row.

/** Surveys: contact data as sent, free-text answers and clarifications, staff's description of why it was closed; the animals and adoptions stay. */
export async function anonymizeSurveys(manager: EntityManager, surveyIds: number[]): Promise<number> {
  if (surveyIds.length === 0) return 0;
  const count = await execute(
    manager,
    `UPDATE surveys SET first_name = $2, last_name = '', email = 'usunieto-ankieta-' || id || '@anonim.invalid',
       phone = '', zip = '', city = '', request_hash = NULL, anonymized_at = now(),
       close_note = CASE WHEN close_note IS NULL THEN NULL ELSE $3 END,
       -- "Opinia DT" keeps its value (about the survey); its note may describe the person.
       foster_opinion_note = ''
     WHERE id = ANY($1::int[]) AND anonymized_at IS NULL`,
    [surveyIds, ERASED_NAME, ERASED_TEXT],
  );
  // Free text: tekst and textarea answers, and any text answer whose question is gone (its type unknown).
  await execute(
    manager,
    `UPDATE survey_answers sa SET value = to_jsonb($2::text)
     WHERE sa.survey_id = ANY($1::int[]) AND jsonb_typeof(sa.value) = 'string' AND sa.value <> to_jsonb(''::text)
       AND NOT EXISTS (SELECT 1 FROM survey_questions q WHERE q.id = sa.question_id AND q.type IN ('select', 'radio', 'checkbox'))`,
    [surveyIds, ERASED_TEXT],
  );
  await execute(manager, `UPDATE survey_answer_notes SET text = $2 WHERE survey_id = ANY($1::int[]) AND text <> ''`, [surveyIds, ERASED_TEXT]);
  return count;
}

/** Adopters: every contact field becomes a placeholder; their adoptions (animal, date) stay. */
export async function anonymizeAdopters(manager: EntityManager, adopterIds: number[]): Promise<number> {
  if (adopterIds.length === 0) return 0;
  const count = await execute(
    manager,
    `UPDATE adopters SET first_name = $2, last_name = '', email = 'usunieto-adopter-' || id || '@anonim.invalid',
       phone = '', zip = '', city = '', erased_at = now()
     WHERE id = ANY($1::int[]) AND erased_at IS NULL`,
    [adopterIds, ERASED_NAME],
  );
  return count;
}

/** Contact-form messages: sender, phone and message. */
export async function anonymizeContactMessages(manager: EntityManager, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const count = await execute(
    manager,
    `UPDATE contact_messages SET full_name = $2, email = 'usunieto-kontakt-' || id || '@anonim.invalid', phone = '', message = $3, anonymized_at = now()
     WHERE id = ANY($1::int[]) AND anonymized_at IS NULL`,
    [ids, ERASED_NAME, ERASED_TEXT],
  );
  return count;
}

/**
 * Mailbox copies: sender, subject, bodies and attachments. The row itself stays (with its IMAP uid)
 * so the synchroniser does not fetch the message again; the original in the foundation's inbox
 * at the mail provider must be deleted there.
 */
export async function anonymizeMailMessages(manager: EntityManager, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await execute(manager, `DELETE FROM mail_attachments WHERE mail_message_id = ANY($1::int[])`, [ids]);
  const count = await execute(
    manager,
    `UPDATE mail_messages SET from_name = $2, from_email = 'usunieto-poczta-' || id || '@anonim.invalid', subject = $2,
       text_body = $3, html_body = NULL, references_header = NULL, has_attachments = false, anonymized_at = now()
     WHERE id = ANY($1::int[]) AND anonymized_at IS NULL`,
    [ids, ERASED_NAME, ERASED_TEXT],
  );
  return count;
}

/**
 * Outgoing mail: addresses, names, subject and body (the fact that a mail was sent, and when,
 * stays). Mail not yet sent is not sent any more.
 */
export async function anonymizeOutbox(manager: EntityManager, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const count = await execute(
    manager,
    `UPDATE outbox SET to_address = 'usunieto-odbiorca-' || id || '@anonim.invalid', reply_to = NULL, reply_to_name = NULL, from_name = NULL,
       subject = $2, text = $3, html = NULL, last_error = NULL, locked_until = NULL, anonymized_at = now(),
       status = CASE WHEN status IN ('pending', 'sending') THEN 'failed' ELSE status END
     WHERE id = ANY($1::int[]) AND anonymized_at IS NULL`,
    [ids, ERASED_NAME, ERASED_TEXT],
  );
  return count;
}

/** What an anonymised history row's details become. */
export const erasedHistoryDetails = () => ({ usunieto: ERASED_TEXT });

/**
 * The history rows ABOUT the given surveys or adopters (their timelines: staff notes, closing
 * reasons, e-mails, what was done and when) keep who acted and when, but lose their details: a note
 * or a reason is free text about the person. Rows of other subjects (an animal's own timeline)
 * hold ids and states only and stay. The one exception to append-only, for this transaction.
 */
export async function anonymizeSubjectHistory(manager: EntityManager, subjectType: 'survey' | 'adopter' | 'foster_home' | 'foster_application', subjectIds: number[]): Promise<number> {
  if (subjectIds.length === 0) return 0;
  await allowHistoryErase(manager);
  const count = await execute(
    manager,
    `UPDATE history SET details = $3::jsonb
     WHERE subject_type = $1 AND subject_id = ANY($2::int[]) AND details <> $3::jsonb`,
    [subjectType, subjectIds, JSON.stringify(erasedHistoryDetails())],
  );
  return count;
}
