import type { EntityManager } from 'typeorm';
import type { FosterPersonalData } from '@pets/shared';
import { execute, queryRows, type Queryable } from '../../db/sql.js';
import { fosterApplicationsOf } from '../foster/applications.store.js';
import { ERASED_TEXT, anonymizeOutbox, anonymizeSubjectHistory } from './anonymize.js';

/**
 * Foster applicants' and carers' personal data (issue 33), found by their e-mail addresses: in
 * the person's export, erased with them, and kept no longer than the register says (retention):
 * - an application: what they typed and their consent; a declined one goes after 6 months, an
 *   accepted one lives on as the home;
 * - a home: the carer's contact data, notes, periods, what they reported and the reminders they
 *   were sent; when erased, the row stays as "[usunięto]" so the animals' placements (dates, who
 *   moved them) stay true without naming anyone.
 */

/** Months a declined application is kept (the privacy policy and docs/rejestr-przetwarzania.md say so). */
export const DECLINED_FOSTER_APPLICATION_MONTHS = 6;
/** Months after a foster home stopped working with the foundation before its carer's data are erased. */
export const INACTIVE_FOSTER_HOME_MONTHS = 24;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Everything kept about the person behind these (lower-cased) addresses. */
export async function fosterDataOf(db: Queryable, emails: readonly string[]): Promise<FosterPersonalData> {
  if (emails.length === 0) return { applications: [], homes: [] };
  const applications = await fosterApplicationsOf(db, emails);
  const homes = await queryRows<{
    id: number; created_at: Date; ended_at: Date | null; first_name: string; last_name: string; email: string; phone: string; postcode: string;
    city: string; species: FosterPersonalData['homes'][number]['species']; capacity: number; notes: string;
  }>(
    db,
    `SELECT id, created_at, ended_at, first_name, last_name, email, phone, postcode, city, species, capacity, notes
     FROM foster_homes WHERE lower(email) = ANY($1::text[]) AND erased_at IS NULL ORDER BY created_at, id`,
    [emails],
  );
  const homeIds = homes.map((home) => home.id);
  const [periods, placements, reports, reminders] = await Promise.all([
    queryRows<{ foster_home_id: number; from: string; to: string; note: string }>(
      db,
      `SELECT foster_home_id, to_char(starts_on, 'YYYY-MM-DD') AS "from", to_char(ends_on, 'YYYY-MM-DD') AS "to", note
       FROM foster_unavailable WHERE foster_home_id = ANY($1::int[]) ORDER BY starts_on`,
      [homeIds],
    ),
    queryRows<{ foster_home_id: number; animal: string; date: string }>(
      db,
      `SELECT p.foster_home_id, a.name AS animal, to_char(p.starts_on, 'YYYY-MM-DD') AS date
       FROM animal_placements p JOIN animals a ON a.id = p.animal_id WHERE p.foster_home_id = ANY($1::int[]) ORDER BY p.starts_on, p.id`,
      [homeIds],
    ),
    queryRows<{ foster_home_id: number; animal: string; kind: FosterPersonalData['homes'][number]['reports'][number]['kind']; text: string; created_at: Date }>(
      db,
      `SELECT r.foster_home_id, a.name AS animal, r.kind, r.text, r.created_at
       FROM foster_reports r JOIN animals a ON a.id = r.animal_id WHERE r.foster_home_id = ANY($1::int[]) ORDER BY r.created_at, r.id`,
      [homeIds],
    ),
    queryRows<{ foster_home_id: number; animal: string; label: string; due: string; sent_at: Date }>(
      db,
      `SELECT m.foster_home_id, a.name AS animal, m.label, to_char(m.due, 'YYYY-MM-DD') AS due, m.sent_at
       FROM foster_reminders m JOIN animals a ON a.id = m.animal_id WHERE m.foster_home_id = ANY($1::int[]) ORDER BY m.sent_at, m.id`,
      [homeIds],
    ),
  ]);
  const ofHome = <Row extends { foster_home_id: number }>(rows: Row[], id: number) => rows.filter((row) => row.foster_home_id === id);
  return {
    // The staff's view of each application, without what only the team decided or linked.
    applications: applications.map(({ id: _id, decidedAt: _decidedAt, decidedBy: _decidedBy, fosterHomeId: _fosterHomeId, ...application }) => application),
    homes: homes.map((home) => ({
      createdAt: home.created_at.toISOString(),
      endedAt: iso(home.ended_at),
      firstName: home.first_name,
      lastName: home.last_name,
      email: home.email,
      phone: home.phone,
      postcode: home.postcode,
      city: home.city,
      species: home.species,
      capacity: home.capacity,
      notes: home.notes,
      unavailable: ofHome(periods, home.id).map(({ from, to, note }) => ({ from, to, note })),
      placements: ofHome(placements, home.id).map(({ animal, date }) => ({ animal, date })),
      reports: ofHome(reports, home.id).map(({ animal, kind, text, created_at }) => ({ animal, kind, text, createdAt: created_at.toISOString() })),
      reminders: ofHome(reminders, home.id).map(({ animal, label, due, sent_at }) => ({ animal, label, due, sentAt: sent_at.toISOString() })),
    })),
  };
}

