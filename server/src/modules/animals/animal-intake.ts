import type { EntityManager } from 'typeorm';
import type { AnimalIntake, BirthDatePrecision, IntakeSource } from '@pets/shared';
import { queryOne, execute } from '../../db/sql.js';

/** The intake fields an add or edit sends (all optional: absent keeps what is stored). */
export interface IntakeInput {
  data_przyjecia?: string;
  zrodlo_przyjecia?: IntakeSource | null;
  okolicznosci_przyjecia?: string;
  identyfikator?: string;
  data_urodzenia_dokladnosc?: BirthDatePrecision;
}

/** The intake columns as the admin reads select them (`a` aliases `animals`). */
export const INTAKE_COLUMNS = `to_char(a.intake_date, 'YYYY-MM-DD') AS intake_date, a.intake_source, a.intake_note, a.identification, a.birth_precision`;

export interface IntakeRow {
  intake_date: string;
  intake_source: IntakeSource | null;
  intake_note: string;
  identification: string;
  birth_precision: BirthDatePrecision;
}

export function presentIntake(row: IntakeRow): AnimalIntake {
  return {
    data_przyjecia: row.intake_date,
    zrodlo_przyjecia: row.intake_source,
    okolicznosci_przyjecia: row.intake_note,
    identyfikator: row.identification,
    data_urodzenia_dokladnosc: row.birth_precision,
  };
}

type Change = { from: string | null; to: string | null };

/**
 * Writes the intake fields an add or edit sent, under the caller's row lock, and answers what
 * changed for the history. The circumstances may name a person (a previous owner): the history
 * says that they changed, never what they say.
 */
export async function saveIntake(manager: EntityManager, animalId: number, input: IntakeInput): Promise<Record<string, Change>> {
  const before = await queryOne<IntakeRow>(manager, `SELECT ${INTAKE_COLUMNS} FROM animals a WHERE a.id = $1`, [animalId]);
  const after: IntakeRow = {
    intake_date: input.data_przyjecia ?? before.intake_date,
    intake_source: input.zrodlo_przyjecia === undefined ? before.intake_source : input.zrodlo_przyjecia,
    intake_note: input.okolicznosci_przyjecia ?? before.intake_note,
    identification: input.identyfikator ?? before.identification,
    birth_precision: input.data_urodzenia_dokladnosc ?? before.birth_precision,
  };
  const changes: Record<string, Change> = {};
  const compare: [string, string | null, string | null][] = [
    ['data_przyjecia', before.intake_date, after.intake_date],
    ['zrodlo_przyjecia', before.intake_source, after.intake_source],
    ['identyfikator', before.identification || null, after.identification || null],
    ['data_urodzenia_dokladnosc', before.birth_precision, after.birth_precision],
  ];
  for (const [field, from, to] of compare) if (from !== to) changes[field] = { from, to };
  if (before.intake_note !== after.intake_note) changes.okolicznosci_przyjecia = { from: null, to: 'zmienione' };
  if (Object.keys(changes).length === 0) return changes;
  await execute(
    manager,
    `UPDATE animals SET intake_date = $2, intake_source = $3, intake_note = $4, identification = $5, birth_precision = $6 WHERE id = $1`,
    [animalId, after.intake_date, after.intake_source, after.intake_note, after.identification, after.birth_precision],
  );
  return changes;
}
