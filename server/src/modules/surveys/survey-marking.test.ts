import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elsewhereText } from '@pets/shared';
import { insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { startAdminKit, type AdminKit } from './survey-test-kit.js';

/** Other surveys that chose an animal say who holds it, on their cards and in their detail. */
describe('an animal held by another survey', () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await startAdminKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  const cardAnimal = async (surveyId: number, animalId: number) => {
    for (const bucket of ['new', 'reserved', 'done'] as const) {
      const card = (await kit.list(bucket)).find((item) => item.id === surveyId);
      if (card) return card.animals.find((animal) => animal.id === animalId);
    }
    return undefined;
  };
  const detailAnimal = async (surveyId: number, animalId: number) => (await kit.detail(surveyId)).animals.find((animal) => animal.id === animalId);

  it('is marked reserved, then adopted, with the holding survey; free again, the mark goes', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Pralinka' });
    const holder = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    const other = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    expect(await cardAnimal(other, animal)).toMatchObject({ elsewhere: null, sex: 'Samica' });

    await kit.ok(await kit.action(holder, 'reserve', { animalId: animal }));
    expect(await cardAnimal(other, animal)).toMatchObject({ elsewhere: { kind: 'reserved', surveyId: holder }, reservedByMe: false });
    expect(await detailAnimal(other, animal)).toMatchObject({ elsewhere: { kind: 'reserved', surveyId: holder }, reservedBySurveyId: holder });
    // The holder itself is not marked; it knows one other open survey chose the animal too.
    expect(await cardAnimal(holder, animal)).toMatchObject({ elsewhere: null, reservedByMe: true });
    expect(await detailAnimal(holder, animal)).toMatchObject({ otherOpenSurveys: 1 });
    const closedToo = await insertSurvey(kit.db.dataSource, { animals: [animal] });
    await kit.ok(await kit.action(closedToo, 'close', { reason: 'spam' }));
    expect(await detailAnimal(holder, animal)).toMatchObject({ otherOpenSurveys: 1 });
    expect(elsewhereText({ kind: 'reserved', surveyId: holder }, 'Samica')).toBe(`zarezerwowana w ankiecie #${holder}`);

    await kit.ok(await kit.action(holder, 'adopt-bulk', { animalIds: [animal] }));
    expect(await cardAnimal(other, animal)).toMatchObject({ elsewhere: { kind: 'adopted', surveyId: holder }, adopted: false });
    expect(await detailAnimal(other, animal)).toMatchObject({ elsewhere: { kind: 'adopted', surveyId: holder }, adopted: true, adoptedByMe: false });
    expect(await detailAnimal(holder, animal)).toMatchObject({ elsewhere: null, adoptedByMe: true });

    await kit.ok(await kit.action(holder, 'cancel-adoption', { animalId: animal }));
    expect(await cardAnimal(other, animal)).toMatchObject({ elsewhere: null });
    expect(await detailAnimal(other, animal)).toMatchObject({ elsewhere: null, adopted: false });
  });

  it('names an adoption recorded without a survey, and a status set by hand, without a survey number', async () => {
    const animal = await insertAnimal(kit.db.dataSource, { name: 'Bezankietowy' });
    const reservedByHand = await insertAnimal(kit.db.dataSource, { name: 'Ręczny', status: 'Zarezerwowany' });
    const survey = await insertSurvey(kit.db.dataSource, { animals: [animal, reservedByHand] });
    const adopter = await kit.linkAdopter(await insertSurvey(kit.db.dataSource));
    expect((await kit.post(`/api/adopters/${adopter}/adoptions`, { animalId: animal })).status).toBe(201);

    expect(await cardAnimal(survey, animal)).toMatchObject({ elsewhere: { kind: 'adopted', surveyId: null } });
    expect(await detailAnimal(survey, reservedByHand)).toMatchObject({ elsewhere: { kind: 'reserved', surveyId: null } });
    expect(elsewhereText({ kind: 'adopted', surveyId: null }, 'Samiec')).toBe('adoptowany bez ankiety');
  });
});