/**
 * Erases foster homes in the caller's transaction: the carer's data and words go, the placements
 * (dates, animals) stay with a home named "[usunięto]". Links, photos waiting, the agreement and
 * its scan are deleted; tasks made from the carer's notes lose their titles.
 */
export async function eraseFosterHomes(manager: EntityManager, homeIds: readonly number[]): Promise<number> {
  if (homeIds.length === 0) return 0;
  const ids = [...homeIds];
  await execute(manager, `DELETE FROM personal_links WHERE purpose = 'dt' AND subject_id = ANY($1::int[])`, [ids]);
  await execute(manager, `DELETE FROM foster_unavailable WHERE foster_home_id = ANY($1::int[])`, [ids]);
  await execute(manager, `DELETE FROM foster_photos WHERE foster_home_id = ANY($1::int[])`, [ids]);
  await execute(manager, `DELETE FROM foster_agreements WHERE foster_home_id = ANY($1::int[])`, [ids]);
  await execute(manager, `UPDATE foster_reports SET text = $2 WHERE foster_home_id = ANY($1::int[]) AND kind IN ('notatka', 'problem')`, [ids, ERASED_TEXT]);
  await execute(manager, `UPDATE foster_reminders SET label = $2 WHERE foster_home_id = ANY($1::int[])`, [ids, ERASED_TEXT]);
  await execute(manager, `UPDATE tasks SET title = $2 WHERE foster_home_id = ANY($1::int[])`, [ids, ERASED_TEXT]);
  await execute(manager, `DELETE FROM foster_applications WHERE foster_home_id = ANY($1::int[])`, [ids]);
  const count = await execute(
    manager,
    `UPDATE foster_homes SET first_name = $2, last_name = '', email = 'usunieto-dt-' || id || '@anonim.invalid', phone = '', postcode = '',
       city = '', notes = '', active = false, ended_at = COALESCE(ended_at, now()), erased_at = now()
     WHERE id = ANY($1::int[]) AND erased_at IS NULL`,
    [ids, ERASED_TEXT],
  );
  await anonymizeSubjectHistory(manager, 'foster_home', ids);
  return count;
}

/** Erases everything foster-related about the person behind these addresses (their applications, their homes, the mail sent to them). */
export async function eraseFosterDataOf(manager: EntityManager, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  const homes = await queryRows<{ id: number }>(manager, `SELECT id FROM foster_homes WHERE lower(email) = ANY($1::text[]) AND erased_at IS NULL FOR UPDATE`, [emails]);
  await eraseFosterHomes(manager, homes.map((home) => home.id));
  const applications = await queryRows<{ id: number }>(manager, `DELETE FROM foster_applications WHERE lower(email) = ANY($1::text[]) RETURNING id`, [emails]);
  await anonymizeSubjectHistory(manager, 'foster_application', applications.map((row) => row.id));
  const outbox = await queryRows<{ id: number }>(manager, `SELECT id FROM outbox WHERE lower(to_address) = ANY($1::text[]) FOR UPDATE`, [emails]);
  await anonymizeOutbox(manager, outbox.map((row) => row.id));
}

/**
 * Retention (the daily job, as of `at` = $1): declined applications after 6 months; homes that
 * ended more than 24 months ago. Answers the counts.
 */
export async function expireFosterData(manager: EntityManager, at: string): Promise<{ fosterApplications: number; fosterHomes: number }> {
  const declined = await queryRows<{ id: number }>(
    manager,
    `DELETE FROM foster_applications WHERE status = 'odrzucone' AND decided_at < $1::timestamptz - make_interval(months => ${DECLINED_FOSTER_APPLICATION_MONTHS}) RETURNING id`,
    [at],
  );
  await anonymizeSubjectHistory(manager, 'foster_application', declined.map((row) => row.id));
  const ended = await queryRows<{ id: number }>(
    manager,
    `SELECT fh.id FROM foster_homes fh
     WHERE fh.erased_at IS NULL AND NOT fh.active AND fh.ended_at < $1::timestamptz - make_interval(months => ${INACTIVE_FOSTER_HOME_MONTHS})
       AND NOT EXISTS (SELECT 1 FROM animals a WHERE a.foster_home_id = fh.id)
     FOR UPDATE`,
    [at],
  );
  const fosterHomes = await eraseFosterHomes(manager, ended.map((row) => row.id));
  return { fosterApplications: declined.length, fosterHomes };
}
