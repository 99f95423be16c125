import type { DataSource } from 'typeorm';
import type { FosterPersonalData, PersonalDataExport, Species, SurveyAdminDetail } from '@pets/shared';
import { fosterDataOf } from './foster-personal-data.js';
import { loadSurveyDetail } from '../surveys/surveys.admin.queries.js';
import { intakeNotesMentioning } from './care-personal-data.js';
import { loadPersonIdentity, type AdopterIdentityRow } from './person-identity.js';
import { queryRows } from '../../db/sql.js';

/** The stored rows about one person, as read; personal-data.presenter.ts shapes them. */
export interface PersonalDataRows {
  adopter: AdopterIdentityRow;
  surveys: { detail: SurveyAdminDetail; consentAt: Date | null }[];
  adoptions: {
    name: string;
    species: Species;
    adopted_at: Date;
    cancelled_at: Date | null;
    survey_id: number | null;
    contract_signed_on: string | null;
    contract_scan: boolean;
  }[];
  reservations: { name: string; survey_id: number | null; created_at: Date; released_at: Date | null }[];
  /** Notes about the adopter or their surveys, and the descriptions staff gave when closing a survey. */
  notes: { survey_id: number | null; text: string; at: Date }[];
  outbox: { to_address: string; subject: string; text: string | null; html: string | null; created_at: Date; sent_at: Date | null; status: string }[];
  contacts: { full_name: string; email: string; phone: string; message: string; created_at: Date }[];
  mailbox: { from_name: string; from_email: string; subject: string; text_body: string | null; html_body: string | null; date_received: Date }[];
  /** Animals' intake circumstances that mention them (care-personal-data.ts). */
  intakeNotes: { name: string; intake_date: string; intake_note: string }[];
  /** Their foster-home applications and homes, by their addresses (foster-personal-data.ts). */
  foster: FosterPersonalData;
  alerts: {
    email: string;
    species: Species[];
    confirmed_at: Date | null;
    consent_at: Date | null;
    consent_policy_version: string | null;
    pending_species: Species[] | null;
    pending_at: Date | null;
    last_digest_at: Date | null;
    created_at: Date;
  }[];
}

/** An address list (lower-cased) matched anywhere in a column, e-mail addresses being case-insensitive. */
export const mentionsAnyOf = (column: string, parameter: string) =>
  `EXISTS (SELECT 1 FROM unnest(${parameter}::text[]) AS address WHERE position(address IN lower(${column})) > 0)`;

/**
 * GET /adopters/:id/export (RODO art. 15 and 20): everything stored about the person: the adopter,
 * their surveys with answers, adoptions and reservations, staff notes about them, e-mails sent to their address, their
 * contact-form messages, the mailbox copies of what they wrote and their new-animal alert subscription.
 */
/** One row of a list in PersonalDataRows, as its query returns it. */
type Row<K extends 'adoptions' | 'reservations' | 'notes' | 'outbox' | 'contacts' | 'mailbox' | 'alerts'> = PersonalDataRows[K][number];

export async function loadPersonalData(db: DataSource, adopterId: number): Promise<PersonalDataRows> {
  const identity = await loadPersonIdentity(db, adopterId);
  const { emails, surveyIds } = identity;
  const [consents, adoptions, reservations, outbox, contacts, mailbox, alerts, notes, intakeNotes, foster] = await Promise.all([
    queryRows<{ id: number; consent_at: Date | null }>(db, `SELECT id, consent_at FROM surveys WHERE id = ANY($1::int[])`, [surveyIds]),
    queryRows<Row<'adoptions'>>(
      db,
      `SELECT a.name, a.species, x.adopted_at, x.cancelled_at, x.survey_id,
              to_char(c.signed_on, 'YYYY-MM-DD') AS contract_signed_on, c.scan_id IS NOT NULL AS contract_scan
       FROM adoptions x JOIN animals a ON a.id = x.animal_id LEFT JOIN adoption_contracts c ON c.adoption_id = x.id
       WHERE x.adopter_id = $1 ORDER BY x.adopted_at, x.id`,
      [adopterId],
    ),
    // Through their surveys, and for them directly (an animal added as reserved for them, no survey).
    queryRows<Row<'reservations'>>(
      db,
      `SELECT name, survey_id, created_at, released_at FROM (
         SELECT a.name, r.survey_id, r.created_at, r.released_at, r.id
         FROM reservations r JOIN animals a ON a.id = r.animal_id WHERE r.survey_id = ANY($1::int[])
         UNION ALL
         SELECT a.name, NULL, r.created_at, r.released_at, r.id
         FROM adopter_reservations r JOIN animals a ON a.id = r.animal_id WHERE r.adopter_id = $2
       ) x ORDER BY created_at, id`,
      [surveyIds, adopterId],
    ),
    queryRows<Row<'outbox'>>(
      db,
      `SELECT to_address, subject, text, html, created_at, sent_at, status FROM outbox
       WHERE ${mentionsAnyOf('to_address', '$1')} ORDER BY created_at, id`,
      [emails],
    ),
    queryRows<Row<'contacts'>>(db, `SELECT full_name, email, phone, message, created_at FROM contact_messages WHERE lower(email) = ANY($1::text[]) ORDER BY created_at, id`, [
      emails,
    ]),
    queryRows<Row<'mailbox'>>(
      db,
      `SELECT from_name, from_email, subject, text_body, html_body, date_received FROM mail_messages
       WHERE lower(from_email) = ANY($1::text[]) ORDER BY date_received, id`,
      [emails],
    ),
    queryRows<Row<'alerts'>>(
      db,
      `SELECT email, species, confirmed_at, consent_at, consent_policy_version, pending_species, pending_at, last_digest_at, created_at
       FROM alert_subscriptions WHERE lower(email) = ANY($1::text[]) ORDER BY id`,
      [emails],
    ),
    queryRows<Row<'notes'>>(
      db,
      `SELECT CASE WHEN subject_type = 'survey' THEN subject_id END AS survey_id, coalesce(details->>'text', details->>'reasonText') AS text, at
       FROM history
       WHERE ((subject_type = 'survey' AND subject_id = ANY($1::int[])) OR (subject_type = 'adopter' AND subject_id = $2))
         AND (action IN ('survey.note_added', 'adopter.note_added') AND details ? 'text' OR action = 'survey.closed' AND details ? 'reasonText')
       ORDER BY at, id`,
      [surveyIds, adopterId],
    ),
    intakeNotesMentioning(db, identity),
    fosterDataOf(db, emails),
  ]);
  const consentOf = new Map(consents.map((row) => [row.id, row.consent_at]));
  const surveys: PersonalDataRows['surveys'] = [];
  for (const id of surveyIds) {
    const detail = await loadSurveyDetail(db, id);
    if (detail) surveys.push({ detail, consentAt: consentOf.get(id) ?? null });
  }
  return { adopter: identity.adopter, surveys, adoptions, reservations, notes, outbox, contacts, mailbox, alerts, intakeNotes, foster };
}

export type { PersonalDataExport };
