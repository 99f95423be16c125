import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADOPTION_MESSAGES,
  RESERVATION_MESSAGES,
  type AdopterAdminProfile,
  type Animal,
  type PersonalDataExport,
  type ReservationInfo,
  type SurveyAdminDetail,
} from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { animalState, insertAnimal, insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';

/**
 * Issue 19 item 7: an animal added as "Zarezerwowany" is reserved for a survey or an adopter in the
 * same transaction; an animal left "Zarezerwowany" without a reservation can be released; a TM
 * animal never becomes "Dostępny" on any path.
 */

interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

const NEW_ANIMAL = {
  imie: 'Rezerwka',
  gatunek: 'Królik',
  data_urodzenia: '2025-03-01',
  plec: 'Samica',
  wykastrowany: 'Nie',
  opis: 'Spokojna.',
  stan_zdrowia: 'Zdrowa',
};

describe('reserved and TM animals', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let adopterId: number;
  let otherAdopterId: number;

  const count = async (sql: string, params: unknown[] = []) => Number((await queryOne<{ n: number }>(db.dataSource, sql, params)).n);
  const historyOf = (subjectType: string, subjectId: number) =>
    queryRows<{ action: string; actor_name: string; details: Record<string, unknown> }>(db.dataSource, `SELECT action, actor_name, details FROM history WHERE subject_type = $1 AND subject_id = $2 ORDER BY id`, [
      subjectType,
      subjectId,
    ]);
  const add = (overrides: Record<string, unknown>) => admin.post('/api/animals/add', { ...NEW_ANIMAL, ...overrides });
  const addOk = async (overrides: Record<string, unknown>) => {
    const response = await add(overrides);
    expect(response.status).toBe(201);
    return (await readJson<{ id: number }>(response)).id;
  };
  const statusOf = async (id: number) => (await animalState(db.dataSource, id)).status;
  const staleReserved = async (name: string, tm = false) => {
    const id = await insertAnimal(db.dataSource, { name, tm });
    await execute(db.dataSource, `UPDATE animals SET status = 'Zarezerwowany' WHERE id = $1`, [id]);
    return id;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const row = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Bogna', 'Bez-Ankiety', 'bogna@example.com', '+48600200300') RETURNING id`,
    );
    adopterId = row.id;
    const other = await queryOne<{ id: number }>(
      db.dataSource,
      `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Olek', 'Inny', 'olek@example.com', '+48600200301') RETURNING id`,
    );
    otherAdopterId = other.id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe('adding an animal as "Zarezerwowany"', () => {
    it('refuses it without a survey or an adopter, and a target with another status; nothing is stored', async () => {
      const before = await count(`SELECT count(*)::int AS n FROM animals`);
      const historyBefore = await count(`SELECT count(*)::int AS n FROM history`);
      for (const [body, message] of [
        [{ status: 'Zarezerwowany' }, RESERVATION_MESSAGES.targetRequired],
        [{ status: 'Dostępny', ankieta_id: 1 }, RESERVATION_MESSAGES.targetOnlyWhenReserved],
        [{ status: 'Zarezerwowany', ankieta_id: 1, adoptujacy_id: adopterId }, RESERVATION_MESSAGES.oneTarget],
      ] as const) {
        const response = await add(body);
        expect(response.status).toBe(400);
        expect((await readJson<ErrorBody>(response)).fields?.rezerwacja).toBe(message);
      }
      expect(await count(`SELECT count(*)::int AS n FROM animals`)).toBe(before);
      expect(await count(`SELECT count(*)::int AS n FROM history`)).toBe(historyBefore);
    });

    it('for a survey: the survey’s own reservation, shown in the survey, which can then adopt it', async () => {
      const surveyId = await insertSurvey(db.dataSource, { species: 'Królik' });
      const id = await addOk({ status: 'Zarezerwowany', ankieta_id: surveyId });
      expect(await animalState(db.dataSource, id)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: surveyId, reservations_active: 1 });

      const detail = await readJson<SurveyAdminDetail>(await admin.get(`/api/survey/details/${surveyId}`));
      expect(detail.bucket).toBe('reserved');
      expect(detail.animals.find((animal) => animal.id === id)).toMatchObject({ reserved: true, reservedByMe: true, selected: true });
      const info = await readJson<ReservationInfo>(await admin.get(`/api/animals/${id}/reservation`));
      expect(info).toMatchObject({ active: true, surveyId });

      expect((await historyOf('animal', id)).map((row) => row.action)).toEqual(['animal.created', 'survey.reserved']);
      expect((await historyOf('animal', id))[0]!.details).toMatchObject({ status: 'Zarezerwowany', reservedFor: { surveyId } });
      expect((await historyOf('survey', surveyId)).map((row) => row.action)).toEqual(['survey.reserved']);

      expect((await admin.post(`/api/survey/${surveyId}/adopt-bulk`, { animalIds: [id] })).status).toBe(200);
      expect(await animalState(db.dataSource, id)).toMatchObject({ status: 'Adoptowany', reservations_active: 0, adoption_survey: surveyId });
    });

    it('refuses a survey of another species group, a closed one or a missing one, and rolls the animal back', async () => {
      const before = await count(`SELECT count(*)::int AS n FROM animals`);
      const historyBefore = await count(`SELECT count(*)::int AS n FROM history`);
      const rats = await insertSurvey(db.dataSource, { species: 'Szczur' });
      const outside = await add({ status: 'Zarezerwowany', ankieta_id: rats });
      expect(outside.status).toBe(400);
      expect((await readJson<ErrorBody>(outside)).error).toBe(ADOPTION_MESSAGES.outsideGroup);

      const closed = await insertSurvey(db.dataSource, { species: 'Królik' });
      expect((await admin.post(`/api/survey/${closed}/close`, { reason: 'spam' })).status).toBe(200);
      expect((await add({ status: 'Zarezerwowany', ankieta_id: closed })).status).toBe(409);

      const missing = await add({ status: 'Zarezerwowany', ankieta_id: 999_999 });
      expect(missing.status).toBe(404);
      expect((await readJson<ErrorBody>(missing)).error).toBe(ADOPTION_MESSAGES.surveyNotFound);

      expect(await count(`SELECT count(*)::int AS n FROM animals`)).toBe(before);
      // Only the closing of the survey above was recorded.
      expect(await count(`SELECT count(*)::int AS n FROM history`)).toBe(historyBefore + 1);
    });

    it('for an adopter: reserved for them alone; their profile adopts it without a survey, and cancels', async () => {
      const id = await addOk({ imie: 'Dla Bogny', status: 'Zarezerwowany', adoptujacy_id: adopterId });
      expect(await statusOf(id)).toBe('Zarezerwowany');
      const info = await readJson<ReservationInfo>(await admin.get(`/api/animals/${id}/reservation`));
      expect(info).toMatchObject({ active: true, surveyId: null, adopterId, adopter: { firstName: 'Bogna', lastName: 'Bez-Ankiety' } });

      let profile = await readJson<AdopterAdminProfile>(await admin.get(`/api/adopters/${adopterId}`));
      expect(profile.reservedAnimals).toEqual([expect.objectContaining({ animalId: id, animal: expect.objectContaining({ name: 'Dla Bogny' }) as unknown }) as unknown]);

      // Nobody else takes it: not a survey, not another adopter, and the stale release refuses too.
      const surveyId = await insertSurvey(db.dataSource, { species: 'Królik' });
      const reserve = await admin.post(`/api/survey/${surveyId}/reserve`, { animalId: id });
      expect(reserve.status).toBe(409);
      expect((await readJson<ErrorBody>(reserve)).error).toBe(RESERVATION_MESSAGES.reservedForAdopter);
      expect((await admin.post(`/api/adopters/${otherAdopterId}/adoptions`, { animalId: id })).status).toBe(409);
      const release = await admin.post(`/api/animals/${id}/release-reservation`, {});
      expect(release.status).toBe(409);
      expect((await readJson<ErrorBody>(release)).error).toBe(RESERVATION_MESSAGES.reservedForAdopter);

      const adopted = await admin.post(`/api/adopters/${adopterId}/adoptions`, { animalId: id });
      expect(adopted.status).toBe(201);
      profile = (await readJson<{ profile: AdopterAdminProfile }>(adopted)).profile;
      expect(profile.reservedAnimals).toEqual([]);
      expect(await animalState(db.dataSource, id)).toMatchObject({ status: 'Adoptowany', adoption_adopter: adopterId, adoption_survey: null });
      expect(await count(`SELECT count(*)::int AS n FROM adopter_reservations WHERE animal_id = $1 AND released_at IS NULL`, [id])).toBe(0);

      const adoptionId = profile.adoptedAnimals.find((item) => item.animalId === id)!.adoptionId;
      expect((await admin.post(`/api/adopters/${adopterId}/adoptions/${adoptionId}/cancel`, {})).status).toBe(200);
      expect(await statusOf(id)).toBe('Dostępny');

      expect((await historyOf('animal', id)).map((row) => row.action)).toEqual([
        'animal.created',
        'adopter.animal_reserved',
        'adopter.adopted',
        'adopter.adoption_cancelled',
      ]);
      const adopterRows = (await historyOf('adopter', adopterId)).filter((row) => (row.details.animals as { id: number }[] | undefined)?.[0]?.id === id);
      expect(adopterRows.map((row) => [row.action, row.actor_name])).toEqual([
        ['adopter.animal_reserved', 'admin'],
        ['adopter.adopted', 'admin'],
        ['adopter.adoption_cancelled', 'admin'],
      ]);
    });

    it('for an adopter: the profile releases the reservation; another adopter cannot', async () => {
      const id = await addOk({ imie: 'Zwolniona', status: 'Zarezerwowany', adoptujacy_id: adopterId });
      const wrong = await admin.post(`/api/adopters/${otherAdopterId}/unreserve`, { animalId: id });
      expect(wrong.status).toBe(409);
      expect((await readJson<ErrorBody>(wrong)).error).toBe(RESERVATION_MESSAGES.notReservedForAdopter);
      const response = await admin.post(`/api/adopters/${adopterId}/unreserve`, { animalId: id });
      expect(response.status).toBe(200);
      expect((await readJson<{ message: string }>(response)).message).toBe(RESERVATION_MESSAGES.unreservedNamed('Zwolniona'));
      expect(await statusOf(id)).toBe('Dostępny');
      expect((await historyOf('animal', id)).at(-1)).toMatchObject({
        action: 'adopter.animal_unreserved',
        details: { adopterId, changes: { status: { from: 'Zarezerwowany', to: 'Dostępny' } } },
      });
    });

    it('erasing the adopter (RODO) releases what was reserved for them, so the animal is not left stuck', async () => {
      const person = await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO adopters (first_name, last_name, email, phone) VALUES ('Ewa', 'Do-Usunięcia', 'ewa.usun@example.com', '') RETURNING id`,
      );
      const id = await addOk({ imie: 'Po-Usunięciu', status: 'Zarezerwowany', adoptujacy_id: person.id });
      // The reservation is the person's data too: the export names it.
      const exported = await readJson<PersonalDataExport>(await admin.get(`/api/adopters/${person.id}/export`));
      expect(exported.reservations).toEqual([expect.objectContaining({ animal: 'Po-Usunięciu', surveyId: null, releasedAt: null })]);
      expect((await admin.post(`/api/adopters/${person.id}/erase`, {})).status).toBe(200);
      expect(await statusOf(id)).toBe('Dostępny');
      expect(await count(`SELECT count(*)::int AS n FROM adopter_reservations WHERE adopter_id = $1 AND released_at IS NULL`, [person.id])).toBe(0);
      expect((await historyOf('animal', id)).at(-1)).toMatchObject({ action: 'adopter.animal_unreserved' });
    });

    it('refuses an adopter who is missing or erased, storing nothing', async () => {
      const before = await count(`SELECT count(*)::int AS n FROM animals`);
      expect((await add({ status: 'Zarezerwowany', adoptujacy_id: 999_999 })).status).toBe(404);
      const erased = await queryOne<{ id: number }>(
        db.dataSource,
        `INSERT INTO adopters (first_name, last_name, email, phone, erased_at) VALUES ('X', '', 'usunieto-x@anonim.invalid', '', now()) RETURNING id`,
      );
      expect((await add({ status: 'Zarezerwowany', adoptujacy_id: erased.id })).status).toBe(409);
      expect(await count(`SELECT count(*)::int AS n FROM animals`)).toBe(before);
    });
  });

  describe('releasing an animal left "Zarezerwowany" without a reservation', () => {
    it('makes it "Dostępny", recorded; refuses when it is not reserved or a survey holds it', async () => {
      const id = await staleReserved('Utknięta');
      const response = await admin.post(`/api/animals/${id}/release-reservation`, {});
      expect(response.status).toBe(200);
      const body = await readJson<{ message: string; animal: Animal }>(response);
      expect(body).toMatchObject({ message: RESERVATION_MESSAGES.released, animal: { status: 'Dostępny' } });
      expect((await historyOf('animal', id)).at(-1)).toMatchObject({
        action: 'animal.reservation_released',
        actor_name: 'admin',
        details: { changes: { status: { from: 'Zarezerwowany', to: 'Dostępny' } } },
      });

      const again = await admin.post(`/api/animals/${id}/release-reservation`, {});
      expect(again.status).toBe(409);
      expect((await readJson<ErrorBody>(again)).error).toBe(RESERVATION_MESSAGES.notReservedStatus);

      const surveyId = await insertSurvey(db.dataSource, { species: 'Królik' });
      expect((await admin.post(`/api/survey/${surveyId}/reserve`, { animalId: id })).status).toBe(200);
      const held = await admin.post(`/api/animals/${id}/release-reservation`, {});
      expect(held.status).toBe(409);
      expect((await readJson<ErrorBody>(held)).error).toBe(ADOPTION_MESSAGES.reservedBySurvey(surveyId));
      expect(await animalState(db.dataSource, id)).toMatchObject({ status: 'Zarezerwowany', reservation_survey: surveyId });

      expect((await admin.post(`/api/animals/999999/release-reservation`, {})).status).toBe(404);
    });
  });

  describe('a TM animal is never "Dostępny"', () => {
    it('add: only as "Wstrzymany"', async () => {
      for (const [status, message] of [
        ['Dostępny', RESERVATION_MESSAGES.tmNotAvailable],
        ['Zarezerwowany', RESERVATION_MESSAGES.tmNotReserved],
      ] as const) {
        const response = await add({ TM: 'Tak', status, ...(status === 'Zarezerwowany' ? { adoptujacy_id: adopterId } : {}) });
        expect(response.status).toBe(400);
        expect((await readJson<ErrorBody>(response)).fields?.status).toBe(message);
      }
      const id = await addOk({ TM: 'Tak', status: 'Wstrzymany' });
      expect(await readJson<Animal>(await admin.get(`/api/animals/${id}`))).toMatchObject({ TM: 'Tak', status: 'Wstrzymany' });
    });

    it('edit: marking an available animal TM holds it; releasing the hold of a TM animal is refused', async () => {
      const id = await addOk({ imie: 'Tęczka', status: 'Dostępny' });
      const marked = await admin.request('PUT', `/api/animals/${id}`, { TM: 'Tak', status: 'Dostępny' });
      expect(marked.status).toBe(200);
      expect((await readJson<{ animal: Animal }>(marked)).animal).toMatchObject({ TM: 'Tak', status: 'Wstrzymany' });
      expect((await historyOf('animal', id)).at(-1)).toMatchObject({
        action: 'animal.held',
        details: { changes: { TM: { from: 'Nie', to: 'Tak' }, status: { from: 'Dostępny', to: 'Wstrzymany' } } },
      });

      const historyBefore = (await historyOf('animal', id)).length;
      for (const body of [{ status: 'Dostępny' }, { status: 'Dostępny', TM: 'Tak' }]) {
        const refused = await admin.request('PUT', `/api/animals/${id}`, body);
        expect(refused.status).toBe(409);
        expect((await readJson<ErrorBody>(refused)).error).toBe(RESERVATION_MESSAGES.tmNotAvailable);
      }
      expect(await statusOf(id)).toBe('Wstrzymany');
      expect((await historyOf('animal', id)).length).toBe(historyBefore);

      // Taking the TM mark off and releasing the hold in one save is allowed.
      const back = await admin.request('PUT', `/api/animals/${id}`, { TM: 'Nie', status: 'Dostępny' });
      expect((await readJson<{ animal: Animal }>(back)).animal).toMatchObject({ TM: 'Nie', status: 'Dostępny' });
    });

    it('survey unreserve and closing keep a TM animal "Wstrzymany"', async () => {
      for (const release of ['unreserve', 'close'] as const) {
        const id = await insertAnimal(db.dataSource, { name: `Rezerwowany-${release}` });
        const surveyId = await insertSurvey(db.dataSource, { species: 'Królik' });
        expect((await admin.post(`/api/survey/${surveyId}/reserve`, { animalId: id })).status).toBe(200);
        expect((await admin.request('PUT', `/api/animals/${id}`, { TM: 'Tak' })).status).toBe(200);
        expect(await statusOf(id)).toBe('Zarezerwowany');
        const response =
          release === 'unreserve'
            ? await admin.post(`/api/survey/${surveyId}/unreserve`, { animalId: id })
            : await admin.post(`/api/survey/${surveyId}/close`, { reason: 'wycofana' });
        expect(response.status).toBe(200);
        expect(await animalState(db.dataSource, id)).toMatchObject({ status: 'Wstrzymany', reservations_active: 0 });
        expect((await historyOf('animal', id)).at(-1)!.details).toMatchObject({ changes: { status: { from: 'Zarezerwowany', to: 'Wstrzymany' } } });
      }
    });

    it('cancelling an adoption (survey or profile) keeps a TM animal "Wstrzymany"', async () => {
      const viaSurvey = await insertAnimal(db.dataSource, { name: 'Adoptowany-ankieta' });
      const surveyId = await insertSurvey(db.dataSource, { species: 'Królik', animals: [viaSurvey] });
      expect((await admin.post(`/api/survey/${surveyId}/adopt-bulk`, { animalIds: [viaSurvey] })).status).toBe(200);
      expect((await admin.request('PUT', `/api/animals/${viaSurvey}`, { TM: 'Tak' })).status).toBe(200);
      expect((await admin.post(`/api/survey/${surveyId}/cancel-adoption`, { animalId: viaSurvey })).status).toBe(200);
      expect(await statusOf(viaSurvey)).toBe('Wstrzymany');

      const viaProfile = await insertAnimal(db.dataSource, { name: 'Adoptowany-profil' });
      const adopted = await readJson<{ profile: AdopterAdminProfile }>(await admin.post(`/api/adopters/${adopterId}/adoptions`, { animalId: viaProfile }));
      expect((await admin.request('PUT', `/api/animals/${viaProfile}`, { TM: 'Tak' })).status).toBe(200);
      const adoptionId = adopted.profile.adoptedAnimals.find((item) => item.animalId === viaProfile)!.adoptionId;
      expect((await admin.post(`/api/adopters/${adopterId}/adoptions/${adoptionId}/cancel`, {})).status).toBe(200);
      expect(await statusOf(viaProfile)).toBe('Wstrzymany');
      expect((await historyOf('animal', viaProfile)).at(-1)).toMatchObject({
        action: 'adopter.adoption_cancelled',
        details: { changes: { status: { from: 'Adoptowany', to: 'Wstrzymany' } } },
      });
    });

    it('releasing a stale or adopter reservation keeps a TM animal "Wstrzymany"', async () => {
      const stale = await staleReserved('Utknięty-TM', true);
      const response = await admin.post(`/api/animals/${stale}/release-reservation`, {});
      expect((await readJson<{ message: string }>(response)).message).toBe(RESERVATION_MESSAGES.releasedHeld);
      expect(await statusOf(stale)).toBe('Wstrzymany');

      const reserved = await addOk({ imie: 'Dla Bogny TM', status: 'Zarezerwowany', adoptujacy_id: adopterId });
      expect((await admin.request('PUT', `/api/animals/${reserved}`, { TM: 'Tak' })).status).toBe(200);
      expect((await admin.post(`/api/adopters/${adopterId}/unreserve`, { animalId: reserved })).status).toBe(200);
      expect(await statusOf(reserved)).toBe('Wstrzymany');
    });

    it('the database refuses a TM animal that is "Dostępny" (the last guard)', async () => {
      const id = await insertAnimal(db.dataSource, { name: 'Strażnik', tm: true });
      await expect(execute(db.dataSource, `UPDATE animals SET status = 'Dostępny' WHERE id = $1`, [id])).rejects.toThrow(/chk_animals_tm_not_available/);
      await expect(
        execute(db.dataSource, `INSERT INTO animals (name, species, sex, status, rainbow_bridge) VALUES ('X', 'Królik', 'Samica', 'Dostępny', true)`),
      ).rejects.toThrow(/chk_animals_tm_not_available/);
    });
  });
});
