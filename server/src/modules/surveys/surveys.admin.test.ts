import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADOPTION_MESSAGES,
  MESSAGES,
  type Paged,
  type SurveyActionResponse,
  type SurveyAdminDetail,
  type SurveyBucket,
  type SurveyListItem,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { animalState, insertAnimal, insertSurvey } from './surveys.admin.fixtures.js';
import { queryOne, queryRows } from '../../db/sql.js';

interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

describe('admin survey workflow API', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;

  const list = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    const response = await admin.get(`/api/survey/surveys?${search}`);
    expect(response.status).toBe(200);
    return readJson<Paged<SurveyListItem>>(response);
  };
  const idsIn = async (bucket: SurveyBucket, query: Record<string, string | number> = {}) =>
    (await list({ bucket, pageSize: 50, ...query })).items.map((item) => item.id);
  const detail = async (id: number) => readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${id}`));
  const action = (id: number, name: string, body: unknown) => admin.post(`/api/survey/${id}/${name}`, body);
  const ok = async (response: Response) => {
    const body = await readJson<SurveyActionResponse & ErrorBody>(response);
    expect({ status: response.status, error: body.error }).toEqual({ status: 200, error: undefined });
    return body;
  };
  const refused = async (response: Response, status: number, message?: string) => {
    const body = await readJson<ErrorBody>(response);
    expect(response.status).toBe(status);
    if (message !== undefined) expect(body.error).toBe(message);
    return body;
  };
  const bucketOf = async (surveyId: number): Promise<SurveyBucket | null> => {
    for (const bucket of ['new', 'reserved', 'done'] as const) {
      if ((await idsIn(bucket)).includes(surveyId)) return bucket;
    }
    return null;
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await queryOne<{ n: number }>(db.dataSource, sql, params)).n);

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

  describe('reserve and unreserve', () => {
    it('reserves an available animal: Zarezerwowany, a reservation row, in the selection, bucket reserved', async () => {
      const animal = await insertAnimal(db.dataSource, { name: 'Bursztyn' });
      const survey = await insertSurvey(db.dataSource);
      expect(await bucketOf(survey)).toBe('new');

      const body = await ok(await action(survey, 'reserve', { animalId: animal }));
      expect(body.message).toBe(MESSAGES.admin.reserved('Bursztyn'));
      expect(body.message).toBe('Zarezerwowano „Bursztyn”.');
      expect(body.survey.bucket).toBe('reserved');
      expect(body.survey.animals).toEqual([
        expect.objectContaining({ id: animal, name: 'Bursztyn', reserved: true, reservedByMe: true, selected: true, adopted: false }),
      ]);
      expect(body.survey.animals[0]?.reservedSince).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      expect(await animalState(db.dataSource, animal)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: survey, reservations_active: 1 });
      expect(await count(`SELECT count(*)::int AS n FROM survey_animals WHERE survey_id = $1 AND animal_id = $2`, [survey, animal])).toBe(1);
      expect(await bucketOf(survey)).toBe('reserved');

      // Again through the same survey: nothing changes.
      await ok(await action(survey, 'reserve', { animalId: animal }));
      expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE animal_id = $1`, [animal])).toBe(1);

      const unreserved = await ok(await action(survey, 'unreserve', { animalId: animal }));
      expect(unreserved.message).toBe('Cofnięto rezerwację „Bursztyn”.');
      expect(unreserved.survey.bucket).toBe('new');
      expect(unreserved.survey.animals[0]).toMatchObject({ id: animal, reserved: false, reservedByMe: false, selected: true });
      expect(await animalState(db.dataSource, animal)).toMatchObject({ status: 'Dostępny', reservations_active: 0 });
      const released = await queryOne<{ released_at: unknown; release_reason: unknown }>(db.dataSource, `SELECT released_at, release_reason FROM reservations WHERE animal_id = $1`, [animal]);
      expect(released.released_at).not.toBeNull();
      expect(released.release_reason).toBe('unreserved');
      expect(await bucketOf(survey)).toBe('new');
    });

    it('refuses an animal reserved by another survey, and only the holder may unreserve', async () => {
      const animal = await insertAnimal(db.dataSource, { name: 'Kropka' });
      const holder = await insertSurvey(db.dataSource);
      const other = await insertSurvey(db.dataSource);
      await ok(await action(holder, 'reserve', { animalId: animal }));
      await refused(await action(other, 'reserve', { animalId: animal }), 409, 'Ten zwierzak jest już zarezerwowany przez inną ankietę.');
      await refused(await action(other, 'unreserve', { animalId: animal }), 409, ADOPTION_MESSAGES.notReservedHere);
      expect(await animalState(db.dataSource, animal)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: holder });

      const seen = (await detail(other)).animals;
      expect(seen).toEqual([]);
      const otherWithAnimal = await insertSurvey(db.dataSource, { animals: [animal] });
      expect((await detail(otherWithAnimal)).animals[0]).toMatchObject({ reserved: true, reservedByMe: false, reservedBySurveyId: holder });
    });

    it.each([
      ['Za Tęczowym Mostem', { tm: true }, 409, ADOPTION_MESSAGES.rainbowBridge],
      ['wstrzymany', { status: 'Wstrzymany' as const }, 409, ADOPTION_MESSAGES.onHold],
      ['adoptowany', { status: 'Adoptowany' as const }, 409, ADOPTION_MESSAGES.adopted],
      ['innego gatunku', { species: 'Szczur' as const }, 400, ADOPTION_MESSAGES.outsideGroup],
    ])('refuses to reserve an animal that is %s and changes nothing', async (_label, fixture, status, message) => {
      const animal = await insertAnimal(db.dataSource, { name: 'Odmowa', ...fixture });
      const survey = await insertSurvey(db.dataSource);
      const before = await animalState(db.dataSource, animal);
      await refused(await action(survey, 'reserve', { animalId: animal }), status, message);
      expect(await animalState(db.dataSource, animal)).toEqual(before);
      expect(await count(`SELECT count(*)::int AS n FROM survey_animals WHERE survey_id = $1`, [survey])).toBe(0);
    });

    it('lets a hamster survey reserve any hamster of its group', async () => {
      const animal = await insertAnimal(db.dataSource, { name: 'Robo', species: 'Chomik Roborowskiego' });
      const survey = await insertSurvey(db.dataSource, { species: 'Chomik syryjski' });
      await ok(await action(survey, 'reserve', { animalId: animal }));
    });

    it('answers 404 for an unknown survey or animal and 400 for a bad body', async () => {
      const animal = await insertAnimal(db.dataSource, { name: 'Nikt' });
      const survey = await insertSurvey(db.dataSource);
      await refused(await action(999_999, 'reserve', { animalId: animal }), 404, ADOPTION_MESSAGES.surveyNotFound);
      await refused(await action(survey, 'reserve', { animalId: 999_999 }), 404, ADOPTION_MESSAGES.animalNotFound);
      await refused(await action(survey, 'reserve', { animalId: 'abc' }), 400, ADOPTION_MESSAGES.invalidAnimal);
      await refused(await action(survey, 'adopt-bulk', { animalIds: [] }), 400, ADOPTION_MESSAGES.chooseAnimals);
      await refused(await admin.get('/api/survey/details/999999'), 404, ADOPTION_MESSAGES.surveyNotFound);
      await refused(await admin.get('/api/survey/details/abc'), 404);
    });
  });

  describe('selection', () => {
    it('saves the selection (adds and removes) within the species group', async () => {
      const [a, b, c] = [
        await insertAnimal(db.dataSource, { name: 'Sel A' }),
        await insertAnimal(db.dataSource, { name: 'Sel B' }),
        await insertAnimal(db.dataSource, { name: 'Sel C' }),
      ];
      const survey = await insertSurvey(db.dataSource, { animals: [a!] });
      const saved = await ok(await action(survey, 'selected-animals', { animals: [b, c] }));
      expect(saved.survey.animals.map((animal) => animal.id)).toEqual([b, c]);
      const rows = await queryRows<{ animal_id: number }>(db.dataSource, `SELECT animal_id FROM survey_animals WHERE survey_id = $1 ORDER BY animal_id`, [survey]);
      expect(rows.map((row) => row.animal_id)).toEqual([b, c]);
    });

    it('refuses animals of another species group and adopted or TM animals, changing nothing', async () => {
      const keep = await insertAnimal(db.dataSource, { name: 'Zostaje' });
      const rat = await insertAnimal(db.dataSource, { name: 'Szczurek', species: 'Szczur' });
      const adopted = await insertAnimal(db.dataSource, { name: 'Już w domu', status: 'Adoptowany' });
      const tm = await insertAnimal(db.dataSource, { name: 'Anioł', tm: true });
      const survey = await insertSurvey(db.dataSource, { animals: [keep] });
      await refused(await action(survey, 'selected-animals', { animals: [keep, rat] }), 400, MESSAGES.survey.animalsOutsideGroup);
      await refused(await action(survey, 'selected-animals', { animals: [keep, adopted] }), 409, ADOPTION_MESSAGES.animalsUnavailable);
      await refused(await action(survey, 'selected-animals', { animals: [tm] }), 409, ADOPTION_MESSAGES.animalsUnavailable);
      await refused(await action(survey, 'selected-animals', { animals: [999_999] }), 400, MESSAGES.survey.animalNotFound);
      expect((await detail(survey)).animals.map((animal) => animal.id)).toEqual([keep]);
    });

    it('cannot remove an animal this survey reserved (the spec message) or adopted', async () => {
      const reserved = await insertAnimal(db.dataSource, { name: 'Zarezerwowana' });
      const other = await insertAnimal(db.dataSource, { name: 'Inna' });
      const survey = await insertSurvey(db.dataSource, { animals: [other] });
      await ok(await action(survey, 'reserve', { animalId: reserved }));
      const body = await refused(await action(survey, 'selected-animals', { animals: [other] }), 409, MESSAGES.admin.reservedCannotRemove);
      expect(body.error).toBe('Nie można usunąć – zwierzak zarezerwowany przez tę ankietę.');
      expect(await count(`SELECT count(*)::int AS n FROM survey_animals WHERE survey_id = $1`, [survey])).toBe(2);

      await ok(await action(survey, 'adopt-bulk', { animalIds: [reserved] }));
      await refused(await action(survey, 'selected-animals', { animals: [] }), 409, ADOPTION_MESSAGES.adoptedCannotRemove);
    });
  });

  describe('adopt-bulk and cancel-adoption', () => {
    it('adopts selected and reserved animals: statuses, records, adopter, selection, bucket done', async () => {
      const reserved = await insertAnimal(db.dataSource, { name: 'Pierwszy' });
      const selected = await insertAnimal(db.dataSource, { name: 'Drugi' });
      const dropped = await insertAnimal(db.dataSource, { name: 'Trzeci' });
      const survey = await insertSurvey(db.dataSource, {
        firstName: 'Łucja',
        lastName: 'Żaboklicka',
        email: 'Lucja.Zaboklicka@Example.com',
        phone: '+48600700800',
        zip: '31-000',
        city: 'Kraków',
        animals: [selected, dropped],
      });
      await ok(await action(survey, 'reserve', { animalId: reserved }));

      const body = await ok(await action(survey, 'adopt-bulk', { animalIds: [reserved, selected] }));
      expect(body.message).toBe('Adoptowano :)');
      // The contract of the two (one group) is named by their first adoption, for the toast's "Pobierz umowę".
      const first = await queryOne<{ id: number }>(db.dataSource, `SELECT min(id)::int AS id FROM adoptions WHERE survey_id = $1`, [survey]);
      expect(body.contractAdoptionId).toBe(first.id);
      expect(body.survey.bucket).toBe('done');
      expect(body.survey.finished).toBe(true);
      // The selection keeps only the adopted animals.
      expect(body.survey.animals.map((animal) => [animal.id, animal.adoptedByMe])).toEqual([
        [selected, true],
        [reserved, true],
      ]);
      expect(await count(`SELECT count(*)::int AS n FROM survey_animals WHERE survey_id = $1 AND animal_id = $2`, [survey, dropped])).toBe(0);

      const adopter = await queryOne<Record<string, unknown>>(db.dataSource, `SELECT * FROM adopters WHERE lower(email) = lower($1)`, ['lucja.zaboklicka@example.com']);
      expect(adopter).toMatchObject({ first_name: 'Łucja', last_name: 'Żaboklicka', phone: '+48600700800', zip: '31-000', city: 'Kraków' });
      const surveyRow = await queryOne<{ adopter_id: number | null }>(db.dataSource, `SELECT adopter_id FROM surveys WHERE id = $1`, [survey]);
      expect(surveyRow.adopter_id).toBe(adopter.id);
      for (const animal of [reserved, selected]) {
        expect(await animalState(db.dataSource, animal)).toMatchObject({
          status: 'Adoptowany',
          reservations_active: 0,
          adoption_survey: survey,
          adoption_adopter: adopter.id,
          adoptions_active: 1,
        });
      }
      const reservation = await queryOne<{ release_reason: unknown }>(db.dataSource, `SELECT release_reason FROM reservations WHERE animal_id = $1`, [reserved]);
      expect(reservation.release_reason).toBe('adopted');
      expect(await animalState(db.dataSource, dropped)).toMatchObject({ status: 'Dostępny' });
      expect(await bucketOf(survey)).toBe('done');

      // Another survey cannot adopt or reserve them now.
      const late = await insertSurvey(db.dataSource, { animals: [selected] });
      await refused(await action(late, 'adopt-bulk', { animalIds: [selected] }), 409, ADOPTION_MESSAGES.adoptedNamed('Drugi', 'Samica'));
      await refused(await action(late, 'reserve', { animalId: selected }), 409, ADOPTION_MESSAGES.adopted);
      await refused(await action(late, 'cancel-adoption', { animalId: selected }), 409, ADOPTION_MESSAGES.notAdoptedHere);

      // Cancel one adoption: the animal is available, the history row stays, the survey stays done (one left).
      const cancelled = await ok(await action(survey, 'cancel-adoption', { animalId: selected }));
      expect(cancelled.message).toBe('Adopcję anulowano.');
      expect(await animalState(db.dataSource, selected)).toMatchObject({ status: 'Dostępny', adoptions_active: 0 });
      expect(await count(`SELECT count(*)::int AS n FROM adoptions WHERE animal_id = $1 AND cancelled_at IS NOT NULL`, [selected])).toBe(1);
      expect(cancelled.survey.bucket).toBe('done');
      expect(cancelled.survey.animals.find((animal) => animal.id === selected)).toMatchObject({ adopted: false, adoptedByMe: false, selected: true });

      // Cancelling the last one: back to 'new' (no reservation left either); the adopter record stays.
      const last = await ok(await action(survey, 'cancel-adoption', { animalId: reserved }));
      expect(last.survey.bucket).toBe('new');
      expect(last.survey.finished).toBe(false);
      expect(await bucketOf(survey)).toBe('new');
      expect(await count(`SELECT count(*)::int AS n FROM adopters WHERE id = $1`, [adopter.id])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM adoptions WHERE survey_id = $1`, [survey])).toBe(2);

      // The animal can be adopted again (a new adoption row).
      await ok(await action(survey, 'adopt-bulk', { animalIds: [reserved] }));
      expect(await count(`SELECT count(*)::int AS n FROM adoptions WHERE animal_id = $1`, [reserved])).toBe(2);
    });

    it('is all or nothing: one refused animal leaves every animal and record as it was', async () => {
      const fine = await insertAnimal(db.dataSource, { name: 'Dobry' });
      const foreign = await insertAnimal(db.dataSource, { name: 'Obcy' });
      const survey = await insertSurvey(db.dataSource, { animals: [fine] });
      const adoptersBefore = await count(`SELECT count(*)::int AS n FROM adopters`);
      await refused(await action(survey, 'adopt-bulk', { animalIds: [fine, foreign] }), 409, ADOPTION_MESSAGES.notSelectedNamed('Obcy', 'Samica'));
      expect(await animalState(db.dataSource, fine)).toMatchObject({ status: 'Dostępny', adoptions_active: 0 });
      expect(await count(`SELECT count(*)::int AS n FROM adopters`)).toBe(adoptersBefore);
      expect(await bucketOf(survey)).toBe('new');
    });

    it('refuses an animal another survey reserved, on hold, or TM', async () => {
      const takenElsewhere = await insertAnimal(db.dataSource, { name: 'Zajęty' });
      const onHold = await insertAnimal(db.dataSource, { name: 'Czeka', status: 'Wstrzymany' });
      const tm = await insertAnimal(db.dataSource, { name: 'Gwiazdka', tm: true });
      const holder = await insertSurvey(db.dataSource);
      await ok(await action(holder, 'reserve', { animalId: takenElsewhere }));
      const survey = await insertSurvey(db.dataSource, { animals: [takenElsewhere, onHold, tm] });
      await refused(await action(survey, 'adopt-bulk', { animalIds: [takenElsewhere] }), 409, ADOPTION_MESSAGES.reservedByOtherNamed('Zajęty', 'Samica'));
      await refused(await action(survey, 'adopt-bulk', { animalIds: [onHold] }), 409, ADOPTION_MESSAGES.onHoldNamed('Czeka', 'Samica'));
      await refused(await action(survey, 'adopt-bulk', { animalIds: [tm] }), 409, ADOPTION_MESSAGES.rainbowBridgeNamed('Gwiazdka'));
      expect(await animalState(db.dataSource, takenElsewhere)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: holder });
    });

    it('links the adopter by e-mail whatever its letter case, without changing their data', async () => {
      const first = await insertAnimal(db.dataSource, { name: 'Upsert 1' });
      const second = await insertAnimal(db.dataSource, { name: 'Upsert 2' });
      const a = await insertSurvey(db.dataSource, { email: 'ewa.nowak@example.org', phone: '+48111222333', city: 'Łódź', animals: [first] });
      const b = await insertSurvey(db.dataSource, { email: 'EWA.Nowak@Example.ORG', phone: '+48999888777', city: 'Poznań', animals: [second] });
      await ok(await action(a, 'adopt-bulk', { animalIds: [first] }));
      await ok(await action(b, 'adopt-bulk', { animalIds: [second] }));
      const adopters = await queryRows<{ id: number; phone: unknown; city: unknown }>(db.dataSource, `SELECT id, phone, city FROM adopters WHERE lower(email) = 'ewa.nowak@example.org'`);
      expect(adopters).toHaveLength(1);
      expect(adopters[0]).toMatchObject({ phone: '+48111222333', city: 'Łódź' });
      expect(await count(`SELECT count(*)::int AS n FROM adoptions WHERE adopter_id = $1 AND cancelled_at IS NULL`, [adopters[0]!.id])).toBe(2);
    });
  });

  describe('concurrency (real PostgreSQL, row locks and unique indexes)', () => {
    it('50 surveys reserving one animal at once: exactly one wins, the others get a clear 409', async () => {
      for (let round = 0; round < 3; round += 1) {
        const animal = await insertAnimal(db.dataSource, { name: `Wyścig ${round}` });
        const surveys = await Promise.all(Array.from({ length: 50 }, () => insertSurvey(db.dataSource)));
        const responses = await Promise.all(surveys.map((survey) => action(survey, 'reserve', { animalId: animal })));
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(49);
        const losers = await Promise.all(responses.filter((response) => response.status === 409).map((response) => readJson<ErrorBody>(response)));
        expect(new Set(losers.map((body) => body.error))).toEqual(new Set([ADOPTION_MESSAGES.reservedByOther]));
        const winner = surveys[statuses.indexOf(200)];
        expect(await animalState(db.dataSource, animal)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: winner, reservations_active: 1 });
        expect(await count(`SELECT count(*)::int AS n FROM reservations WHERE animal_id = $1`, [animal])).toBe(1);
      }
    });

    it('two surveys racing to reserve, repeated: one reservation per animal every time', async () => {
      for (let round = 0; round < 10; round += 1) {
        const animal = await insertAnimal(db.dataSource, { name: `Para ${round}` });
        const [a, b] = [await insertSurvey(db.dataSource), await insertSurvey(db.dataSource)];
        const statuses = (await Promise.all([action(a, 'reserve', { animalId: animal }), action(b, 'reserve', { animalId: animal })])).map(
          (response) => response.status,
        );
        expect(statuses.sort()).toEqual([200, 409]);
        expect((await animalState(db.dataSource, animal)).reservations_active).toBe(1);
      }
    });

    it('concurrent adopt-bulk, cancel and reserve keep the invariants', async () => {
      const animals = await Promise.all(Array.from({ length: 4 }, (_, index) => insertAnimal(db.dataSource, { name: `Chaos ${index}` })));
      const surveys = await Promise.all(Array.from({ length: 6 }, () => insertSurvey(db.dataSource, { animals })));
      for (let round = 0; round < 8; round += 1) {
        const requests = surveys.flatMap((survey, index) => {
          const animal = animals[(index + round) % animals.length]!;
          const pair = animals[(index + round + 1) % animals.length]!;
          return [
            action(survey, 'adopt-bulk', { animalIds: [animal, pair] }),
            action(survey, 'cancel-adoption', { animalId: animal }),
            action(survey, 'reserve', { animalId: pair }),
            action(survey, 'unreserve', { animalId: pair }),
          ];
        });
        const statuses = (await Promise.all(requests)).map((response) => response.status);
        expect(statuses.every((status) => [200, 409].includes(status)), String(statuses)).toBe(true);
      }
      for (const animal of animals) {
        const state = await animalState(db.dataSource, animal);
        expect(state.reservations_active).toBeLessThanOrEqual(1);
        expect(state.adoptions_active).toBeLessThanOrEqual(1);
        expect(state.reservations_active + state.adoptions_active).toBeLessThanOrEqual(1);
        const expected = state.adoptions_active ? 'Adoptowany' : state.reservations_active ? 'Zarezerwowany' : 'Dostępny';
        expect(state.status).toBe(expected);
      }
      // Every survey is in exactly one bucket, the one its records say.
      for (const survey of surveys) {
        const detailed = await detail(survey);
        expect(await bucketOf(survey)).toBe(detailed.bucket);
      }
    });
  });
});
