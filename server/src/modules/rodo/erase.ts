import type { DataSource, EntityManager } from 'typeorm';
import { RODO_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { releaseAllForAdopter } from '../adopters/adopter-reservations.js';
import { allowHistoryErase, recordHistory, type HistoryActor } from '../history/history.js';
import {
  anonymizeAdopters,
  anonymizeContactMessages,
  anonymizeMailMessages,
  anonymizeOutbox,
  anonymizeSubjectHistory,
  anonymizeSurveys,
  ERASED_TEXT,
  placeholderEmail,
} from './anonymize.js';
import { eraseIntakeMentions, eraseTaskMentions } from './care-personal-data.js';
import { eraseFosterDataOf } from './foster-personal-data.js';
import { mentionsAnyOf } from './personal-data.export.js';
import { loadPersonIdentity, type PersonIdentity } from './person-identity.js';
import { execute, queryRows } from '../../db/sql.js';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Identifiers too short to be told apart from ordinary words are not searched for in free text. */
const MIN_NEEDLE_LENGTH = 3;

/**
 * POST /adopters/:id/erase (RODO art. 17), in one transaction: the adopter, their surveys (contact
 * data and free-text answers), their contact messages and the mailbox copies of what they wrote,
 * their new-animal alert subscription, mail the foundation sent them, scans of their signed
 * contracts, the details of their surveys' and their own history (staff notes, closing reasons) and
 * history details elsewhere that mention them. What stays is the fact of each adoption
 * (animal, date, the day its contract was signed) for the statistics. A history row records who erased whom and when,
 * never what. A second erase answers 409.
 */
export function eraseAdopter(db: DataSource, adopterId: number, actor: HistoryActor): Promise<void> {
  return db.transaction(async (manager) => {
    const person = await loadPersonIdentity(manager, adopterId, true);
    if (person.adopter.erased_at) throw HttpError.conflict(RODO_MESSAGES.alreadyErased, 'already_erased');
    // Before the history is blanked, so the release rows are blanked with the rest.
    await releaseAllForAdopter(manager, adopterId, actor);
    await eraseMessages(manager, person);
    await anonymizeSurveys(manager, person.surveyIds);
    await anonymizeAdopters(manager, [adopterId]);
    await eraseContractScans(manager, adopterId);
    await eraseHistoryMentions(manager, person);
    await eraseIntakeMentions(manager, person);
    await eraseTaskMentions(manager, person);
    // Their foster-home applications and the home they are (issue 33): by their addresses.
    await eraseFosterDataOf(manager, person.emails);
    // Notes and the rest of their timelines: free text about the person, whatever it mentions.
    await anonymizeSubjectHistory(manager, 'survey', person.surveyIds);
    await anonymizeSubjectHistory(manager, 'adopter', [adopterId]);
    await recordHistory(manager, { actor, action: 'adopter.erased', subjectType: 'adopter', subjectId: adopterId });
  });
}

/**
 * The scanned signed contracts show the person's name, address and signature: they go too. The
 * day each contract was signed stays with its adoption (it names nobody).
 */
async function eraseContractScans(manager: EntityManager, adopterId: number): Promise<void> {
  await execute(
    manager,
    `DELETE FROM contract_scans s WHERE s.id IN (
       SELECT c.scan_id FROM adoption_contracts c JOIN adoptions x ON x.id = c.adoption_id WHERE x.adopter_id = $1 AND c.scan_id IS NOT NULL)`,
    [adopterId],
  );
}

async function eraseMessages(manager: EntityManager, { emails }: PersonIdentity): Promise<void> {
  const contacts = await queryRows<{ id: number; mail_message_id: number | null }>(
    manager,
    `SELECT id, mail_message_id FROM contact_messages WHERE lower(email) = ANY($1::text[]) FOR UPDATE`,
    [emails],
  );
  const copies = contacts.flatMap((row) => (row.mail_message_id === null ? [] : [row.mail_message_id]));
  const fromThem = await queryRows<{ id: number }>(manager, `SELECT id FROM mail_messages WHERE lower(from_email) = ANY($1::text[]) FOR UPDATE`, [emails]);
  const outbox = await queryRows<{ id: number }>(
    manager,
    `SELECT id FROM outbox WHERE ${mentionsAnyOf('to_address', '$1')} OR lower(reply_to) = ANY($1::text[]) FOR UPDATE`,
    [emails],
  );
  await anonymizeContactMessages(manager, ids(contacts));
  await anonymizeMailMessages(manager, [...new Set([...copies, ...ids(fromThem)])]);
  await anonymizeOutbox(manager, ids(outbox));
  // Alert subscriptions hold nothing but the address and a consent: deleted (their unsubscribe links go with them).
  await execute(manager, `DELETE FROM alert_subscriptions WHERE lower(email) = ANY($1::text[])`, [emails]);
  // Messages from others that were also addressed to them (To/Cc) keep their content, not the address.
  for (const email of emails) {
    await execute(
      manager,
      `UPDATE mail_messages SET to_addresses = regexp_replace(to_addresses, $2, $3, 'gi') WHERE position($1 IN lower(to_addresses)) > 0`,
      [email, escapeRegExp(email), placeholderEmail('adresat', 0)],
    );
  }
}

/**
 * History rows are append-only, except here: details that mention the person's address, phone
 * or name (e.g. an edit that recorded old values) are replaced by a marker.
 */
async function eraseHistoryMentions(manager: EntityManager, { emails, phones, names }: PersonIdentity): Promise<void> {
  const needles = [...emails, ...phones, ...names].map((value) => value.toLowerCase()).filter((value) => value.length >= MIN_NEEDLE_LENGTH);
  if (needles.length === 0) return;
  await allowHistoryErase(manager);
  await execute(
    manager,
    `UPDATE history SET details = jsonb_build_object('usunieto', $2::text)
     WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE position(needle IN lower(details::text)) > 0)`,
    [needles, ERASED_TEXT],
  );
}
