import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { startAdminKit, type AdminKit, type HistoryRow } from './survey-test-kit.js';
import { execute, queryRows } from '../../db/sql.js';

/** Every survey action writes one history row per subject in its own transaction; a refused one writes none. */
describe('history of survey actions', () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await startAdminKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  /** The rows of one action about one survey: its own, its animals' and its adopter's. */
  const rowsOf = async (action: string, surveyId: number) =>
    (await kit.history()).filter(
      (row) => row.action === action && (row.subject_type === 'survey' ? row.subject_id === surveyId : row.details.surveyId === surveyId),
    );
  const subjects = (rows: HistoryRow[]) => rows.map((row) => `${row.subject_type}:${row.subject_id}`);

  it('reserve and unreserve: the survey (state before → after), the animal (status), the adopter', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Gucio' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    const adopter = await kit.linkAdopter(survey);

    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    const reserved = await rowsOf('survey.reserved', survey);
    expect(subjects(reserved)).toEqual([`survey:${survey}`, `animal:${animal}`, `adopter:${adopter}`]);
    expect(reserved.every((row) => row.actor_name === 'admin')).toBe(true);
    expect(reserved[0]!.details).toEqual({ animals: [{ id: animal, name: 'Gucio' }], changes: { state: { from: 'Nowa', to: 'Z rezerwacją' } } });
    expect(reserved[1]!.details).toEqual({ surveyId: survey, changes: { status: { from: 'Dostępny', to: 'Zarezerwowany' } } });
    expect(reserved[2]!.details).toEqual({
      surveyId: survey,
      animals: [{ id: animal, name: 'Gucio' }],
      changes: { state: { from: 'Nowa', to: 'Z rezerwacją' } },
    });

    // Reserving again through the same survey changes nothing: nothing recorded.
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    expect(await rowsOf('survey.reserved', survey)).toHaveLength(3);

    await kit.ok(await kit.action(survey, 'unreserve', { animalId: animal }));
    const unreserved = await rowsOf('survey.unreserved', survey);
    expect(subjects(unreserved)).toEqual([`survey:${survey}`, `animal:${animal}`, `adopter:${adopter}`]);
    expect(unreserved[0]!.details).toMatchObject({ changes: { state: { from: 'Z rezerwacją', to: 'Nowa' } } });
    expect(unreserved[1]!.details).toEqual({ surveyId: survey, changes: { status: { from: 'Zarezerwowany', to: 'Dostępny' } } });
  });

  it('a survey without a stored adopter writes no adopter row', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Bez adoptującego' });
    const survey = await insertSurvey(kit.db.dataSource);
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    expect(subjects(await rowsOf('survey.reserved', survey))).toEqual([`survey:${survey}`, `animal:${animal}`]);
  });

  it('selection changes: the survey (names before → after) and each animal added or removed', async () => {
    const kept = await insertAnimal(kit.db.dataSource, { name: 'Zostaje' });
    const removed = await insertAnimal(kit.db.dataSource, { name: 'Odchodzi' });
    const added = await insertAnimal(kit.db.dataSource, { name: 'Dochodzi' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [kept, removed] });

    await kit.ok(await kit.action(survey, 'selected-animals', { animals: [kept, added] }));
    const rows = await rowsOf('survey.selection_changed', survey);
    expect(subjects(rows)).toEqual([`survey:${survey}`, `animal:${added}`, `animal:${removed}`]);
    expect(rows[0]!.details).toMatchObject({ changes: { selection: { from: ['Zostaje', 'Odchodzi'], to: ['Zostaje', 'Dochodzi'] } } });
    expect(rows[1]!.details).toEqual({ surveyId: survey, changes: { selected: { from: false, to: true } } });
    expect(rows[2]!.details).toEqual({ surveyId: survey, changes: { selected: { from: true, to: false } } });

    // The auto-save sending the same selection again records nothing.
    await kit.ok(await kit.action(survey, 'selected-animals', { animals: [added, kept] }));
    expect(await rowsOf('survey.selection_changed', survey)).toHaveLength(3);
  });

  it('adopt and cancel: the survey, every animal (status before → after) and the adopter the adoption went to', async () => {
    const reserved = await insertAnimal(kit.db.dataSource, { name: 'Rezerwowany' });
    const free = await insertAnimal(kit.db.dataSource, { name: 'Wolny' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [reserved, free], email: 'nowa.osoba.historia@example.org' });
    await kit.ok(await kit.action(survey, 'reserve', { animalId: reserved }));

    await kit.ok(await kit.action(survey, 'adopt-bulk', { animalIds: [reserved, free] }));
    const [linked] = await queryRows<{ adopter_id: number }>(kit.db.dataSource, `SELECT adopter_id FROM surveys WHERE id = $1`, [survey]);
    const adopter = linked!.adopter_id;
    const adopted = await rowsOf('survey.adopted', survey);
    expect(subjects(adopted)).toEqual([`survey:${survey}`, `animal:${reserved}`, `animal:${free}`, `adopter:${adopter}`]);
    expect(adopted[0]!.details).toMatchObject({ changes: { state: { from: 'Z rezerwacją', to: 'zakończona' } } });
    expect(adopted[1]!.details).toEqual({ surveyId: survey, changes: { status: { from: 'Zarezerwowany', to: 'Adoptowany' } } });
    expect(adopted[2]!.details).toEqual({ surveyId: survey, changes: { status: { from: 'Dostępny', to: 'Adoptowany' } } });

    await kit.ok(await kit.action(survey, 'cancel-adoption', { animalId: free }));
    const cancelled = await rowsOf('survey.adoption_cancelled', survey);
    expect(subjects(cancelled)).toEqual([`survey:${survey}`, `animal:${free}`, `adopter:${adopter}`]);
    // One adoption is left: the survey stays 'zakończona'.
    expect(cancelled[0]!.details).toEqual({ animals: [{ id: free, name: 'Wolny' }] });
    expect(cancelled[1]!.details).toEqual({ surveyId: survey, changes: { status: { from: 'Adoptowany', to: 'Dostępny' } } });
  });

  it('a refused action writes no history row', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Zajęty' });
    const tm = await insertAnimal(kit.db.dataSource, { name: 'Tęczowy', tm: true });
    const holder = await insertSurvey(kit.db.dataSource);
    const other = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    await kit.ok(await kit.action(holder, 'reserve', { animalId: animal }));
    const before = await kit.historyCount();

    await kit.refused(await kit.action(other, 'reserve', { animalId: animal }), 409);
    await kit.refused(await kit.action(other, 'reserve', { animalId: tm }), 409);
    await kit.refused(await kit.action(other, 'unreserve', { animalId: animal }), 409);
    await kit.refused(await kit.action(other, 'adopt-bulk', { animalIds: [animal] }), 409);
    await kit.refused(await kit.action(other, 'cancel-adoption', { animalId: animal }), 409);
    await kit.refused(await kit.action(holder, 'selected-animals', { animals: [] }), 409);
    await kit.refused(await kit.action(other, 'selected-animals', { animals: [animal, tm] }), 409);
    expect(await kit.historyCount()).toBe(before);
  });

  it('an adoption that fails on its last write leaves no history row (same transaction)', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Nieudany' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    const before = await kit.historyCount();
    await execute(kit.db.dataSource, `
      CREATE FUNCTION test_fail_selection() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'test: the adoption fails'; END;
      $$;
      CREATE TRIGGER trg_test_fail_selection BEFORE DELETE ON survey_animals FOR EACH ROW EXECUTE FUNCTION test_fail_selection();`);
    try {
      // Adopting one animal of two trims the selection (a DELETE) after the adoption was written.
      const second = await insertAnimal(kit.db.dataSource, { name: 'Drugi' });
      await execute(kit.db.dataSource, `INSERT INTO survey_animals (survey_id, animal_id) VALUES ($1, $2)`, [survey, second]);
      expect((await kit.action(survey, 'adopt-bulk', { animalIds: [animal] })).status).toBe(500);
    } finally {
      await execute(kit.db.dataSource, `DROP TRIGGER trg_test_fail_selection ON survey_animals; DROP FUNCTION test_fail_selection();`);
    }
    expect(await kit.historyCount()).toBe(before);
    const [row] = await queryRows<{ status: string }>(kit.db.dataSource, `SELECT status FROM animals WHERE id = $1`, [animal]);
    expect(row!.status).toBe('Dostępny');
  });

  it('the database refuses to change or delete the rows the actions wrote', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Trwały' });
    const survey = await insertSurvey(kit.db.dataSource);
    await kit.ok(await kit.action(survey, 'reserve', { animalId: animal }));
    await expect(
      execute(kit.db.dataSource, `UPDATE history SET details = '{}'::jsonb WHERE subject_type = 'survey' AND subject_id = $1`, [survey]),
    ).rejects.toThrow(/append-only/);
    await expect(execute(kit.db.dataSource, `DELETE FROM history WHERE subject_type = 'animal' AND subject_id = $1`, [animal])).rejects.toThrow(/append-only/);
    expect(await rowsOf('survey.reserved', survey)).toHaveLength(2);
  });
});
