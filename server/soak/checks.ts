import type pg from 'pg';
import type { Ledger, WriteOutcome } from './traffic.js';

/**
 * The data-safety checks after a run, straight in SQL:
 * - no loss: every acknowledged survey and contact message is stored exactly once (counted by
 *   its marker e-mail, which has no unique constraint to hide a duplicate), with its answers;
 * - nothing refused is stored; writes without an answer are reported with what became of them;
 * - the invariants a crash must not break (no half-written survey, reservation or adoption).
 */
export interface LossReport {
  kind: 'surveys' | 'contacts';
  acknowledged: number;
  /** Acknowledged but stored 0 or 2+ times, or stored under another id. */
  lost: string[];
  duplicated: string[];
  /** Refused with an HTTP error, yet stored. */
  refusedButStored: string[];
  /** No answer (time-out, connection cut): how many of them were stored anyway. */
  unknown: number;
  unknownStored: number;
  /** Rows with this run's markers that the client never sent. */
  strangers: string[];
}

export async function checkLedger(pool: pg.Pool, runId: string, ledger: Ledger): Promise<LossReport[]> {
  const pattern = `soak-${runId}-%@example.test`;
  const surveys = await pool.query<{ email: string; n: string; ids: number[]; with_answers: string }>(
    `SELECT s.email, count(*) AS n, array_agg(s.id) AS ids,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM survey_answers a WHERE a.survey_id = s.id AND a.value::text LIKE '%' || split_part(s.email, '@', 1) || '%')) AS with_answers
       FROM surveys s WHERE s.email LIKE $1 GROUP BY s.email`,
    [pattern],
  );
  const contacts = await pool.query<{ email: string; n: string; ids: number[]; with_answers: string }>(
    `SELECT email, count(*) AS n, array_agg(id) AS ids, count(*) FILTER (WHERE message LIKE '%' || split_part(email, '@', 1) || '%') AS with_answers
       FROM contact_messages WHERE email LIKE $1 GROUP BY email`,
    [pattern],
  );
  return [compare('surveys', ledger.surveys, surveys.rows), compare('contacts', ledger.contacts, contacts.rows)];
}

function compare(kind: LossReport['kind'], sent: Map<string, WriteOutcome>, rows: { email: string; n: string; ids: number[]; with_answers: string }[]): LossReport {
  const stored = new Map(rows.map((row) => [row.email.split('@')[0]!, row]));
  const report: LossReport = { kind, acknowledged: 0, lost: [], duplicated: [], refusedButStored: [], unknown: 0, unknownStored: 0, strangers: [] };
  for (const [marker, outcome] of sent) {
    const row = stored.get(marker);
    const count = row ? Number(row.n) : 0;
    if (outcome.kind === 'acked') {
      report.acknowledged += 1;
      const complete = row && Number(row.with_answers) === count;
      if (count === 0 || !complete || (outcome.id !== undefined && row?.ids[0] !== outcome.id)) report.lost.push(marker);
      else if (count > 1) report.duplicated.push(marker);
    } else if (outcome.kind === 'refused') {
      if (count > 0) report.refusedButStored.push(`${marker} (HTTP ${outcome.status})`);
    } else {
      report.unknown += 1;
      if (count > 0) report.unknownStored += 1;
      if (count > 1) report.duplicated.push(marker);
    }
  }
  for (const marker of stored.keys()) if (!sent.has(marker)) report.strangers.push(marker);
  return report;
}

export function lossFree(reports: LossReport[]): boolean {
  return reports.every((report) => report.lost.length + report.duplicated.length + report.refusedButStored.length + report.strangers.length === 0);
}

export interface InvariantViolation {
  rule: string;
  rows: unknown[];
}

const INVARIANTS: { rule: string; sql: string }[] = [
  { rule: 'every survey has its answers', sql: `SELECT s.id FROM surveys s WHERE NOT EXISTS (SELECT 1 FROM survey_answers a WHERE a.survey_id = s.id)` },
  { rule: 'every survey has its adopter', sql: `SELECT s.id FROM surveys s WHERE s.adopter_id IS NULL` },
  {
    rule: 'no reservation without its survey or animal',
    sql: `SELECT r.id FROM reservations r WHERE NOT EXISTS (SELECT 1 FROM surveys s WHERE s.id = r.survey_id) OR NOT EXISTS (SELECT 1 FROM animals a WHERE a.id = r.animal_id)`,
  },
  { rule: 'a reserved animal is in its survey\'s selection', sql: `SELECT r.id FROM reservations r WHERE r.released_at IS NULL AND NOT EXISTS (SELECT 1 FROM survey_animals sa WHERE sa.survey_id = r.survey_id AND sa.animal_id = r.animal_id)` },
  { rule: 'at most one active reservation per animal', sql: `SELECT animal_id FROM reservations WHERE released_at IS NULL GROUP BY animal_id HAVING count(*) > 1` },
  { rule: 'at most one active adoption per animal', sql: `SELECT animal_id FROM adoptions WHERE cancelled_at IS NULL GROUP BY animal_id HAVING count(*) > 1` },
  {
    rule: 'Zarezerwowany exactly when an active reservation exists (and no active adoption)',
    sql: `SELECT a.id, a.status FROM animals a
           WHERE (a.status = 'Zarezerwowany') <> EXISTS (SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.released_at IS NULL)
              OR (a.status = 'Zarezerwowany' AND EXISTS (SELECT 1 FROM adoptions d WHERE d.animal_id = a.id AND d.cancelled_at IS NULL))`,
  },
  {
    rule: 'Adoptowany exactly when an active adoption exists',
    sql: `SELECT a.id, a.status FROM animals a
           WHERE (a.status = 'Adoptowany') <> EXISTS (SELECT 1 FROM adoptions d WHERE d.animal_id = a.id AND d.cancelled_at IS NULL)`,
  },
  { rule: 'every contact message has its queued e-mail', sql: `SELECT c.id FROM contact_messages c WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.dedupe_key = 'contact:' || c.id)` },
];

export async function checkInvariants(pool: pg.Pool): Promise<InvariantViolation[]> {
  const violations: InvariantViolation[] = [];
  for (const { rule, sql } of INVARIANTS) {
    const { rows } = await pool.query(sql);
    if (rows.length > 0) violations.push({ rule, rows: rows.slice(0, 10) });
  }
  return violations;
}
