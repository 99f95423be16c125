import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { ERASED_NAME } from '@pets/shared';
import type { RetentionPolicy } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { ERASED_TEXT } from './anonymize.js';
import { createRetentionJob } from './retention-job.js';
import { RETENTION_LOCK_KEY, runRetention } from './retention.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

const POLICY: RetentionPolicy = { surveyMonths: 12, contactMonths: 24, sentMailDays: 30 };
const NOW = new Date('2027-06-15T03:00:00Z');
const HOUR = 3_600_000;

/** A moment relative to NOW, as SQL: "interval before NOW" plus or minus an hour. */
const justOlder = (interval: string) => `'${NOW.toISOString()}'::timestamptz - interval '${interval}' - interval '1 hour'`;
const justYounger = (interval: string) => `'${NOW.toISOString()}'::timestamptz - interval '${interval}' + interval '1 hour'`;

describe('RODO retention job (injected clock)', () => {
  let db: TestDatabase;
  const rows: Record<string, number> = {};

  const one = <Row = { id: number }>(sql: string, params: unknown[] = []) => queryOne<Row>(db.dataSource, sql, params);
  const insertAdopter = async (email: string, when: string) =>
    (await one(`INSERT INTO adopters (first_name, last_name, email, phone, created_at, updated_at) VALUES ('Ala', 'Kowal', $1, '+48600000001', ${when}, ${when}) RETURNING id`, [email])).id as number;
  const survey = async (email: string, when: string, extra: Parameters<typeof insertSurvey>[1] = {}) => {
    const id = await insertSurvey(db.dataSource, { email, answers: [{ label: 'O sobie', value: `Piszę ja, ${email}` }], notes: [{ optionLabel: 'Inne', text: 'Dopisek' }], ...extra });
    await execute(db.dataSource, `UPDATE surveys SET created_at = ${when} WHERE id = $1`, [id]);
    return id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const d = db.dataSource;
    const older = justOlder('12 months');
    const younger = justYounger('12 months');

    rows.oldSurvey = await survey('stara@example.org', older);
    rows.oldAdopter = await insertAdopter('stara@example.org', older);
    rows.youngSurvey = await survey('mloda@example.org', younger);
    rows.keptAdopter = await insertAdopter('mloda@example.org', older);

    const adopted = await insertAnimal(d, { name: 'Kulka' });
    rows.adoptedSurvey = await survey('adopcja@example.org', older);
    rows.adoptedAdopter = await insertAdopter('adopcja@example.org', older);
    await execute(d, `INSERT INTO adoptions (animal_id, survey_id, adopter_id, adopted_at) VALUES ($1, $2, $3, ${older})`, [adopted, rows.adoptedSurvey, rows.adoptedAdopter]);
    const reserved = await insertAnimal(d, { name: 'Gryzek' });
    rows.reservedSurvey = await survey('rezerwacja@example.org', older);
    await execute(d, `INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)`, [reserved, rows.reservedSurvey]);

    for (const [key, when] of [['oldContact', justOlder('24 months')], ['youngContact', justYounger('24 months')]] as const) {
      const copy = await one(`INSERT INTO mail_messages (source, from_name, from_email, subject, text_body, date_received) VALUES ('local', 'Ola', 'ola@example.org', 'Pytanie', 'Treść', ${when}) RETURNING id`);
      rows[`${key}Copy`] = copy.id;
      rows[key] = (await one(`INSERT INTO contact_messages (full_name, email, phone, message, mail_message_id, created_at) VALUES ('Ola Nowak', 'ola@example.org', '600100200', 'Treść', $1, ${when}) RETURNING id`, [copy.id])).id;
    }
    rows.oldImap = (await one(`INSERT INTO mail_messages (source, from_name, from_email, subject, text_body, date_received) VALUES ('imap', 'Ewa', 'ewa@example.org', 'Zdjęcia', 'Treść', ${justOlder('24 months')}) RETURNING id`)).id;

    const outbox = async (status: string, when: string) =>
      (await one(`INSERT INTO outbox (to_address, subject, text, status, created_at, sent_at) VALUES ('jan@example.org', 'Potwierdzenie', 'Dzień dobry, Janie', $1, ${when}, ${status === 'sent' ? when : 'NULL'}) RETURNING id`, [status])).id as number;
    rows.oldSent = await outbox('sent', justOlder('30 days'));
    rows.youngSent = await outbox('sent', justYounger('30 days'));
    rows.oldPending = await outbox('pending', justOlder('30 days'));

    await execute(d, `INSERT INTO sessions (sid, sess, expire) VALUES ('expired', '{}', to_timestamp($1::double precision / 1000)), ('live', '{}', to_timestamp($2::double precision / 1000))`, [
      NOW.getTime() - 1000,
      NOW.getTime() + HOUR,
    ]);
    await execute(d, `INSERT INTO rate_limits (key, points, expire) VALUES ('login:1.2.3.4', 3, $1), ('survey:5.6.7.8', 1, $2)`, [NOW.getTime() - 1, NOW.getTime() + 60_000]);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('anonymises what is just older than each period and keeps what is just younger', async () => {
    const outcome = await runRetention(db.dataSource, POLICY, NOW);
    expect(outcome).toEqual({ ran: true, counts: { surveys: 1, adopters: 1, contactMessages: 1, mailMessages: 2, sentMail: 1, sentMailHistory: 0, sessions: 1, rateLimits: 1, alertSignups: 0, intakeNotes: 0, fosterApplications: 0, fosterHomes: 0 } });

    const surveys = await queryRows<{ id: number; first_name: unknown; email: unknown; phone: unknown; anonymized: boolean }>(db.dataSource, `SELECT id, first_name, email, phone, anonymized_at IS NOT NULL AS anonymized FROM surveys ORDER BY id`);
    const anonymized = surveys.filter((row: { anonymized: boolean }) => row.anonymized).map((row: { id: number }) => row.id);
    expect(anonymized).toEqual([rows.oldSurvey]);
    expect(surveys.find((row: { id: number }) => row.id === rows.oldSurvey)).toMatchObject({ first_name: ERASED_NAME, email: `usunieto-ankieta-${rows.oldSurvey}@anonim.invalid`, phone: '' });
    expect(await queryRows<{ value: unknown }>(db.dataSource, `SELECT value FROM survey_answers WHERE survey_id = $1`, [rows.oldSurvey])).toEqual([{ value: ERASED_TEXT }]);
    expect(await queryRows<{ text: unknown }>(db.dataSource, `SELECT text FROM survey_answer_notes WHERE survey_id = $1`, [rows.oldSurvey])).toEqual([{ text: ERASED_TEXT }]);
    expect(await queryRows<{ value: unknown }>(db.dataSource, `SELECT value FROM survey_answers WHERE survey_id = $1`, [rows.youngSurvey])).toEqual([{ value: 'Piszę ja, mloda@example.org' }]);
    // The search text follows the survey (its trigger).
    expect(await one(`SELECT person_text FROM survey_admin_list WHERE survey_id = $1`, [rows.oldSurvey])).toEqual({ person_text: expect.not.stringContaining('stara') as unknown });

    const adopters = await queryRows<{ id: number; email: unknown; erased: boolean }>(db.dataSource, `SELECT id, email, erased_at IS NOT NULL AS erased FROM adopters ORDER BY id`);
    expect(adopters.filter((row: { erased: boolean }) => row.erased).map((row: { id: number }) => row.id)).toEqual([rows.oldAdopter]);
    expect(await one(`SELECT person_text FROM adopter_search WHERE adopter_id = $1`, [rows.oldAdopter])).toEqual({ person_text: expect.not.stringContaining('stara') as unknown });

    const contacts = await queryRows<{ id: number; full_name: unknown; email: unknown; message: unknown }>(db.dataSource, `SELECT id, full_name, email, message FROM contact_messages ORDER BY id`);
    expect(contacts).toEqual([
      { id: rows.oldContact, full_name: ERASED_NAME, email: `usunieto-kontakt-${rows.oldContact}@anonim.invalid`, message: ERASED_TEXT },
      { id: rows.youngContact, full_name: 'Ola Nowak', email: 'ola@example.org', message: 'Treść' },
    ]);
    const mail = await queryRows<{ id: number; from_email: unknown; text_body: unknown }>(db.dataSource, `SELECT id, from_email, text_body FROM mail_messages WHERE from_email LIKE '%@example.org' ORDER BY id`);
    expect(mail.map((row: { id: number }) => row.id)).toEqual([rows.youngContactCopy]);

    const outbox = await queryRows<{ id: number; to_address: unknown; text: unknown; status: unknown }>(db.dataSource, `SELECT id, to_address, text, status FROM outbox ORDER BY id`);
    expect(outbox).toEqual([
      { id: rows.oldSent, to_address: `usunieto-odbiorca-${rows.oldSent}@anonim.invalid`, text: ERASED_TEXT, status: 'sent' },
      { id: rows.youngSent, to_address: 'jan@example.org', text: 'Dzień dobry, Janie', status: 'sent' },
      { id: rows.oldPending, to_address: 'jan@example.org', text: 'Dzień dobry, Janie', status: 'pending' },
    ]);
    expect(await queryRows<{ sid: unknown }>(db.dataSource, `SELECT sid FROM sessions`)).toEqual([{ sid: 'live' }]);
    expect(await queryRows<{ key: unknown }>(db.dataSource, `SELECT key FROM rate_limits`)).toEqual([{ key: 'survey:5.6.7.8' }]);

    const history = await queryRows<{ actor_id: number | null; actor_name: unknown; action: unknown; details: unknown }>(db.dataSource, `SELECT actor_id, actor_name, action, details FROM history`);
    expect(history).toEqual([{ actor_id: null, actor_name: 'system', action: 'retention.run', details: outcome.ran ? outcome.counts : null }]);
  });

  it('runs once a day: a second run the same day does nothing', async () => {
    expect(await runRetention(db.dataSource, POLICY, new Date(NOW.getTime() + HOUR))).toEqual({ ran: false, reason: 'done_today' });
    expect(await one(`SELECT count(*)::int AS n FROM history`)).toEqual({ n: 1 });
  });

  it('lets only one of two concurrent runs do the work, and none while another instance holds the lock', async () => {
    const later = new Date(NOW.getTime() + 2 * 24 * HOUR);
    const outcomes = await Promise.all([runRetention(db.dataSource, POLICY, later), runRetention(db.dataSource, POLICY, later)]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ran)).toEqual([{ ran: false, reason: expect.stringMatching(/^(locked|done_today)$/) as unknown }]);
    expect(await one(`SELECT count(*)::int AS n FROM history WHERE action = 'retention.run'`)).toEqual({ n: 2 });

    const holder = db.dataSource.createQueryRunner();
    await holder.connect();
    try {
      await execute(holder, `SELECT pg_advisory_lock($1)`, [RETENTION_LOCK_KEY]);
      expect(await runRetention(db.dataSource, POLICY, new Date(later.getTime() + 2 * 24 * HOUR))).toEqual({ ran: false, reason: 'locked' });
    } finally {
      await execute(holder, `SELECT pg_advisory_unlock($1)`, [RETENTION_LOCK_KEY]);
      await holder.release();
    }
  });

  it('is run by the scheduled job of an instance, which stops cleanly', async () => {
    const job = createRetentionJob({
      db: db.dataSource,
      policy: POLICY,
      logger: pino({ level: 'silent' }),
      now: () => new Date(NOW.getTime() + 10 * 24 * HOUR),
      firstCheckDelayMs: 5,
      checkIntervalMs: 50,
    });
    job.start();
    const deadline = Date.now() + 5000;
    while ((await one<{ n: number }>(`SELECT count(*)::int AS n FROM history WHERE action = 'retention.run'`)).n < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await job.stop();
    expect(await one(`SELECT count(*)::int AS n FROM history WHERE action = 'retention.run'`)).toEqual({ n: 3 });
  });
});
