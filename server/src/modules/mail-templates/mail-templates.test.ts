import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_MESSAGES,
  MAIL_TEMPLATE_PLACEHOLDER_NAMES,
  unknownPlaceholders,
  type MailTemplate,
  type MailTemplateList,
  type MailTemplateResponse,
  type RenderedMailTemplate,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { MAIL_TEMPLATE_WORDING } from '../../db/migrations/1795305601100-mail-template-wording.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { renderMailTemplate } from './index.js';
import { queryOne, queryRows } from '../../db/sql.js';

interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

describe('e-mail templates API', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let admin: HttpClient;

  const list = async () => readJson<MailTemplateList>(await admin.get('/api/mail-templates'));
  const template = async (key: string) => (await list()).templates.find((item) => item.key === key)!;
  const historyRows = () =>
    queryRows<{ action: string; subject_type: string; details: { key: string; changes: Record<string, { from: string; to: string }> } }>(
      db.dataSource,
      `SELECT action, subject_type, details FROM history WHERE action LIKE 'mail_template.%' ORDER BY id`,
    );
  const stored = async (key: string) => (await queryOne<{ name: unknown; subject: unknown; body: unknown; updated_at: unknown }>(db.dataSource, `SELECT name, subject, body, updated_at FROM mail_templates WHERE key = $1`, [key]));

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

  it('lists the six Polish defaults in order, each using only the documented placeholders', async () => {
    const body = await list();
    expect(body.templates.map((item) => item.key)).toEqual([...MAIL_TEMPLATE_KEYS]);
    expect(body.templates.map((item) => item.name)).toEqual([
      'Odpowiedź na ankietę',
      'Zaproszenie na rozmowę lub wizytę',
      'Potwierdzenie rezerwacji',
      'Gratulacje z okazji adopcji',
      'Zwierzak już znalazł dom',
      'Odmowa adopcji',
    ]);
    for (const item of body.templates) {
      expect(item).toMatchObject({ isDefault: true, updatedAt: null, updatedBy: null });
      expect(unknownPlaceholders(`${item.subject}\n${item.body}`), item.key).toEqual([]);
    }
    // The reply to a survey keeps the spec's default subject.
    expect(body.templates[0]!.subject).toBe('Odpowiedź na ankietę');
    expect(body.placeholders.map((item) => item.name)).toEqual(MAIL_TEMPLATE_PLACEHOLDER_NAMES);
    expect(body.placeholders.find((item) => item.name === 'imie')?.meaning).toBe('imię adresata');
    expect(MAIL_TEMPLATE_WORDING.map((item) => item.key)).toEqual([...MAIL_TEMPLATE_KEYS]);
  });

  it('saves an edit, records before → after in the history, and shows who saved it', async () => {
    const response = await admin.request('PUT', '/api/mail-templates/invitation', {
      name: 'Zaproszenie na wizytę',
      subject: 'Zapraszamy, {imie}!',
      body: 'Dzień dobry {imie},\r\nzapraszamy w sobotę.\r\n{fundacja}',
    });
    expect(response.status).toBe(200);
    const body = await readJson<MailTemplateResponse>(response);
    expect(body.message).toBe('Zapisano szablon „Zaproszenie na wizytę”.');
    expect(body.template).toMatchObject({
      key: 'invitation',
      name: 'Zaproszenie na wizytę',
      subject: 'Zapraszamy, {imie}!',
      body: 'Dzień dobry {imie},\nzapraszamy w sobotę.\n{fundacja}',
      isDefault: false,
      updatedBy: 'admin',
    });
    expect(body.template.updatedAt).not.toBeNull();
    const [row] = await historyRows();
    expect(row).toMatchObject({ action: 'mail_template.updated', subject_type: 'mail_template', details: { key: 'invitation' } });
    expect(row!.details.changes.name).toEqual({ from: 'Zaproszenie na rozmowę lub wizytę', to: 'Zaproszenie na wizytę' });
    expect(row!.details.changes.subject).toEqual({ from: 'Zaproszenie na rozmowę – ankieta nr {numer_ankiety}', to: 'Zapraszamy, {imie}!' });
    expect(Object.keys(row!.details.changes).sort()).toEqual(['body', 'name', 'subject']);
  });

  it('refuses an unknown placeholder naming it, an empty body, over-long fields and unknown fields; nothing changes', async () => {
    const before = await stored('refusal');
    const historyBefore = (await historyRows()).length;
    const valid = { name: 'Odmowa', subject: 'Odpowiedź na ankietę', body: 'Dzień dobry {imie}.' };
    const cases: [unknown, string][] = [
      [{ ...valid, body: 'Dzień dobry {imię}, {zwierzaki}.' }, 'Nieznane pole {imię} w treści. Dozwolone pola: {imie}, {nazwisko}, {zwierzaki}, {gatunek}, {inne_zwierzaki}, {numer_ankiety}, {fundacja}.'],
      [{ ...valid, subject: 'Ankieta {numer}' }, MAIL_TEMPLATE_MESSAGES.unknownPlaceholder('subject', 'numer')],
      [{ ...valid, body: '  \n ' }, MAIL_TEMPLATE_MESSAGES.bodyEmpty],
      [{ ...valid, name: ' ' }, MAIL_TEMPLATE_MESSAGES.nameRequired],
      [{ ...valid, subject: 'ab' }, MAIL_TEMPLATE_MESSAGES.subjectTooShort],
      [{ ...valid, name: 'x'.repeat(101) }, MAIL_TEMPLATE_MESSAGES.nameTooLong],
      [{ ...valid, subject: 'x'.repeat(201) }, MAIL_TEMPLATE_MESSAGES.subjectTooLong],
      [{ ...valid, body: 'x'.repeat(10_001) }, MAIL_TEMPLATE_MESSAGES.bodyTooLong],
    ];
    for (const [input, message] of cases) {
      const response = await admin.request('PUT', '/api/mail-templates/refusal', input);
      const body = await readJson<ErrorBody>(response);
      expect({ status: response.status, error: body.error }).toEqual({ status: 400, error: message });
    }
    const extra = await admin.request('PUT', '/api/mail-templates/refusal', { ...valid, html: '<b>x</b>' });
    expect(extra.status).toBe(400);
    expect(await stored('refusal')).toEqual(before);
    expect((await historyRows()).length).toBe(historyBefore);
  });

  it('answers 404 for an unknown template key, whatever the body', async () => {
    for (const response of [
      await admin.request('PUT', '/api/mail-templates/nie_ma_takiego', { name: 'x', subject: 'Temat', body: 'Treść' }),
      await admin.request('PUT', '/api/mail-templates/nie_ma_takiego', { body: '{zle}' }),
      await admin.post('/api/mail-templates/nie_ma_takiego/restore-default'),
      await admin.get('/api/mail-templates/nie_ma_takiego/render'),
    ]) {
      expect(response.status).toBe(404);
      expect((await readJson<ErrorBody>(response)).error).toBe(MAIL_TEMPLATE_MESSAGES.notFound);
    }
  });

  it('restores the default text ("Przywróć domyślny"), recorded as well', async () => {
    const response = await admin.post('/api/mail-templates/invitation/restore-default');
    expect(response.status).toBe(200);
    const body = await readJson<MailTemplateResponse>(response);
    expect(body.message).toBe('Przywrócono domyślną treść szablonu „Zaproszenie na rozmowę lub wizytę”.');
    const restored: MailTemplate = await template('invitation');
    expect(restored).toMatchObject({ isDefault: true, name: 'Zaproszenie na rozmowę lub wizytę', updatedBy: 'admin' });
    expect(restored.body).toBe(MAIL_TEMPLATE_WORDING.find((item) => item.key === 'invitation')!.body);
    const rows = await historyRows();
    expect(rows[rows.length - 1]).toMatchObject({ action: 'mail_template.restored', details: { key: 'invitation' } });
  });

  it('fills a template for a survey: name, the animals it holds, species, number, other animals with links, foundation', async () => {
    const d = db.dataSource;
    const kulka = await insertAnimal(d, { name: 'Kulka', species: 'Chomik syryjski' });
    const bulka = await insertAnimal(d, { name: 'Bułka', species: 'Chomik syryjski' });
    const robo = await insertAnimal(d, { name: 'Robo', species: 'Chomik Roborowskiego' });
    await insertAnimal(d, { name: 'Zajęty', species: 'Chomik syryjski', status: 'Wstrzymany' });
    await insertAnimal(d, { name: 'Kicek', species: 'Królik' });
    const survey = await insertSurvey(d, { species: 'Chomik syryjski', firstName: 'Łucja', lastName: 'Łęcka', animals: [kulka, bulka] });
    expect((await admin.post(`/api/survey/${survey}/reserve`, { animalId: kulka })).status).toBe(200);
    await admin.request('PUT', '/api/mail-templates/reservation_confirmation', {
      name: 'Potwierdzenie rezerwacji',
      subject: 'Rezerwacja {zwierzaki} – ankieta {numer_ankiety}',
      body: '{imie} {nazwisko}: {zwierzaki} ({gatunek}).\nInne:\n{inne_zwierzaki}\n{fundacja}',
    });

    const response = await admin.get(`/api/mail-templates/reservation_confirmation/render?surveyId=${survey}`);
    expect(response.status).toBe(200);
    const rendered = await readJson<RenderedMailTemplate>(response);
    expect(rendered.subject).toBe(`Rezerwacja Kulka – ankieta ${survey}`);
    const origin = `http://localhost:${server.config.port}`;
    expect(rendered.body).toBe(
      [
        'Łucja Łęcka: Kulka (chomik syryjski).',
        'Inne:',
        `• Robo – ${origin}/zwierzak/${robo}`,
        `Wszystkie zwierzaki czekające na dom: ${origin}/adoptuje`,
        await server.foundation.name(),
      ].join('\n'),
    );
    expect(rendered.missing).toEqual([]);

    // Without a reservation the animals chosen in the survey are named, joined the Polish way.
    const other = await insertSurvey(d, { species: 'Chomik syryjski', firstName: 'Ola', animals: [bulka, robo] });
    const chosen = await readJson<RenderedMailTemplate>(await admin.get(`/api/mail-templates/reservation_confirmation/render?surveyId=${other}`));
    expect(chosen.subject).toBe(`Rezerwacja Bułka i Robo – ankieta ${other}`);
  });

  it('fills a template for an adopter (their adopted animals); leaves what nothing fills and lists it', async () => {
    const d = db.dataSource;
    const adopter = await queryOne<{ id: number }>(d, `INSERT INTO adopters (first_name, last_name, email) VALUES ('Jan', 'Bezankietowy', 'jan.bez@example.com') RETURNING id`);
    const rendered = await readJson<RenderedMailTemplate>(await admin.get(`/api/mail-templates/survey_reply/render?adopterId=${adopter.id}`));
    expect(rendered.subject).toBe('Odpowiedź na ankietę');
    // The defaults greet without a name (Polish wants the vocative, which staff type themselves).
    expect(rendered.body.startsWith('Dzień dobry,\n\ndziękujemy za wypełnienie')).toBe(true);
    expect(rendered.body).toContain('ankiety adopcyjnej nr {numer_ankiety}.');
    expect(rendered.missing).toEqual(['numer_ankiety']);

    const pestka = await insertAnimal(d, { name: 'Pestka', species: 'Królik' });
    expect((await admin.post(`/api/adopters/${adopter.id}/adoptions`, { animalId: pestka })).status).toBe(201);
    const congratulations = await readJson<RenderedMailTemplate>(await admin.get(`/api/mail-templates/adoption_congratulations/render?adopterId=${adopter.id}`));
    expect(congratulations.body).toContain('gratulujemy adopcji (Pestka) i dziękujemy');
  });

  it('refuses a render for an unknown survey or adopter (404) and for both at once (400)', async () => {
    expect((await admin.get('/api/mail-templates/survey_reply/render?surveyId=999999')).status).toBe(404);
    expect((await admin.get('/api/mail-templates/survey_reply/render?adopterId=999999')).status).toBe(404);
    const both = await admin.get('/api/mail-templates/survey_reply/render?surveyId=1&adopterId=1');
    expect(both.status).toBe(400);
    expect((await readJson<ErrorBody>(both)).error).toBe(MAIL_TEMPLATE_MESSAGES.chooseOneContext);
    expect((await admin.get('/api/mail-templates/survey_reply/render?surveyId=abc')).status).toBe(400);
  });

  it('renderMailTemplate() fills a template for other modules', async () => {
    const rendered = await renderMailTemplate(db.dataSource, 'refusal', { imie: 'Ewa', numer_ankiety: '7', fundacja: 'Fundacja Testowa' });
    expect(rendered.subject).toBe('Odpowiedź na ankietę nr 7');
    expect(rendered.body.startsWith('Dzień dobry,\n\ndziękujemy za ankietę adopcyjną i za chęć adopcji.')).toBe(true);
    expect(rendered.body).toContain('nie możemy zaproponować Ci adopcji');
    expect(rendered.body.endsWith('Pozdrawiamy serdecznie\nFundacja Testowa')).toBe(true);
    expect(rendered.missing).toEqual([]);
    await expect(renderMailTemplate(db.dataSource, 'nie_ma', {})).rejects.toMatchObject({ status: 404 });
  });
});
