import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { queryRows } from './sql.js';

/** Integrity rules the database enforces by itself (ARCHITECTURE decision 2). */
describe('database constraints', () => {
  let db: TestDatabase;
  let animalId: number;
  let otherAnimalId: number;
  let surveyA: number;
  let surveyB: number;
  let adopterId: number;

  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => queryRows<T>(db.dataSource, sql, params);
  const sqlState = async (promise: Promise<unknown>): Promise<string | undefined> => {
    try {
      await promise;
      return undefined;
    } catch (error) {
      return (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
    }
  };

  async function insertAnimal(name: string, extra: Record<string, string> = {}): Promise<number> {
    const columns = { name, species: 'Królik', sex: 'Samica', ...extra };
    const keys = Object.keys(columns);
    const [row] = await query<{ id: number }>(
      `INSERT INTO animals (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
      Object.values(columns),
    );
    return row!.id;
  }

  async function insertSurvey(email: string): Promise<number> {
    const [row] = await query<{ id: number }>(
      `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at, adopter_id)
       VALUES ('Królik', 'Jan', 'Nowak', $1, '+48600100200', '00-001', 'Warszawa', now(), $2) RETURNING id`,
      [email, adopterId],
    );
    return row!.id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    animalId = await insertAnimal('Puszek');
    otherAnimalId = await insertAnimal('Kicia');
    const [adopter] = await query<{ id: number }>(
      `INSERT INTO adopters (first_name, last_name, email) VALUES ('Jan', 'Nowak', 'jan@example.com') RETURNING id`,
    );
    adopterId = adopter!.id;
    surveyA = await insertSurvey('jan@example.com');
    surveyB = await insertSurvey('ola@example.com');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('allows one active reservation per animal, and a new one after release', async () => {
    await query('INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)', [animalId, surveyA]);
    expect(await sqlState(query('INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)', [animalId, surveyB]))).toBe('23505');
    // Another animal is not affected.
    await query('INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)', [otherAnimalId, surveyB]);

    await query(`UPDATE reservations SET released_at = now(), release_reason = 'unreserved' WHERE animal_id = $1`, [animalId]);
    await query('INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)', [animalId, surveyB]);
    const rows = await query<{ active: number; total: number }>(
      'SELECT count(*) FILTER (WHERE released_at IS NULL)::int AS active, count(*)::int AS total FROM reservations WHERE animal_id = $1',
      [animalId],
    );
    expect(rows[0]).toEqual({ active: 1, total: 2 });
  });

  it('rejects a second active reservation made concurrently', async () => {
    const animal = await insertAnimal('Wyścig');
    const results = await Promise.allSettled([
      query('INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)', [animal, surveyA]),
      query('INSERT INTO reservations (animal_id, survey_id) VALUES ($1, $2)', [animal, surveyB]),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('allows one active adoption per animal, and a new one after cancellation', async () => {
    await query('INSERT INTO adoptions (animal_id, survey_id, adopter_id) VALUES ($1, $2, $3)', [animalId, surveyA, adopterId]);
    expect(await sqlState(query('INSERT INTO adoptions (animal_id, adopter_id) VALUES ($1, $2)', [animalId, adopterId]))).toBe('23505');
    await query('UPDATE adoptions SET cancelled_at = now() WHERE animal_id = $1', [animalId]);
    await query('INSERT INTO adoptions (animal_id, adopter_id) VALUES ($1, $2)', [animalId, adopterId]);
  });

  it('rejects a release reason on an active reservation', async () => {
    expect(
      await sqlState(query(`INSERT INTO reservations (animal_id, survey_id, release_reason) VALUES ($1, $2, 'x')`, [otherAnimalId, surveyA])),
    ).toBe('23514');
  });

  it('rejects an unknown status, species or sex (check constraints)', async () => {
    expect(await sqlState(insertAnimal('Zły status', { status: 'Sprzedany' }))).toBe('23514');
    expect(await sqlState(insertAnimal('Zły gatunek', { species: 'Pies' }))).toBe('23514');
    expect(await sqlState(insertAnimal('Zła płeć', { sex: 'Nieznana' }))).toBe('23514');
    expect(await sqlState(query(`UPDATE animals SET status = 'Zaginiony' WHERE id = $1`, [animalId]))).toBe('23514');
    for (const status of ['Dostępny', 'Zarezerwowany', 'Adoptowany', 'Wstrzymany']) {
      await query('UPDATE animals SET status = $1 WHERE id = $2', [status, otherAnimalId]);
    }
  });

  it('rejects unknown survey question types and outbox statuses', async () => {
    expect(
      await sqlState(query(`INSERT INTO survey_questions (species, label, type) VALUES ('Mysz', 'Pytanie', 'slider')`)),
    ).toBe('23514');
    expect(await sqlState(query(`INSERT INTO outbox (to_address, subject, text, status) VALUES ('a@example.com', 'x', 'y', 'lost')`))).toBe(
      '23514',
    );
  });

  it('keeps adopter e-mails and admin usernames unique regardless of case', async () => {
    expect(
      await sqlState(query(`INSERT INTO adopters (first_name, last_name, email) VALUES ('J', 'N', 'JAN@example.com')`)),
    ).toBe('23505');
    await query(`INSERT INTO admin_users (username, password_hash) VALUES ('Ewa', 'x')`);
    expect(await sqlState(query(`INSERT INTO admin_users (username, password_hash) VALUES ('ewa', 'x')`))).toBe('23505');
  });

  it('refreshes updated_at on every update unless the update sets it', async () => {
    await query(`UPDATE animals SET updated_at = '2020-01-01T00:00:00Z' WHERE id = $1`, [otherAnimalId]);
    const [kept] = await query<{ updated_at: Date }>('SELECT updated_at FROM animals WHERE id = $1', [otherAnimalId]);
    expect(kept!.updated_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    await query(`UPDATE animals SET health = 'Zdrowa' WHERE id = $1`, [otherAnimalId]);
    const [touched] = await query<{ updated_at: Date }>('SELECT updated_at FROM animals WHERE id = $1', [otherAnimalId]);
    expect(touched!.updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('protects adoption history and cascades images with their animal', async () => {
    // ON DELETE RESTRICT: 23001 restrict_violation on PostgreSQL 18, 23503 foreign_key_violation before.
    expect(['23001', '23503']).toContain(await sqlState(query('DELETE FROM animals WHERE id = $1', [animalId])));
    const imageAnimal = await insertAnimal('Ze zdjęciem');
    const [image] = await query<{ id: number }>(
      `INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
         full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes)
       VALUES ($1, 'abcdef0123456789.jpg', 'image/jpeg', '\\x00', '\\x00', '\\x00', 1, 1, 1, 1, 1, 1, 1, 1, 1) RETURNING id`,
      [imageAnimal],
    );
    await query('UPDATE animals SET cover_image_id = $1 WHERE id = $2', [image!.id, imageAnimal]);
    await query('DELETE FROM images WHERE id = $1', [image!.id]);
    const [animal] = await query<{ cover_image_id: number | null }>('SELECT cover_image_id FROM animals WHERE id = $1', [imageAnimal]);
    expect(animal!.cover_image_id).toBeNull();
  });

  it('returns date columns as yyyy-mm-dd strings', async () => {
    await query(`UPDATE animals SET birth_date = '2024-03-31' WHERE id = $1`, [otherAnimalId]);
    const [row] = await query<{ birth_date: string }>('SELECT birth_date FROM animals WHERE id = $1', [otherAnimalId]);
    expect(row!.birth_date).toBe('2024-03-31');
  });
});
