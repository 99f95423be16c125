import type { DataSource } from 'typeorm';
import type { HealthEntryType, IntakeSource, Species } from '@pets/shared';
import { insertSurvey } from '../surveys/surveys.admin.fixtures.js';
import { execute, queryRows } from '../../db/sql.js';

/**
 * A small, fixed history for the statistics and export tests, with figures computed by hand
 * (see stats.test.ts). Times are UTC; Warsaw is UTC+1 in winter and UTC+2 from 29 March 2026,
 * so two rows sit on the range's edges: an adoption at 23:30 UTC on 31 December 2025 is
 * 1 January in Poland (inside 2026-01-01..2026-03-31), a survey at 22:30 UTC on 31 March 2026 is
 * 1 April (outside). Intake dates are days of Poland's calendar; some differ from the day the
 * record was created (staff entered the animal later), so arrival durations count from them.
 */

const at = (iso: string) => new Date(iso);

interface AnimalExtra {
  description?: string;
  status?: string;
  /** yyyy-mm-dd */
  intakeDate: string;
  intakeSource: IntakeSource | null;
}

async function animal(db: DataSource, name: string, species: Species, createdAt: string, extra: AnimalExtra) {
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO animals (name, species, sex, status, description, birth_date, created_at, intake_date, intake_source)
     VALUES ($1, $2, 'Samica', $3, $4, '2025-03-04', $5, $6, $7) RETURNING id`,
    [name, species, extra.status ?? 'Dostępny', extra.description ?? '', at(createdAt), extra.intakeDate, extra.intakeSource],
  );
  return row!.id;
}

interface HealthEntryFields {
  type: HealthEntryType;
  /** yyyy-mm-dd */
  date: string;
  description: string;
  costGrosze: number | null;
  clinicId: number | null;
  nextDue?: string;
  note?: string;
}

async function healthEntry(db: DataSource, animalId: number, entry: HealthEntryFields) {
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO health_entries (animal_id, type, date, description, cost_grosze, clinic_id, next_due, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [animalId, entry.type, entry.date, entry.description, entry.costGrosze, entry.clinicId, entry.nextDue ?? null, entry.note ?? ''],
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
  health: Record<'kulka' | 'gryzek' | 'mysia' | 'dawna' | 'april', number>;
}

export async function insertStatsFixture(db: DataSource): Promise<StatsFixture> {
  // Intakes in 2026-01-01..2026-03-31: January Anulka (inne), Gryzek (znaleziony), Puszek
  // (zrzeczenie); February Mysia (no source), Chomcio (zrzeczenie); March Zwolniony (no source, on
  // the range's last day). Kulka, Zima and Dawna came in before it.
  const animals = {
    kulka: await animal(db, 'Kulka', 'Królik', '2025-12-01T10:00:00Z', { intakeDate: '2025-11-20', intakeSource: 'interwencja' }),
    puszek: await animal(db, 'Puszek', 'Królik', '2026-01-10T10:00:00Z', { intakeDate: '2026-01-10', intakeSource: 'zrzeczenie' }),
    gryzek: await animal(db, 'Gryzek', 'Szczur', '2026-01-20T10:00:00Z', { intakeDate: '2026-01-05', intakeSource: 'znaleziony' }),
    mysia: await animal(db, 'Mysia', 'Mysz', '2026-02-01T10:00:00Z', { intakeDate: '2026-02-01', intakeSource: null }),
    chomcio: await animal(db, 'Chomcio', 'Chomik syryjski', '2026-02-15T10:00:00Z', { status: 'Zarezerwowany', intakeDate: '2026-02-15', intakeSource: 'zrzeczenie' }),
    // Created at 23:30 UTC on 1 December: 2 December in Poland, its intake day.
    zima: await animal(db, 'Zima', 'Szczur', '2025-12-01T23:30:00Z', { intakeDate: '2025-12-02', intakeSource: 'organizacja' }),
    anulka: await animal(db, 'Anulka', 'Królik', '2026-01-01T10:00:00Z', {
      description: 'Linia pierwsza; "cytat"\nLinia druga',
      intakeDate: '2026-01-01',
      intakeSource: 'inne',
    }),
    dawna: await animal(db, 'Dawna', 'Mysz', '2025-11-01T10:00:00Z', { status: 'Zarezerwowany', intakeDate: '2025-11-01', intakeSource: 'interwencja' }),
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
  const released = await animal(db, 'Zwolniony', 'Szczur', '2026-03-02T10:00:00Z', { intakeDate: '2026-03-31', intakeSource: null });
  await reservation(db, released, surveys.s6, '2026-03-02T12:00:00Z', '2026-03-03T12:00:00Z');
  // The health card: three entries in the range (one on its last day), one before it and one after.
  const [clinic] = await queryRows<{ id: number }>(db, `INSERT INTO clinics (name) VALUES ('Przychodnia „Łapka”') RETURNING id`);
  const health = {
    kulka: await healthEntry(db, animals.kulka, {
      type: 'szczepienie',
      date: '2026-01-08',
      description: 'Szczepienie przeciw RHD',
      costGrosze: 8550,
      clinicId: clinic!.id,
      nextDue: '2027-01-08',
    }),
    gryzek: await healthEntry(db, animals.gryzek, {
      type: 'zabieg',
      date: '2026-02-10',
      description: 'Usunięcie ropnia; "mały"',
      costGrosze: 123_405,
      clinicId: clinic!.id,
      note: 'Kontrola za tydzień\nbez antybiotyku',
    }),
    mysia: await healthEntry(db, animals.mysia, { type: 'odrobaczanie', date: '2026-03-31', description: '=Odrobaczanie', costGrosze: null, clinicId: null }),
    dawna: await healthEntry(db, animals.dawna, { type: 'wizyta', date: '2025-12-31', description: 'Kontrola', costGrosze: 5000, clinicId: clinic!.id }),
    april: await healthEntry(db, animals.zima, { type: 'badanie', date: '2026-04-01', description: 'Morfologia', costGrosze: 7000, clinicId: clinic!.id }),
  };
  return { animals, surveys, health };
}
