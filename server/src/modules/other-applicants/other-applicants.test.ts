import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADOPTION_MESSAGES,
  MAIL_TEMPLATE_MESSAGES,
  OTHER_APPLICANTS_MESSAGES,
  type NotifyOtherApplicantsResponse,
  type OtherApplicantsResponse,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

type OutboxRow = Columns<'outbox', 'to_address' | 'subject' | 'text'>;

/**
 * Telling the other applicants of a reserved or adopted animal: only open surveys that chose it,
 * not the holder's, each once, through the outbox, recorded in each survey's history.
 */
describe('the other applicants of an animal', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let admin: HttpClient;

  const outboxTo = async (addresses: string[]): Promise<OutboxRow[]> =>
    queryRows<OutboxRow>(db.dataSource, `SELECT to_address, subject, text FROM outbox WHERE to_address = ANY($1::text[]) ORDER BY id`, [addresses]);
  const notify = (animalId: number, body?: unknown) => admin.post(`/api/animals/${animalId}/notify-other-applicants`, body);
  const applicantsOf = async (animalId: number) => readJson<OtherApplicantsResponse>(await admin.get(`/api/animals/${animalId}/other-applicants`));

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('tells only the open surveys that chose the animal, once each, and records it on each survey and the animal', async () => {
    const d = db.dataSource;
    const kicek = await insertAnimal(d, { name: 'Kicek', species: 'Królik' });
    const other = await insertAnimal(d, { name: 'Puszek', species: 'Królik' });
    const third = await insertAnimal(d, { name: 'Tuptuś', species: 'Królik' });
    const suggested = await insertAnimal(d, { name: 'Śnieżka', species: 'Królik' });

    const holder = await insertSurvey(d, { firstName: 'Hanna', email: 'hanna@example.com', animals: [kicek] });
    const open = await insertSurvey(d, { firstName: 'Ola', lastName: 'Otwarta', email: 'ola@example.com', animals: [kicek] });
    const reservedElsewhere = await insertSurvey(d, { firstName: 'Rafał', email: 'rafal@example.com', animals: [kicek, other] });
    const adoptedElsewhere = await insertSurvey(d, { firstName: 'Zenon', email: 'zenon@example.com', animals: [kicek, third] });
    const holdersSecond = await insertSurvey(d, { firstName: 'Hanna', email: 'HANNA@example.com', animals: [kicek] });
    const notChosen = await insertSurvey(d, { firstName: 'Nina', email: 'nina@example.com', animals: [other] });
    const erased = await insertSurvey(d, { firstName: 'Ewa', email: 'ewa@example.com', animals: [kicek] });
    await execute(d, `UPDATE surveys SET anonymized_at = now() WHERE id = $1`, [erased]);
    const adopter = await queryOne<{ id: number }>(d, `INSERT INTO adopters (first_name, last_name, email) VALUES ('Ola', 'Otwarta', 'ola@example.com') RETURNING id`);
    await execute(d, `UPDATE surveys SET adopter_id = $2 WHERE id = $1`, [open, adopter.id]);

    // Nobody holds Kicek yet: nothing to tell.
    const early = await notify(kicek);
    expect(early.status).toBe(409);
    expect((await readJson<{ error: string }>(early)).error).toBe(OTHER_APPLICANTS_MESSAGES.notHeld);

    expect((await admin.post(`/api/survey/${reservedElsewhere}/reserve`, { animalId: other })).status).toBe(200);
    expect((await admin.post(`/api/survey/${adoptedElsewhere}/adopt-bulk`, { animalIds: [third] })).status).toBe(200);
    expect((await admin.post(`/api/survey/${holder}/reserve`, { animalId: kicek })).status).toBe(200);

    const listed = await applicantsOf(kicek);
    expect(listed).toMatchObject({ animalId: kicek, animalName: 'Kicek', holder: { kind: 'reserved', surveyId: holder }, pending: 2 });
    expect(listed.applicants.map((item) => [item.surveyId, item.name, item.notifiedAt])).toEqual([
      [open, 'Ola Otwarta', null],
      [reservedElsewhere, expect.stringMatching(/^Rafał /), null],
    ]);
    expect(listed.preview).toMatchObject({ surveyId: open, subject: `Ankieta nr ${open}: Kicek – adopcja nie jest już możliwa`, missing: [] });
    expect(listed.preview!.body).toContain(`Dzień dobry,\n\ndziękujemy za ankietę adopcyjną nr ${open} (Kicek). Niestety ta adopcja nie jest już możliwa – nowy dom już się znalazł.`);
    expect(listed.preview!.body).toContain('Na dom czekają u nas także inne zwierzaki tego gatunku:');
    expect(listed.preview!.body).toContain(`• Śnieżka – http://localhost:${server.config.port}/zwierzak/${suggested}`);
    expect(listed.preview!.body).not.toContain('• Kicek');

    const response = await notify(kicek);
    expect(response.status).toBe(200);
    const body = await readJson<NotifyOtherApplicantsResponse>(response);
    expect(body).toEqual({ message: 'Wysłano 2 wiadomości.', notified: 2, surveyIds: [open, reservedElsewhere] });

    const everyone = ['hanna@example.com', 'HANNA@example.com', 'ola@example.com', 'rafal@example.com', 'zenon@example.com', 'nina@example.com', 'ewa@example.com'];
    const sent = await outboxTo(everyone);
    expect(sent.map((row) => row.to_address)).toEqual(['ola@example.com', 'rafal@example.com']);
    expect(sent[0]!.subject).toBe(`Ankieta nr ${open}: Kicek – adopcja nie jest już możliwa`);
    expect(sent[0]!.text).toContain('Dzień dobry,');
    expect(sent[0]!.text).not.toMatch(/\{\w+\}/);

    const history = await queryRows<{ action: string; subject_type: string; subject_id: number; details: Record<string, unknown> }>(
      d,
      `SELECT action, subject_type, subject_id, details FROM history WHERE action IN ('mail.sent', 'animal.applicants_notified') ORDER BY id`,
    );
    expect(history.map((row) => [row.action, row.subject_type, row.subject_id])).toEqual([
      ['mail.sent', 'survey', open],
      ['mail.sent', 'adopter', adopter.id],
      ['mail.sent', 'survey', reservedElsewhere],
      ['animal.applicants_notified', 'animal', kicek],
    ]);
    expect(history[0]!.details).toMatchObject({ to: 'ola@example.com', template: 'animal_unavailable', animalId: kicek, subject: sent[0]!.subject, body: sent[0]!.text });
    expect(history[3]!.details).toMatchObject({ surveyIds: [open, reservedElsewhere], holder: { kind: 'reserved', surveyId: holder } });

    // Telling twice sends nothing twice.
    const again = await notify(kicek);
    expect(await readJson<NotifyOtherApplicantsResponse>(again)).toEqual({ message: OTHER_APPLICANTS_MESSAGES.nobodyLeft, notified: 0, surveyIds: [] });
    expect(await outboxTo(everyone)).toHaveLength(2);
    const after = await applicantsOf(kicek);
    expect(after.pending).toBe(0);
    expect(after.preview).toBeNull();
    expect(after.applicants.every((item) => item.notifiedAt !== null)).toBe(true);
    void holdersSecond;
    void notChosen;
  });

  it('tells a later applicant after an adoption, and two requests at once send one e-mail', async () => {
    const d = db.dataSource;
    const mysia = await insertAnimal(d, { name: 'Mysia', species: 'Mysz' });
    const holder = await insertSurvey(d, { species: 'Mysz', email: 'trzyma@example.com', animals: [mysia] });
    const late = await insertSurvey(d, { species: 'Mysz', firstName: 'Jola', email: 'jola@example.com', animals: [mysia] });
    expect((await admin.post(`/api/survey/${holder}/adopt-bulk`, { animalIds: [mysia] })).status).toBe(200);
    expect((await applicantsOf(mysia)).holder).toEqual({ kind: 'adopted', surveyId: holder });

    const results = await Promise.all([notify(mysia), notify(mysia), notify(mysia)]);
    const bodies = await Promise.all(results.map((response) => readJson<NotifyOtherApplicantsResponse>(response)));
    expect(results.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(bodies.map((body) => body.notified).sort()).toEqual([0, 0, 1]);
    expect(await outboxTo(['jola@example.com'])).toHaveLength(1);
    expect(bodies.find((body) => body.notified === 1)).toEqual({ message: 'Wysłano 1 wiadomość.', notified: 1, surveyIds: [late] });
  });

  it('sends the subject and body staff edited for this sending, filled per survey', async () => {
    const d = db.dataSource;
    const szczur = await insertAnimal(d, { name: 'Gryzek', species: 'Szczur' });
    const holder = await insertSurvey(d, { species: 'Szczur', email: 'ma-gryzka@example.com', animals: [szczur] });
    await insertSurvey(d, { species: 'Szczur', firstName: 'Iga', email: 'iga@example.com', animals: [szczur] });
    expect((await admin.post(`/api/survey/${holder}/reserve`, { animalId: szczur })).status).toBe(200);

    const refused = await notify(szczur, { subject: 'Wieści o {zwierzak}', body: 'Cześć {imie}' });
    expect(refused.status).toBe(400);
    expect((await readJson<{ error: string }>(refused)).error).toBe(MAIL_TEMPLATE_MESSAGES.unknownPlaceholder('subject', 'zwierzak'));
    const half = await notify(szczur, { body: 'Cześć {imie}' });
    expect(half.status).toBe(400);
    expect(await outboxTo(['iga@example.com'])).toHaveLength(0);

    expect((await notify(szczur, { subject: 'Wieści o {zwierzaki}', body: 'Cześć {imie}, {zwierzaki} ma dom.' })).status).toBe(200);
    expect(await outboxTo(['iga@example.com'])).toEqual([{ to_address: 'iga@example.com', subject: 'Wieści o Gryzek', text: 'Cześć Iga, Gryzek ma dom.' }]);
  });

  it('answers 404 for an unknown animal and 400 for a bad id or unknown fields', async () => {
    for (const response of [await notify(999_999), await admin.get('/api/animals/999999/other-applicants')]) {
      expect(response.status).toBe(404);
      expect((await readJson<{ error: string }>(response)).error).toBe(ADOPTION_MESSAGES.animalNotFound);
    }
    expect((await notify(0)).status).toBe(400);
    const animal = await insertAnimal(db.dataSource, { name: 'Luzak' });
    expect((await notify(animal, { html: '<b>x</b>' })).status).toBe(400);
  });
});
