import type { DataSource } from 'typeorm';
import type { Species } from '@pets/shared';
import { insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryRows } from '../../db/sql.js';

/**
 * A small, fixed history for the statistics and export tests, with figures computed by hand
 * (see stats.test.ts). Times are UTC; Warsaw is UTC+1 in winter and UTC+2 from 29 March 2026,
 * so two rows sit on the range's edges: an adoption at 23:30 UTC on 31 December 2025 is
 * 1 January in Poland (inside 2026-01-01..2026-03-31), a survey at 22:30 UTC on 31 March 2026 is
 * 1 April (outside).
 */

const at = (iso: string) => new Date(iso);

async function animal(db: DataSource, name: string, species: Species, createdAt: string, extra: { description?: string; status?: string } = {}) {
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO animals (name, species, sex, status, description, birth_date, created_at) VALUES ($1, $2, 'Samica', $3, $4, '2025-03-04', $5) RETURNING id`,
    [name, species, extra.status ?? 'Dostępny', extra.description ?? '', at(createdAt)],
  );
  return row!.id;
}

async function adopter(db: DataSource, firstName: string, lastName: string, email: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO adopters (first_name, last_name, email, phone, city) VALUES ($1, $2, $3, '+48600100200', 'Łódź') RETURNING id`,
    [firstName, lastName, email],
  );
  return row!.id;
}

async function adoption(db: DataSource, animalId: number, surveyId: number | null, adopterId: number, adoptedAt: string, cancelledAt: string | null = null) {
  await execute(db, `INSERT INTO adoptions (animal_id, survey_id, adopter_id, adopted_at, cancelled_at) VALUES ($1, $2, $3, $4, $5)`, [
    animalId,
    surveyId,
    adopterId,
    at(adoptedAt),
    cancelledAt && at(cancelledAt),
  ]);
  if (!cancelledAt) await execute(db, `UPDATE animals SET status = 'Adoptowany' WHERE id = $1`, [animalId]);
}

async function reservation(db: DataSource, animalId: number, surveyId: number, createdAt: string, releasedAt: string | null = null) {
  await execute(
    db,
    `INSERT INTO reservations (animal_id, survey_id, created_at, released_at, release_reason) VALUES ($1, $2, $3, $4, $5)`,
    [animalId, surveyId, at(createdAt), releasedAt && at(releasedAt), releasedAt ? 'unreserved' : null],
  );
}

export interface StatsFixture {
  animals: Record<'kulka' | 'puszek' | 'gryzek' | 'mysia' | 'chomcio' | 'zima' | 'anulka' | 'dawna', number>;
  surveys: Record<'s1' | 's2' | 's3' | 's4' | 's5' | 's6' | 's7' | 'old' | 'april', number>;
}

export async function insertStatsFixture(db: DataSource): Promise<StatsFixture> {
  const animals = {
    kulka: await animal(db, 'Kulka', 'Królik', '2025-12-01T10:00:00Z'),
    puszek: await animal(db, 'Puszek', 'Królik', '2026-01-10T10:00:00Z'),
    gryzek: await animal(db, 'Gryzek', 'Szczur', '2026-01-20T10:00:00Z'),
    mysia: await animal(db, 'Mysia', 'Mysz', '2026-02-01T10:00:00Z'),
    chomcio: await animal(db, 'Chomcio', 'Chomik syryjski', '2026-02-15T10:00:00Z', { status: 'Zarezerwowany' }),
    zima: await animal(db, 'Zima', 'Szczur', '2025-12-01T23:30:00Z'),
    anulka: await animal(db, 'Anulka', 'Królik', '2026-01-01T10:00:00Z', { description: 'Linia pierwsza; "cytat"\nLinia druga' }),
    dawna: await animal(db, 'Dawna', 'Mysz', '2025-11-01T10:00:00Z', { status: 'Zarezerwowany' }),
  };
  const zaneta = await adopter(db, 'Żaneta', 'Łukasiewicz', 'zaneta@example.com');
  const grzegorz = await adopter(db, 'Grzegorz', 'Brzęczyszczykiewicz', 'grzegorz@example.com');
  const surveys = {
    s1: await insertSurvey(db, { species: 'Królik', firstName: 'Żaneta', lastName: 'Łukasiewicz', city: 'Łódź', animals: [animals.kulka, animals.puszek], createdAt: at('2026-01-05T10:00:00Z') }),
    s2: await insertSurvey(db, { species: 'Szczur', animals: [animals.gryzek], createdAt: at('2026-01-25T10:00:00Z') }),
    s3: await insertSurvey(db, { species: 'Mysz', animals: [animals.mysia], createdAt: at('2026-02-05T10:00:00Z') }),
    s4: await insertSurvey(db, { species: 'Chomik syryjski', animals: [animals.chomcio], createdAt: at('2026-02-20T10:00:00Z') }),
    s5: await insertSurvey(db, { species: 'Królik', animals: [animals.anulka], createdAt: at('2026-03-01T10:00:00Z') }),
    s6: await insertSurvey(db, { species: 'Szczur', city: '@Gdańsk', lastName: '-Nowak', createdAt: at('2026-03-02T10:00:00Z') }),
    s7: await insertSurvey(db, { species: 'Królik', firstName: '=HYPERLINK("http://zło.example")', lastName: 'Kowalska; "Kasia"', city: 'Zielona\nGóra', createdAt: at('2026-03-03T10:00:00Z') }),
    old: await insertSurvey(db, { species: 'Mysz', animals: [animals.dawna], createdAt: at('2025-12-15T10:00:00Z') }),
    april: await insertSurvey(db, { species: 'Mysz', createdAt: at('2026-03-31T22:30:00Z') }),
  };
  // In the range: five active adoptions (two in January, two in February, one in March).
  await adoption(db, animals.kulka, surveys.s1, zaneta, '2026-01-15T10:00:00Z');
  await adoption(db, animals.puszek, surveys.s1, zaneta, '2026-02-04T10:00:00Z');
  await adoption(db, animals.gryzek, surveys.s2, grzegorz, '2026-02-09T10:00:00Z');
  await adoption(db, animals.mysia, surveys.s3, grzegorz, '2026-03-10T10:00:00Z');
  await adoption(db, animals.zima, null, grzegorz, '2025-12-31T23:30:00Z');
  // Cancelled: never counted as an adoption; its survey ends as 'cancelled'.
  await adoption(db, animals.anulka, surveys.s5, grzegorz, '2026-03-05T10:00:00Z', '2026-03-06T10:00:00Z');
  // Open reservations: the oldest one from before the range, and one inside it; one released.
  await reservation(db, animals.dawna, surveys.old, '2025-12-16T10:00:00Z');
  await reservation(db, animals.chomcio, surveys.s4, '2026-02-21T10:00:00Z');
  const released = await animal(db, 'Zwolniony', 'Szczur', '2026-03-02T10:00:00Z');
  await reservation(db, released, surveys.s6, '2026-03-02T12:00:00Z', '2026-03-03T12:00:00Z');
  return { animals, surveys };
}
