import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADOPTION_MESSAGES, formatDate, NOTE_MAX_LENGTH, NOTE_MESSAGES, todayInPoland, type PersonalDataExport } from '@pets/shared';
import { readJson } from '../../../test/listen.js';
import { insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { startAdminKit, type AdminKit } from '../surveys/survey-test-kit.js';
import { queryRows } from '../../db/sql.js';

interface NoteResponse {
  message: string;
  note: { id: number; at: string; actor: string; text: string };
}

describe('staff notes on surveys and adopters', () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await startAdminKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  const note = (path: string, body: unknown) => kit.post(`/api/${path}/notes`, body);

  it.each([
    ['survey', 'survey.note_added'],
    ['adopters', 'adopter.note_added'],
  ])('a note on a %s is a history row of it with the text, the author and the time', async (kind, action) => {
    const survey = await insertSurvey(kit.db.dataSource);
    const id = kind === 'survey' ? survey : await kit.linkAdopter(survey);
    const text = '  Rozmowa telefoniczna: wizyta przedadopcyjna w sobotę o 10:00.\nMa już klatkę 120 cm.  ';

    const response = await note(`${kind}/${id}`, { text });
    expect(response.status).toBe(201);
    const body = await readJson<NoteResponse>(response);
    expect(body.message).toBe('Dodano notatkę.');
    expect(body.note).toMatchObject({ actor: 'admin', text: text.trim() });
    expect(Date.now() - Date.parse(body.note.at)).toBeLessThan(60_000);

    const subjectType = kind === 'survey' ? 'survey' : 'adopter';
    expect(await kit.history(subjectType, id)).toEqual([
      { actor_name: 'admin', action, subject_type: subjectType, subject_id: id, details: { text: text.trim() } },
    ]);
  });

  it('takes 1 to 5000 characters; an empty note or one over the limit gets a clear Polish 400 and nothing is stored', async () => {
    const survey = await insertSurvey(kit.db.dataSource);
    expect((await note(`survey/${survey}`, { text: 'ó'.repeat(NOTE_MAX_LENGTH) })).status).toBe(201);
    expect((await note(`survey/${survey}`, { text: 'a' })).status).toBe(201);
    const before = await kit.historyCount();

    const tooLong = await kit.refused(await note(`survey/${survey}`, { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }), 400);
    expect(tooLong.fields).toEqual({ text: 'Notatka może mieć najwyżej 5000 znaków.' });
    const huge = await kit.refused(await note(`survey/${survey}`, { text: 'x'.repeat(20_000) }), 400);
    expect(huge.fields).toEqual({ text: NOTE_MESSAGES.tooLong });
    for (const body of [{ text: '' }, { text: ' \n\t ' }, {}, { text: 42 }]) {
      const refusal = await kit.refused(await note(`survey/${survey}`, body), 400);
      expect(refusal.fields).toEqual({ text: 'Wpisz treść notatki.' });
    }
    await kit.refused(await note(`survey/${survey}`, { text: 'ok', extra: 1 }), 400);
    expect(await kit.historyCount()).toBe(before);
  });

  it('"Przypomnij dnia" makes the note a task of its author on that day, linked to the survey; a past day is refused and nothing is saved', async () => {
    const survey = await insertSurvey(kit.db.dataSource);
    const day = todayInPoland(new Date(Date.now() + 3 * 86_400_000));
    const response = await note(`survey/${survey}`, { text: 'Zadzwonić po wizycie przedadopcyjnej, zapytać o klatkę.', przypomnij: day });
    expect(response.status).toBe(201);
    expect((await readJson<NoteResponse>(response)).message).toBe(NOTE_MESSAGES.addedWithReminder(formatDate(day)));
    const tasks = await queryRows<{ title: string; due: string; survey_id: number; assignee: string }>(
      kit.db.dataSource,
      `SELECT t.title, to_char(t.due, 'YYYY-MM-DD') AS due, t.survey_id, u.username AS assignee FROM tasks t JOIN admin_users u ON u.id = t.assignee_id WHERE t.survey_id = $1`,
      [survey],
    );
    expect(tasks).toEqual([{ title: 'Przypomnienie: Zadzwonić po wizycie przedadopcyjnej, zapytać o klatkę.', due: day, survey_id: survey, assignee: 'admin' }]);

    const past = await note(`survey/${survey}`, { text: 'Za późno.', przypomnij: '2020-01-01' });
    expect(past.status).toBe(400);
    expect((await readJson<{ fields: Record<string, string> }>(past)).fields.przypomnij).toBe(NOTE_MESSAGES.remindInvalid);
    expect((await queryRows(kit.db.dataSource, `SELECT 1 FROM tasks WHERE survey_id = $1`, [survey])).length).toBe(1);
  });

  it('answers 404 in Polish for an unknown survey or adopter', async () => {
    await kit.refused(await note('survey/999999', { text: 'Notatka' }), 404, ADOPTION_MESSAGES.surveyNotFound);
    await kit.refused(await note('adopters/999999', { text: 'Notatka' }), 404, ADOPTION_MESSAGES.adopterNotFound);
    await kit.refused(await note('survey/abc', { text: 'Notatka' }), 404, ADOPTION_MESSAGES.surveyNotFound);
  });

  it('a closed survey still takes notes', async () => {
    const survey = await insertSurvey(kit.db.dataSource);
    await kit.ok(await kit.action(survey, 'close', { reason: 'wycofana' }));
    expect((await note(`survey/${survey}`, { text: 'Zadzwoniła, że rezygnuje.' })).status).toBe(201);
  });

  it("the RODO erase wipes notes and the timelines of the person's surveys and profile, and refuses new notes", async () => {
    const d = kit.db.dataSource;
    const animal = await insertAnimal(d, { name: 'Fistaszek' });
    const email = 'halina.notatkowa@example.org';
    const survey = await insertSurvey(d, { firstName: 'Halina', lastName: 'Notatkowa', email, animals: [animal] });
    const adopter = await kit.linkAdopter(survey, email);
    const otherSurvey = await insertSurvey(d);
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    // Notes that do not name the person (the mention search alone would miss them).
    expect((await note(`survey/${survey}`, { text: 'Oddzwonić po 18, mąż uczulony na siano.' })).status).toBe(201);
    expect((await note(`adopters/${adopter}`, { text: 'Prosiła o wizytę w czwartek, mieszka na 4. piętrze.' })).status).toBe(201);
    await kit.ok(await kit.action(survey, 'unreserve', { animalId: animal }));
    await kit.ok(await kit.action(survey, 'close', { reason: 'inny', note: 'Przeprowadzka do Gdyni w maju.' }));
    expect((await note(`survey/${otherSurvey}`, { text: 'Notatka o innej osobie.' })).status).toBe(201);

    // Before the erase, the export lists the notes and the closing description (RODO art. 15).
    const exported = await readJson<PersonalDataExport>(await kit.admin.get(`/api/adopters/${adopter}/export?format=json`));
    expect(exported.staffNotes.map((item) => [item.surveyId, item.text])).toEqual([
      [survey, 'Oddzwonić po 18, mąż uczulony na siano.'],
      [null, 'Prosiła o wizytę w czwartek, mieszka na 4. piętrze.'],
      [survey, 'Przeprowadzka do Gdyni w maju.'],
    ]);

    expect((await kit.post(`/api/adopters/${adopter}/erase`, {})).status).toBe(200);

    const timelines = [...(await kit.history('survey', survey)), ...(await kit.history('adopter', adopter))].filter(
      (row) => row.action !== 'adopter.erased',
    );
    expect(timelines.length).toBeGreaterThanOrEqual(6);
    // Who did what and when stays; the details are gone.
    for (const row of timelines) expect(row.details).toEqual({ usunieto: '[usunięto]' });
    const text = JSON.stringify(await kit.history());
    for (const words of ['siano', 'czwartek', 'Gdyni']) expect(text).not.toContain(words);
    const [closed] = await queryRows<{ close_note: string }>(d, `SELECT close_note FROM surveys WHERE id = $1`, [survey]);
    expect(closed!.close_note).toBe('[usunięto]');
    // The animal's own timeline keeps its facts (ids and states, nothing about the person).
    expect((await kit.history('animal', animal)).map((row) => row.details)).toEqual([
      { surveyId: survey, changes: { status: { from: 'Dostępny', to: 'Zarezerwowany' } } },
      { surveyId: survey, changes: { status: { from: 'Zarezerwowany', to: 'Dostępny' } } },
    ]);
    // Someone else's notes stay.
    expect((await kit.history('survey', otherSurvey)).map((row) => row.details)).toEqual([{ text: 'Notatka o innej osobie.' }]);

    await kit.refused(await note(`survey/${survey}`, { text: 'Jeszcze jedna' }), 409, NOTE_MESSAGES.erased);
    await kit.refused(await note(`adopters/${adopter}`, { text: 'Jeszcze jedna' }), 409, NOTE_MESSAGES.erased);
  });
});
