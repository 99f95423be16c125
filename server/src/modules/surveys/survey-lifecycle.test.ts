import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADOPTION_MESSAGES,
  SURVEY_CLOSE_NOTE_MAX,
  SURVEY_CLOSE_REASONS,
  SURVEY_LIFECYCLE_MESSAGES,
  type SurveyCloseReason,
} from '@pets/shared';
import { animalState, insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { startAdminKit, type AdminKit } from './survey-test-kit.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

describe('closing and reopening a survey', () => {
  let kit: AdminKit;
  const surveyRow = async (id: number) =>
    (
      await queryOne<{ closed_at: unknown; close_reason: unknown; close_note: unknown }>(kit.db.dataSource, `SELECT closed_at, close_reason, close_note FROM surveys WHERE id = $1`, [id])
    ) as { closed_at: Date | null; close_reason: string | null; close_note: string | null };

  beforeAll(async () => {
    kit = await startAdminKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it.each(SURVEY_CLOSE_REASONS.map((reason) => [reason]))('closes a new survey as %s: it leaves Nowe for Zakończone, labelled', async (reason: SurveyCloseReason) => {
    const animal = await insertAnimal(kit.db.dataSource, { name: `Wybrana-${reason}` });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    expect(await kit.bucketOf(survey)).toBe('new');
    const note = reason === 'inny' ? 'Zgłaszający przeprowadza się za granicę.' : undefined;

    const body = await kit.ok(await kit.action(survey, 'close', { reason, ...(note ? { note } : {}) }));
    expect(body.message).toBe('Ankieta została zamknięta.');
    expect(body.survey).toMatchObject({ bucket: 'done', finished: false, closure: { reason, note: note ?? null } });
    expect(body.survey.closure?.closedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The selection stays, the animal stays free.
    expect(body.survey.animals).toEqual([expect.objectContaining({ id: animal, selected: true, reserved: false })]);
    expect(await animalState(kit.db.dataSource, animal)).toMatchObject({ status: 'Dostępny' });

    expect(await kit.bucketOf(survey)).toBe('done');
    const card = (await kit.list('done')).find((item) => item.id === survey);
    expect(card?.closure).toMatchObject({ reason, note: note ?? null });
    expect(await surveyRow(survey)).toMatchObject({ close_reason: reason, close_note: note ?? null });

    expect(await kit.history('survey', survey)).toEqual([
      {
        actor_name: 'admin',
        action: 'survey.closed',
        subject_type: 'survey',
        subject_id: survey,
        details: { reason, ...(note ? { reasonText: note } : {}), changes: { state: { from: 'Nowa', to: expect.any(String) as unknown } } },
      },
    ]);
  });

  it('keeps a description given with any reason, trimmed', async () => {
    const survey = await insertSurvey(kit.db.dataSource);
    const body = await kit.ok(await kit.action(survey, 'close', { reason: 'duplikat', note: '  Ta sama osoba co w ankiecie #3.  ' }));
    expect(body.survey.closure).toMatchObject({ reason: 'duplikat', note: 'Ta sama osoba co w ankiecie #3.' });
  });

  it.each([
    ['no reason', {}, SURVEY_LIFECYCLE_MESSAGES.reasonRequired],
    ['an unknown reason', { reason: 'nudna' }, SURVEY_LIFECYCLE_MESSAGES.reasonRequired],
    ["'inny' without a description", { reason: 'inny' }, SURVEY_LIFECYCLE_MESSAGES.noteRequired],
    ["'inny' with spaces only", { reason: 'inny', note: '   ' }, SURVEY_LIFECYCLE_MESSAGES.noteRequired],
    ['a description over the limit', { reason: 'odrzucona', note: 'x'.repeat(SURVEY_CLOSE_NOTE_MAX + 1) }, SURVEY_LIFECYCLE_MESSAGES.noteTooLong],
    ['a description that is not text', { reason: 'inny', note: 12 }, SURVEY_LIFECYCLE_MESSAGES.noteRequired],
  ])('refuses %s with a Polish 400 and changes nothing', async (_case, body, message) => {
    const survey = await insertSurvey(kit.db.dataSource);
    const before = await kit.historyCount();
    const refusal = await kit.refused(await kit.action(survey, 'close', body), 400);
    expect(Object.values(refusal.fields ?? {})).toContain(message);
    expect(await surveyRow(survey)).toEqual({ closed_at: null, close_reason: null, close_note: null });
    expect(await kit.historyCount()).toBe(before);
  });

  it('accepts a description of exactly the limit', async () => {
    const survey = await insertSurvey(kit.db.dataSource);
    const note = 'ż'.repeat(SURVEY_CLOSE_NOTE_MAX);
    expect((await kit.ok(await kit.action(survey, 'close', { reason: 'inny', note }))).survey.closure?.note).toBe(note);
  });

  it("releases the survey's reservations in the same transaction: animals Dostępny, one history row per subject", async () => {
    const first = await insertAnimal(kit.db.dataSource, { name: 'Orzeszek' });
    const second = await insertAnimal(kit.db.dataSource, { name: 'Migdałka' });
    const other = await insertAnimal(kit.db.dataSource, { name: 'Cudza' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [first, second] });
    const adopterId = await kit.linkAdopter(survey);
    const otherSurvey = await insertSurvey(kit.db.dataSource);
    await kit.ok(await kit.action(survey, 'reserve', { animalId: first }));
    await kit.ok(await kit.action(survey, 'reserve', { animalId: second }));
    await kit.ok(await kit.action(otherSurvey, 'reserve', { animalId: other }));
    expect(await kit.bucketOf(survey)).toBe('reserved');

    const body = await kit.ok(await kit.action(survey, 'close', { reason: 'wycofana' }));
    expect(body.message).toBe('Ankieta została zamknięta. Zwolniono rezerwacje: „Orzeszek”, „Migdałka”.');
    expect(body.survey.bucket).toBe('done');
    expect(body.survey.animals.map((animal) => [animal.name, animal.reserved, animal.reservedByMe])).toEqual([
      ['Orzeszek', false, false],
      ['Migdałka', false, false],
    ]);
    for (const animal of [first, second]) expect(await animalState(kit.db.dataSource, animal)).toMatchObject({ status: 'Dostępny', reservations_active: 0 });
    expect(await animalState(kit.db.dataSource, other)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: otherSurvey });
    const released = await queryRows<{ release_reason: string }>(
      kit.db.dataSource,
      `SELECT release_reason FROM reservations WHERE survey_id = $1 ORDER BY id`,
      [survey],
    );
    expect(released).toEqual([{ release_reason: 'survey_closed' }, { release_reason: 'survey_closed' }]);
    expect(await kit.bucketOf(survey)).toBe('done');

    const closing = (await kit.history()).filter(
      (row) => row.action === 'survey.closed' && (row.subject_type === 'survey' ? row.subject_id === survey : row.details.surveyId === survey),
    );
    expect(closing.map((row) => [row.subject_type, row.subject_id])).toEqual([
      ['survey', survey],
      ['animal', first],
      ['animal', second],
      ['adopter', adopterId],
    ]);
    expect(closing[0]!.details).toEqual({
      reason: 'wycofana',
      animals: [
        { id: first, name: 'Orzeszek' },
        { id: second, name: 'Migdałka' },
      ],
      changes: { state: { from: 'Z rezerwacją', to: 'Wycofana' } },
    });
    expect(closing[1]!.details).toEqual({ surveyId: survey, changes: { status: { from: 'Zarezerwowany', to: 'Dostępny' } } });
    expect(closing[3]!.details).toMatchObject({ surveyId: survey, changes: { state: { from: 'Z rezerwacją', to: 'Wycofana' } } });
  });

  it('a close that fails half-way leaves the reservations, the survey and the history as they were', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Niezwolniony' });
    const survey = await insertSurvey(kit.db.dataSource);
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    const before = await kit.historyCount();
    // The last write of the close (the survey row) fails after the reservation was released.
    await execute(kit.db.dataSource, `
      CREATE FUNCTION test_fail_close() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.closed_at IS NOT NULL AND NEW.id = ${survey} THEN RAISE EXCEPTION 'test: the close fails'; END IF;
        RETURN NEW;
      END;
      $$;
      CREATE TRIGGER trg_test_fail_close BEFORE UPDATE ON surveys FOR EACH ROW EXECUTE FUNCTION test_fail_close();`);
    try {
      const response = await kit.action(survey, 'close', { reason: 'spam' });
      expect(response.status).toBe(500);
    } finally {
      await execute(kit.db.dataSource, `DROP TRIGGER trg_test_fail_close ON surveys; DROP FUNCTION test_fail_close();`);
    }
    expect(await animalState(kit.db.dataSource, animal)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: survey, reservations_active: 1 });
    expect(await surveyRow(survey)).toEqual({ closed_at: null, close_reason: null, close_note: null });
    expect(await kit.historyCount()).toBe(before);
    expect(await kit.bucketOf(survey)).toBe('reserved');
  });

  it('refuses to close twice, to reopen an open survey and to close one with an adoption: a clear 409, nothing changed', async () => {
    const survey = await insertSurvey(kit.db.dataSource);
    await kit.refused(await kit.action(survey, 'reopen', {}), 409, 'Ta ankieta nie jest zamknięta.');
    await kit.ok(await kit.action(survey, 'close', { reason: 'spam' }));
    const closed = await surveyRow(survey);
    const before = await kit.historyCount();
    await kit.refused(await kit.action(survey, 'close', { reason: 'odrzucona' }), 409, 'Ta ankieta jest już zamknięta.');
    expect(await surveyRow(survey)).toEqual(closed);
    expect(await kit.historyCount()).toBe(before);

    const animal = await insertAnimal(kit.db.dataSource, { name: 'Adoptowana' });
    const adopted = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    await kit.ok(await kit.action(adopted, 'adopt-bulk', { animalIds: [animal] }));
    const afterAdoption = await kit.historyCount();
    await kit.refused(await kit.action(adopted, 'close', { reason: 'odrzucona' }), 409, SURVEY_LIFECYCLE_MESSAGES.adoptedCannotClose);
    expect(await surveyRow(adopted)).toEqual({ closed_at: null, close_reason: null, close_note: null });
    expect((await kit.detail(adopted)).finished).toBe(true);
    expect(await kit.historyCount()).toBe(afterAdoption);
  });

  it('reopens a closed survey into Nowe, with its selection; the history says who and from which state', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Powracający' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    await kit.ok(await kit.action(survey, 'close', { reason: 'inny', note: 'Czeka na remont mieszkania.' }));

    const body = await kit.ok(await kit.action(survey, 'reopen'));
    expect(body.message).toBe('Ankieta została ponownie otwarta.');
    expect(body.survey).toMatchObject({ bucket: 'new', closure: null });
    // The reservation is not taken back: the animal may be promised elsewhere meanwhile.
    expect(body.survey.animals).toEqual([expect.objectContaining({ id: animal, selected: true, reservedByMe: false })]);
    expect(await kit.bucketOf(survey)).toBe('new');
    expect(await surveyRow(survey)).toEqual({ closed_at: null, close_reason: null, close_note: null });
    const rows = await kit.history('survey', survey);
    expect(rows.at(-1)).toEqual({
      actor_name: 'admin',
      action: 'survey.reopened',
      subject_type: 'survey',
      subject_id: survey,
      details: { changes: { state: { from: 'Zamknięta', to: 'Nowa' } } },
    });
    // It works like any open survey again.
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    expect(await kit.bucketOf(survey)).toBe('reserved');
  });

  it('a closed survey refuses reservations, adoptions and selection changes until reopened', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Zamrożony' });
    const added = await insertAnimal(kit.db.dataSource, { name: 'Dopisany' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    await kit.ok(await kit.action(survey, 'close', { reason: 'odrzucona' }));
    const before = await kit.historyCount();
    const message = SURVEY_LIFECYCLE_MESSAGES.closedReadOnly;
    await kit.refused(await kit.action(survey, 'reserve', { animalId: animal }), 409, message);
    await kit.refused(await kit.action(survey, 'adopt-bulk', { animalIds: [animal] }), 409, message);
    await kit.refused(await kit.action(survey, 'selected-animals', { animals: [animal, added] }), 409, message);
    // Saving the same selection (the modal's auto-save) changes nothing and is fine.
    await kit.ok(await kit.action(survey, 'selected-animals', { animals: [animal] }));
    expect(await animalState(kit.db.dataSource, animal)).toMatchObject({ status: 'Dostępny', reservations_active: 0, adoptions_active: 0 });
    expect(await kit.historyCount()).toBe(before);
  });

  it('answers 404 in Polish for an unknown survey', async () => {
    await kit.refused(await kit.action(999_999, 'close', { reason: 'spam' }), 404, ADOPTION_MESSAGES.surveyNotFound);
    await kit.refused(await kit.action(999_999, 'reopen', {}), 404, ADOPTION_MESSAGES.surveyNotFound);
  });

  it('two staff closing one survey at once: one wins, the other gets the 409, one history row', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Sporny' });
    const survey = await insertSurvey(kit.db.dataSource);
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    const responses = await Promise.all([kit.action(survey, 'close', { reason: 'spam' }), kit.action(survey, 'close', { reason: 'duplikat' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = (await kit.history('survey', survey)).filter((row) => row.action === 'survey.closed');
    expect(rows).toHaveLength(1);
    expect(await animalState(kit.db.dataSource, animal)).toMatchObject({ status: 'Dostępny', reservations_active: 0 });
  });

  it('a close racing a reservation through the same survey never leaves a closed survey holding an animal', async () => {
    for (let round = 0; round < 5; round += 1) {
      const animal = await insertAnimal(kit.db.dataSource, { name: `Wyścig-${round}` });
      const survey = await insertSurvey(kit.db.dataSource, { animals: [animal] });
      await Promise.all([kit.action(survey, 'reserve', { animalId: animal }), kit.action(survey, 'close', { reason: 'spam' })]);
      const state = await animalState(kit.db.dataSource, animal);
      expect(await surveyRow(survey)).toMatchObject({ close_reason: 'spam' });
      expect(state).toMatchObject({ status: 'Dostępny', reservations_active: 0 });
    }
  });
});
