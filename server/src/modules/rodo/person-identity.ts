import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

type Db = DataSource | EntityManager;

export type AdopterIdentityRow = Columns<'adopters', 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'zip' | 'city' | 'created_at' | 'updated_at' | 'erased_at'>;

/**
 * Who a person is across the tables: the adopter row and every address, phone and name they used
 * (an adopter's surveys keep the contact data they were sent with, which may differ from the
 * adopter's current data). Export and erase both find rows by these.
 */
export interface PersonIdentity {
  adopter: AdopterIdentityRow;
  /** Lower-cased e-mail addresses. */
  emails: string[];
  phones: string[];
  /** Last names and full names ("first last"), as typed. */
  names: string[];
  surveyIds: number[];
}

const distinct = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];

/** Reads (and with `lock`, locks for the erase) the adopter and gathers their identifiers. */
export async function loadPersonIdentity(db: Db, adopterId: number, lock = false): Promise<PersonIdentity> {
  const [adopter] = await queryRows<AdopterIdentityRow>(
    db,
    `SELECT id, first_name, last_name, email, phone, zip, city, created_at, updated_at, erased_at
     FROM adopters WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [adopterId],
  );
  if (!adopter) throw HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
  const surveys = await queryRows<{ id: number; first_name: string; last_name: string; email: string; phone: string }>(
    db,
    `SELECT id, first_name, last_name, email, phone FROM surveys
     WHERE adopter_id = $1 OR lower(email) = lower($2) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [adopterId, adopter.email],
  );
  const people = [adopter, ...surveys];
  return {
    adopter,
    emails: distinct(people.map((person) => person.email.toLowerCase())),
    phones: distinct(people.map((person) => person.phone)),
    names: distinct(people.flatMap((person) => [person.last_name, `${person.first_name} ${person.last_name}`])),
    surveyIds: surveys.map((survey) => survey.id),
  };
}
