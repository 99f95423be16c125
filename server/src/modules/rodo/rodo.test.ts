import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_NAME, RODO_MESSAGES, type AdopterAdminProfile, type PersonalDataExport } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { recordHistory } from '../history/history.js';
import { ERASED_TEXT } from './anonymize.js';
import { insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

const BOZENA = {
  firstName: 'Bożena',
  lastName: 'Kwiatkowska',
  email: 'Bozena.Kwiatkowska@example.org',
  phone: '+48601202303',
  zip: '31-100',
  city: 'Kraków',
};
const TOMASZ = { firstName: 'Tomasz', lastName: 'Zieliński', email: 'tomasz.zielinski@example.org', phone: '+48700111222', zip: '00-950', city: 'Warszawa' };

/** Every text and JSON column of every table, searched for a value (case-insensitive). */
async function tablesContaining(db: TestDatabase, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db.dataSource,
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db.dataSource,
      `SELECT count(*)::int AS n FROM "${table}" WHERE position(lower($1) IN lower("${column}"::text)) > 0`,
      [needle],
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('RODO: export and erase of an adopter', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let admin: HttpClient;
  let bozenaId: number;
  let tomaszId: number;
  let pendingMailId: number;

  const adopterIdOf = async (email: string) =>
    Number((await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM adopters WHERE lower(email) = lower($1)`, [email])).id);

  beforeAll(async () => {
    db = await createTestDatabase();
    const d = db.dataSource;
    await ensureAdmin(d, 'admin', 'haslo-administratora-1');
    server = await startTestApp(d);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);

    const kulka = await insertAnimal(d, { name: 'Kulka', species: 'Królik' });
    const gryzek = await insertAnimal(d, { name: 'Gryzek', species: 'Szczur' });
    const pestka = await insertAnimal(d, { name: 'Pestka', species: 'Królik' });

    const adopted = await insertSurvey(d, {
      ...BOZENA,
      species: 'Królik',
      animals: [kulka],
      answers: [
        { label: 'Opisz swoje mieszkanie', value: 'Mieszkam z mężem; pytać o Bożenę Kwiatkowską, tel. 601202303.' },
        { label: 'Czy masz inne zwierzęta?', value: [] },
      ],
      notes: [{ optionLabel: 'Inne', text: 'Dom Kwiatkowska, ogród' }],
    });
    expect((await admin.post(`/api/survey/${adopted}/adopt-bulk`, { animalIds: [kulka] })).status).toBe(200);
    bozenaId = await adopterIdOf(BOZENA.email);
    const reserving = await insertSurvey(d, { ...BOZENA, email: BOZENA.email.toUpperCase(), species: 'Szczur', animals: [gryzek] });
    await execute(d, `UPDATE surveys SET adopter_id = $2 WHERE id = $1`, [reserving, bozenaId]);
    expect((await admin.post(`/api/survey/${reserving}/reserve`, { animalId: gryzek })).status).toBe(200);

    const control = await insertSurvey(d, { ...TOMASZ, species: 'Królik', animals: [pestka], answers: [{ label: 'Opisz swoje mieszkanie', value: 'Blok, 3. piętro.' }] });
    expect((await admin.post(`/api/survey/${control}/adopt-bulk`, { animalIds: [pestka] })).status).toBe(200);
    tomaszId = await adopterIdOf(TOMASZ.email);

    // The contact form (stored, queued to the foundation with Reply-To, copied to the local mailbox).
    const contact = (person: typeof BOZENA, question: string) =>
      fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: `${person.firstName} ${person.lastName}`, email: person.email, phone: person.phone.slice(3), question, policy: true, website: '' }),
      });
    expect((await contact(BOZENA, 'Czy Gryzek lubi dzieci? Pozdrawiam, Bożena Kwiatkowska')).status).toBe(201);
    expect((await contact(TOMASZ, 'Czy Pestka jest zdrowa? Tomasz')).status).toBe(201);

    // A copy from the IMAP inbox (with an attachment), and a message from someone else sent to her too.
    const imapCopy = await queryOne<{ id: number }>(
      d,
      `INSERT INTO mail_messages (source, imap_uid, imap_uid_validity, message_id, from_name, from_email, to_addresses, subject, text_body, html_body, has_attachments)
       VALUES ('imap', 7, 1, '<abc@example.org>', 'Bożena Kwiatkowska', $1, 'kontakt@fundacja.example', 'Zdjęcia mieszkania – Kwiatkowska', 'W załączniku zdjęcia. Tel. 601202303', '<p>W załączniku</p>', true)
       RETURNING id`,
      [BOZENA.email],
    );
    await execute(d, `INSERT INTO mail_attachments (mail_message_id, filename, content_type, size, content) VALUES ($1, 'kwiatkowska-salon.jpg', 'image/jpeg', 3, '\\x010203')`, [
      imapCopy.id,
    ]);
    await execute(
      d,
      `INSERT INTO mail_messages (source, from_name, from_email, to_addresses, subject, text_body) VALUES ('imap', 'Tomasz Zieliński', $1, $2, 'Wspólna adopcja', 'Piszę do fundacji.')`,
      [TOMASZ.email, `kontakt@fundacja.example, ${BOZENA.email}`],
    );

    // Mail written to her in the panel, and a history row that kept her old address.
    const sent = await admin.post('/api/contact/admin/send', { to: BOZENA.email, subject: 'Adopcja Kulki', text: 'Dzień dobry Pani Bożeno Kwiatkowska, Kulka czeka.' });
    expect(sent.status).toBe(202);
    // One from her profile, from a template, whose body names nobody: the history keeps it too.
    const fromProfile = await admin.post('/api/contact/admin/send', {
      to: BOZENA.email,
      subject: 'Zaproszenie na wizytę',
      text: 'Zapraszamy w sobotę o 10:00 na ulicę Kasztanową.',
      adopterId: bozenaId,
      template: 'invitation',
    });
    expect(fromProfile.status).toBe(202);
    const pending = await queryOne<{ id: number }>(
      d,
      `INSERT INTO outbox (to_address, subject, text, next_attempt_at) VALUES ($1, 'Przypomnienie', 'Pani Kwiatkowska, czekamy.', now() + interval '1 day') RETURNING id`,
      [BOZENA.email],
    );
    pendingMailId = pending.id;
    await recordHistory(d, { actor: 'system', action: 'adopter.updated', subjectType: 'adopter', subjectId: bozenaId, details: { email: { from: BOZENA.email, to: 'x@example.org' } } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('exports everything stored about the person as a JSON attachment, and nothing about others', async () => {
    const response = await admin.get(`/api/adopters/${bozenaId}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dane-osobowe-${bozenaId}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = await readJson<PersonalDataExport>(response);
    expect(data.adopter).toMatchObject({ id: bozenaId, firstName: 'Bożena', lastName: 'Kwiatkowska', email: BOZENA.email, phone: BOZENA.phone, city: 'Kraków', erasedAt: null });
    expect(data.surveys).toHaveLength(2);
    const rabbit = data.surveys.find((survey) => survey.species === 'Królik')!;
    expect(rabbit.contact.email).toBe(BOZENA.email);
    expect(rabbit.answers).toContainEqual({ question: 'Opisz swoje mieszkanie', answer: 'Mieszkam z mężem; pytać o Bożenę Kwiatkowską, tel. 601202303.' });
    expect(rabbit.answers).toContainEqual({ question: 'Inne', answer: 'Dom Kwiatkowska, ogród' });
    expect(rabbit.animals).toEqual(['Kulka']);
    expect(data.adoptions).toEqual([expect.objectContaining({ animal: 'Kulka', species: 'Królik', cancelledAt: null })]);
    expect(data.reservations).toEqual([expect.objectContaining({ animal: 'Gryzek', releasedAt: null })]);
    expect(data.emailsSent).toEqual([
      expect.objectContaining({ to: BOZENA.email, subject: 'Adopcja Kulki', body: 'Dzień dobry Pani Bożeno Kwiatkowska, Kulka czeka.', status: 'sent' }),
      expect.objectContaining({ to: BOZENA.email, subject: 'Zaproszenie na wizytę', status: 'sent' }),
      expect.objectContaining({ to: BOZENA.email, subject: 'Przypomnienie', status: 'pending', sentAt: null }),
    ]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ fullName: 'Bożena Kwiatkowska', phone: '601202303', message: 'Czy Gryzek lubi dzieci? Pozdrawiam, Bożena Kwiatkowska' })]);
    expect(data.mailboxMessages.map((message) => message.subject).sort()).toEqual(['Formularz kontaktowy: Bożena Kwiatkowska', 'Zdjęcia mieszkania – Kwiatkowska']);
    expect(JSON.stringify(data)).not.toContain('Zieliński');
    expect(JSON.stringify(data)).not.toContain('Pestka');
  });

  it('exports the same as a readable Polish text', async () => {
    const response = await admin.get(`/api/adopters/${bozenaId}/export?format=text`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dane-osobowe-${bozenaId}.txt"`);
    const text = await response.text();
    expect(text).toContain('Imię i nazwisko: Bożena Kwiatkowska');
    expect(text).toContain('== Adopcje ==\nKulka (Królik), adopcja');
    expect(text).toContain('Opisz swoje mieszkanie: Mieszkam z mężem');
    expect(text).toContain('Adopcja Kulki');
    expect(text).toContain('== Wiadomości z formularza kontaktowego ==');
  });

  it('refuses an unknown format, an unknown adopter and a visitor without a session', async () => {
    const bad = await admin.get(`/api/adopters/${bozenaId}/export?format=xml`);
    expect(bad.status).toBe(400);
    expect((await readJson<{ error: string }>(bad)).error).toBe(RODO_MESSAGES.invalidFormat);
    expect((await admin.get('/api/adopters/999999/export')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/adopters/${bozenaId}/export`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/adopters/${bozenaId}/erase`, { method: 'POST' })).status).toBe(401);
    // The erase takes no input: anything sent with it is refused before anything changes.
    const extra = await admin.post(`/api/adopters/${bozenaId}/erase`, { keepHistory: true });
    expect(extra.status).toBe(400);
    expect(((await admin.get(`/api/adopters/${bozenaId}`).then((response) => readJson<AdopterAdminProfile>(response))).erasedAt)).toBeNull();
  });

  it('erases the person in every table, keeps the adoption for statistics and records who did it', async () => {
    const adoptionsBefore = await queryRows<{ animal_id: number | null; adopted_at: unknown }>(db.dataSource, `SELECT animal_id, adopted_at FROM adoptions WHERE adopter_id = $1 AND cancelled_at IS NULL`, [bozenaId]);
    const response = await admin.post(`/api/adopters/${bozenaId}/erase`);
    expect(response.status).toBe(200);
    const body = await readJson<{ message: string; profile: AdopterAdminProfile }>(response);
    expect(body.message).toBe(RODO_MESSAGES.erased);
    expect(body.profile.adopter).toMatchObject({ firstName: ERASED_NAME, lastName: '', email: `usunieto-adopter-${bozenaId}@anonim.invalid`, phone: '', zip: '', city: '' });
    expect(body.profile.erasedAt).not.toBeNull();
    expect(body.profile.adoptedAnimals.map((item) => item.animal.name)).toEqual(['Kulka']);

    for (const needle of [BOZENA.email, '601202303', BOZENA.lastName, 'Kwiatkowsk', 'Bożen']) {
      expect({ needle, tables: await tablesContaining(db, needle) }).toEqual({ needle, tables: [] });
    }
    expect(await queryRows<{ animal_id: number | null; adopted_at: unknown }>(db.dataSource, `SELECT animal_id, adopted_at FROM adoptions WHERE adopter_id = $1 AND cancelled_at IS NULL`, [bozenaId])).toEqual(adoptionsBefore);
    expect(await queryRows<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM mail_attachments`)).toEqual([{ n: 0 }]);
    // Mail still waiting in the outbox is not sent any more.
    expect(await queryRows<{ status: unknown; subject: unknown }>(db.dataSource, `SELECT status, subject FROM outbox WHERE id = $1`, [pendingMailId])).toEqual([{ status: 'failed', subject: ERASED_NAME }]);

    // The message history: the rows stay (an e-mail was sent, when and by whom), their recipient and text do not.
    const mailRows = await queryRows<{ subject_type: string; details: Record<string, unknown> }>(
      db.dataSource,
      `SELECT subject_type, details FROM history WHERE action = 'mail.sent' AND (subject_type <> 'adopter' OR subject_id = $1) ORDER BY id`,
      [bozenaId],
    );
    expect(mailRows.map((row) => row.subject_type)).toEqual(['adopter', 'adopter']);
    for (const row of mailRows) {
      expect(row.details).toEqual({ usunieto: ERASED_TEXT });
      expect(JSON.stringify(row.details)).not.toContain(BOZENA.email);
      expect(JSON.stringify(row.details)).not.toContain('Kasztanową');
    }

    const entry = await queryOne<{ actor_name: unknown; subject_type: unknown; subject_id: number | null; details: unknown }>(db.dataSource, `SELECT actor_name, subject_type, subject_id, details FROM history WHERE action = 'adopter.erased'`);
    expect(entry).toEqual({ actor_name: 'admin', subject_type: 'adopter', subject_id: bozenaId, details: {} });

    // Search tables follow: neither list finds her any more; the other person is untouched.
    const adopters = await readJson<{ total: number }>(await admin.get('/api/adopters?query=kwiatkowska'));
    expect(adopters.total).toBe(0);
    const surveys = await readJson<{ total: number }>(await admin.get('/api/survey/surveys?bucket=done&query=kwiatkowska'));
    expect(surveys.total).toBe(0);
    for (const needle of [TOMASZ.email, TOMASZ.lastName, 'Blok, 3. piętro.', 'Czy Pestka jest zdrowa? Tomasz']) {
      expect((await tablesContaining(db, needle)).length).toBeGreaterThan(0);
    }
    // Her anonymised surveys offer nothing to copy onto the adopter (placeholders are not data).
    for (const { id } of await queryRows<{ id: number }>(db.dataSource, `SELECT id FROM surveys WHERE adopter_id = $1`, [bozenaId])) {
      const detail = await readJson<{ contactDifferences: unknown[] }>(await admin.get(`/api/survey/details/${id}`));
      expect(detail.contactDifferences).toEqual([]);
      expect((await admin.post(`/api/survey/${id}/apply-contact`)).status).toBe(409);
    }
    const tomasz = await readJson<AdopterAdminProfile>(await admin.get(`/api/adopters/${tomaszId}`));
    expect(tomasz.adopter.lastName).toBe('Zieliński');
  });

  it('answers a second erase with 409 in Polish and changes nothing', async () => {
    const historyBefore = await queryRows<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM history`);
    const response = await admin.post(`/api/adopters/${bozenaId}/erase`);
    expect(response.status).toBe(409);
    expect(await readJson(response)).toEqual({ error: RODO_MESSAGES.alreadyErased, code: 'already_erased' });
    expect(await queryRows<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM history`)).toEqual(historyBefore);
  });

  it('refuses to edit the erased profile back into a person', async () => {
    const response = await admin.request('PUT', `/api/adopters/${bozenaId}`, { ...BOZENA });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toEqual({ error: RODO_MESSAGES.erasedReadOnly, code: 'adopter_erased' });
    expect(await tablesContaining(db, BOZENA.email)).toEqual([]);
  });

  it('exports what is left after the erase', async () => {
    const data = await readJson<PersonalDataExport>(await admin.get(`/api/adopters/${bozenaId}/export`));
    expect(data.adopter.firstName).toBe(ERASED_NAME);
    expect(data.adopter.erasedAt).not.toBeNull();
    expect(data.adoptions.map((adoption) => adoption.animal)).toEqual(['Kulka']);
    expect(data.contactMessages).toEqual([]);
  });
});
