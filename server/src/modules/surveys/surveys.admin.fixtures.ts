import type { DataSource } from 'typeorm';
import type { AnimalStatus, Species } from '@pets/shared';
import { execute, queryRows } from '../../db/sql.js';

/**
 * SQL fixtures of the admin survey and adopter tests: animals and surveys inserted directly, so the
 * tests depend on the schema only (not on the public submit endpoint).
 */

export interface AnimalFixture {
  name: string;
  species?: Species;
  status?: AnimalStatus;
  tm?: boolean;
}

/** A TM animal defaults to "Wstrzymany": the database refuses a TM animal that is "Dostępny". */
export async function insertAnimal(db: DataSource, { name, species = 'Królik', tm = false, status = tm ? 'Wstrzymany' : 'Dostępny' }: AnimalFixture): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO animals (name, species, sex, status, rainbow_bridge) VALUES ($1, $2, 'Samica', $3, $4) RETURNING id`,
    [name, species, status, tm],
  );
  return row!.id;
}

export interface SurveyFixture {
  species?: Species;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  zip?: string;
  city?: string;
  /** Default: now. */
  createdAt?: Date;
  /** The selection. */
  animals?: number[];
  answers?: { label: string; group?: string | null; value: unknown; questionId?: number | null }[];
  notes?: { optionId?: number | null; optionLabel: string; text: string }[];
}

let sequence = 0;

export async function insertSurvey(db: DataSource, fixture: SurveyFixture = {}): Promise<number> {
  sequence += 1;
  const [row] = await queryRows<{ id: number }>(
    db,
    `INSERT INTO surveys (species, first_name, last_name, email, phone, zip, city, consent_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8) RETURNING id`,
    [
      fixture.species ?? 'Królik',
      fixture.firstName ?? 'Jan',
      fixture.lastName ?? `Testowy${sequence}`,
      fixture.email ?? `jan.testowy${sequence}@example.com`,
      fixture.phone ?? `+4860010${String(sequence).padStart(4, '0')}`,
      fixture.zip ?? '00-001',
      fixture.city ?? 'Warszawa',
      fixture.createdAt ?? new Date(),
    ],
  );
  const id = row!.id;
  for (const animalId of fixture.animals ?? []) {
    await execute(db, `INSERT INTO survey_animals (survey_id, animal_id) VALUES ($1, $2)`, [id, animalId]);
  }
  for (const [index, answer] of (fixture.answers ?? []).entries()) {
    await execute(
      db,
      `INSERT INTO survey_answers (survey_id, question_id, question_label, group_label, position, value) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [id, answer.questionId ?? null, answer.label, answer.group ?? null, index + 1, JSON.stringify(answer.value)],
    );
  }
  for (const note of fixture.notes ?? []) {
    await execute(db, `INSERT INTO survey_answer_notes (survey_id, option_id, option_label, text) VALUES ($1, $2, $3, $4)`, [
      id,
      note.optionId ?? null,
      note.optionLabel,
      note.text,
    ]);
  }
  return id;
}

/** What the database holds about an animal: its status and its active reservation and adoption. */
export async function animalState(db: DataSource, animalId: number) {
  const [row] = await queryRows<{
    status: AnimalStatus;
    reservation_survey: number | null;
    reservations_active: number;
    adoption_survey: number | null;
    adoption_adopter: number | null;
    adoptions_active: number;
  }>(
    db,
    `SELECT a.status,
       (SELECT survey_id FROM reservations WHERE animal_id = a.id AND released_at IS NULL) AS reservation_survey,
       (SELECT count(*)::int FROM reservations WHERE animal_id = a.id AND released_at IS NULL) AS reservations_active,
       (SELECT survey_id FROM adoptions WHERE animal_id = a.id AND cancelled_at IS NULL) AS adoption_survey,
       (SELECT adopter_id FROM adoptions WHERE animal_id = a.id AND cancelled_at IS NULL) AS adoption_adopter,
       (SELECT count(*)::int FROM adoptions WHERE animal_id = a.id AND cancelled_at IS NULL) AS adoptions_active
     FROM animals a WHERE a.id = $1`,
    [animalId],
  );
  return row!;
}
