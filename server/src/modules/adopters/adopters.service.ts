import type { DataSource, EntityManager } from 'typeorm';
import { independentReads } from '../../db/independent-reads.js';
import {
  ADOPTION_MESSAGES,
  RESERVATION_MESSAGES,
  RODO_MESSAGES,
  SPECIES,
  type AdopterAdminProfile,
  type AdopterUpdate,
  type AnimalStatus,
  type AdopterListItem,
  type AdopterListQuery,
  type AdopterSort,
  type Paged,
  type Species,
} from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import {
  adoptionRefusal,
  cancelAdoptionRecord,
  inStateTransaction,
  isUniqueViolation,
  lockAnimal,
  recordAdoption,
} from '../adoptions/adoption-rules.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { coverPath, isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { personTextMatch } from '../surveys/person-search.js';
import { reservedForAdopter, unreserveForAdopter } from './adopter-reservations.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

type Db = DataSource | EntityManager;

/**
 * Adopters (SPEC sections 2, 3 and 7): the people who sent a survey or adopted, one per e-mail
 * address. The list counts their active adoptions; the profile shows those adoptions and their
 * surveys; the data can be edited, and an adoption can be recorded without a survey.
 */

const adopterNotFound = () => HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');

/** Polish alphabetical order when the server has the ICU collation, else the database default. */
let polishCollation: Promise<string> | null = null;
function nameCollation(db: Db): Promise<string> {
  polishCollation ??= queryRows<{ collname: string }>(db, `SELECT collname FROM pg_collation WHERE collname IN ('pl-x-icu', 'pl-PL-x-icu') ORDER BY collname LIMIT 1`)
    .then((rows) => (rows[0] ? ` COLLATE "${rows[0].collname}"` : ''))
    .catch(() => {
      polishCollation = null;
      return '';
    });
  return polishCollation;
}

function orderBy(sort: AdopterSort, collate: string): string {
  // An ICU collation already compares letters case-insensitively first; without it, lower() does.
  const key = (column: string) => (collate ? `ad.${column}${collate}` : `lower(ad.${column})`);
  const name = (direction: 'ASC' | 'DESC') => `${key('last_name')} ${direction}, ${key('first_name')} ${direction}, ad.id ${direction}`;
  switch (sort) {
    case 'oldest':
      return `coalesce(stats.last_adoption_at, ad.created_at) ASC, ad.id ASC`;
    case 'most':
      return `coalesce(stats.adoption_count, 0) DESC, stats.last_adoption_at DESC NULLS LAST, ad.id DESC`;
    case 'name_az':
      return name('ASC');
    case 'name_za':
      return name('DESC');
    default:
      return `coalesce(stats.last_adoption_at, ad.created_at) DESC, ad.id DESC`;
  }
}

type AdopterListRow = Columns<'adopters', 'id' | 'first_name' | 'last_name' | 'email' | 'phone'> & {
  /** From the LEFT JOIN of the active adoptions' stats: null without one. */
  adoption_count: number | null;
  last_adoption_at: TableRow<'adoptions'>['adopted_at'] | null;
  /** array_agg(DISTINCT a.species) */
  species: TableRow<'animals'>['species'][] | null;
};

const speciesOrder = (species: Species) => SPECIES.indexOf(species);

/**
 * GET /adopters: search over the full name, e-mail and phone (the words in any order, case and
 * diacritics ignored; the trigram-indexed adopter_search text); a species filter keeps adopters with an
 * active adoption of one of those species. Sorts: newest/oldest by the last adoption (or when they were recorded), most adoptions, name.
 */
export async function listAdopters(db: DataSource, query: AdopterListQuery): Promise<Paged<AdopterListItem>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // adopter_search (migrations 1795305600031, 1795305600720): "first last", e-mail and phone digits, folded, trigram-indexed.
  const person = personTextMatch('s.person_text', query.query, param);
  if (person) conditions.push(`ad.id IN (SELECT s.adopter_id FROM adopter_search s WHERE ${person})`);
  if (query.species.length > 0) {
    conditions.push(
      `EXISTS (SELECT 1 FROM adoptions x JOIN animals xa ON xa.id = x.animal_id
               WHERE x.adopter_id = ad.id AND x.cancelled_at IS NULL AND xa.species = ANY(${param(query.species)}::varchar[]))`,
    );
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const offset = (query.page - 1) * query.pageSize;
  const stats = `
    SELECT x.adopter_id, count(*)::int AS adoption_count, max(x.adopted_at) AS last_adoption_at,
           array_agg(DISTINCT a.species) AS species
    FROM adoptions x JOIN animals a ON a.id = x.animal_id
    WHERE x.cancelled_at IS NULL
    GROUP BY x.adopter_id`;
  const [rows, counted]: [AdopterListRow[], { total: number }[]] = await Promise.all([
    queryRows<AdopterListRow>(
      db,
      `WITH stats AS (${stats})
       SELECT ad.id, ad.first_name, ad.last_name, ad.email, ad.phone,
              stats.adoption_count, stats.last_adoption_at, stats.species
       FROM adopters ad LEFT JOIN stats ON stats.adopter_id = ad.id
       ${where}
       ORDER BY ${orderBy(query.sort, await nameCollation(db))}
       LIMIT ${query.pageSize} OFFSET ${offset}`,
      params,
    ),
    queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM adopters ad ${where}`, params),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      adopter: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
      adoptionCount: row.adoption_count ?? 0,
      lastAdoptionAt: isoOrNull(row.last_adoption_at),
      speciesChips: [...(row.species ?? [])].sort((a, b) => speciesOrder(a) - speciesOrder(b)),
    })),
  };
}

type AdopterRow = Columns<'adopters', 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'zip' | 'city' | 'updated_at' | 'erased_at'>;

/**
 * GET /adopters/:id: contact data, active adoptions (newest first) and the surveys this person
 * sent (linked to them, or sent from their e-mail address) with the animals of each.
 */
export async function getAdopterProfile(db: Db, id: number): Promise<AdopterAdminProfile> {
  const [adopter] = await queryRows<AdopterRow>(
    db,
    `SELECT id, first_name, last_name, email, phone, zip, city, updated_at, erased_at FROM adopters WHERE id = $1`,
    [id],
  );
  if (!adopter) throw adopterNotFound();
  // Also read inside the adoption transactions, right after the change.
  const [adoptions, surveys, reservedAnimals] = await independentReads<[
    { id: number; adopted_at: Date; animal_id: number; survey_id: number | null; name: string; species: Species; cover_filename: string | null }[],
    { id: number; created_at: Date; species: Species; animals: { id: number; name: string }[] | null }[],
    Awaited<ReturnType<typeof reservedForAdopter>>,
  ]>(db, [
    () =>
      queryRows<{ id: number; adopted_at: Date; animal_id: number; survey_id: number | null; name: string; species: Species; cover_filename: string | null }>(
        db,
        `SELECT x.id, x.adopted_at, x.animal_id, x.survey_id, a.name, a.species,
           (SELECT i.filename FROM images i WHERE i.animal_id = a.id
             ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename
         FROM adoptions x JOIN animals a ON a.id = x.animal_id
         WHERE x.adopter_id = $1 AND x.cancelled_at IS NULL
         ORDER BY x.adopted_at DESC, x.id DESC`,
        [id],
      ),
    () =>
      queryRows<{ id: number; created_at: Date; species: Species; animals: { id: number; name: string; }[] | null }>(
        db,
        `SELECT s.id, s.created_at, s.species,
           (SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY l.at, a.id)
            FROM (SELECT animal_id, min(at) AS at FROM (
                    SELECT animal_id, added_at AS at FROM survey_animals WHERE survey_id = s.id
                    UNION ALL SELECT animal_id, adopted_at FROM adoptions WHERE survey_id = s.id AND cancelled_at IS NULL
                  ) links GROUP BY animal_id) l
            JOIN animals a ON a.id = l.animal_id) AS animals
         FROM surveys s
         WHERE s.adopter_id = $1 OR lower(s.email) = lower($2)
         ORDER BY s.created_at DESC, s.id DESC`,
        [id, adopter.email],
      ),
    () => reservedForAdopter(db, id),
  ]);
  return {
    id: adopter.id,
    adopter: {
      firstName: adopter.first_name,
      lastName: adopter.last_name,
      email: adopter.email,
      phone: adopter.phone,
      zip: adopter.zip,
      city: adopter.city,
      updatedAt: isoOrNull(adopter.updated_at) ?? '',
    },
    adoptedAnimals: adoptions.map((row) => ({
      adoptionId: row.id,
      date: isoOrNull(row.adopted_at) ?? '',
      animalId: row.animal_id,
      surveyId: row.survey_id,
      animal: { name: row.name, species: row.species, cover: coverPath(row.cover_filename) },
    })),
    surveys: surveys.map((row) => ({
      id: row.id,
      createdAt: isoOrNull(row.created_at) ?? '',
      species: row.species,
      animals: row.animals ?? [],
    })),
    erasedAt: isoOrNull(adopter.erased_at),
    reservedAnimals,
  };
}

/** The contact fields as the API names them: the history's before and after use these names. */
const CONTACT_FIELDS = [
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['zip', 'zip'],
  ['city', 'city'],
] as const;

const emailTaken = (email: string) => HttpError.conflict(ADOPTION_MESSAGES.adopterEmailTakenNamed(email), 'email_taken');

/**
 * A new adopter row and its 'adopter.created' history row, in the caller's transaction (a taken
 * e-mail address is the unique violation uq_adopters_email_lower). Also used when a foster carer
 * adopts their own animal (foster/carer-adoption.ts).
 */
export async function insertAdopter(manager: EntityManager, input: AdopterUpdate, actor: HistoryActor): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    manager,
    `INSERT INTO adopters (first_name, last_name, email, phone, zip, city) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.firstName, input.lastName, input.email, input.phone, input.zip, input.city],
  );
  const id = row!.id;
  // The person's data lives in the adopter row; the erase blanks this row's details too.
  const fields = Object.fromEntries(CONTACT_FIELDS.map(([field]) => [field, { from: null, to: input[field] }]));
  await recordHistory(manager, { actor, action: 'adopter.created', subjectType: 'adopter', subjectId: id, details: { changes: fields } });
  return id;
}

/**
 * POST /adopters: a person who never sent a survey (for "adopcja bez ankiety"). An e-mail address
 * already used by an adopter (in any letter case) is refused with 409 naming it.
 */
export async function createAdopter(db: DataSource, input: AdopterUpdate, actor: HistoryActor): Promise<AdopterAdminProfile> {
  try {
    return await db.transaction(async (manager) => getAdopterProfile(manager, await insertAdopter(manager, input, actor)));
  } catch (error) {
    if (isUniqueViolation(error, 'uq_adopters_email_lower')) throw emailTaken(input.email);
    throw error;
  }
}

/**
 * PUT /adopters/:id: another adopter's e-mail address (in any letter case) is refused with 409, and
 * so is any edit after a RODO erase (the profile holds placeholders; the person is gone). The
 * history row holds each changed field before and after (the erase blanks it).
 */
export async function updateAdopter(db: DataSource, id: number, input: AdopterUpdate, actor: HistoryActor): Promise<AdopterAdminProfile> {
  try {
    return await db.transaction(async (manager) => {
      const [current] = await queryRows<Columns<'adopters', 'first_name' | 'last_name' | 'email' | 'phone' | 'zip' | 'city' | 'erased_at'>>(
        manager,
        `SELECT first_name, last_name, email, phone, zip, city, erased_at FROM adopters WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current) throw adopterNotFound();
      if (current.erased_at) throw HttpError.conflict(RODO_MESSAGES.erasedReadOnly, 'adopter_erased');
      await execute(manager, `UPDATE adopters SET first_name = $2, last_name = $3, email = $4, phone = $5, zip = $6, city = $7 WHERE id = $1`, [
        id,
        input.firstName,
        input.lastName,
        input.email,
        input.phone,
        input.zip,
        input.city,
      ]);
      const changes: Record<string, { from: string; to: string }> = {};
      for (const [field, column] of CONTACT_FIELDS) {
        if (current[column] !== input[field]) changes[field] = { from: current[column], to: input[field] };
      }
      if (Object.keys(changes).length > 0) {
        await recordHistory(manager, { actor, action: 'adopter.updated', subjectType: 'adopter', subjectId: id, details: { changes } });
      }
      return getAdopterProfile(manager, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'uq_adopters_email_lower')) throw emailTaken(input.email);
    throw error;
  }
}

/** The history rows of an adoption recorded or cancelled from the adopter profile: one on the adopter, one on the animal. */
async function recordProfileAdoption(
  manager: EntityManager,
  actor: HistoryActor,
  action: 'adopter.adopted' | 'adopter.adoption_cancelled',
  adopterId: number,
  animal: { id: number; name: string; status: AnimalStatus },
  to: AnimalStatus,
): Promise<void> {
  await recordHistory(manager, { actor, action, subjectType: 'adopter', subjectId: adopterId, details: { animals: [{ id: animal.id, name: animal.name }] } });
  await recordHistory(manager, {
    actor,
    action,
    subjectType: 'animal',
    subjectId: animal.id,
    details: { adopterId, changes: { status: { from: animal.status, to } } },
  });
}

/**
 * POST /adopters/:id/adoptions: an adoption without a survey, by the same rules as adopt-bulk: the
 * animal must be available (Dostępny, not 'Za Tęczowym Mostem', not reserved or adopted), or
 * reserved for this very adopter (an animal added as "Zarezerwowany" for them).
 */
export function createAdoptionWithoutSurvey(db: DataSource, adopterId: number, animalId: number, actor: HistoryActor): Promise<AdopterAdminProfile> {
  return inStateTransaction(db, async (manager) => {
    await adoptWithoutSurvey(manager, adopterId, animalId, actor);
    return getAdopterProfile(manager, adopterId);
  });
}

/**
 * The adoption without a survey in the caller's transaction (run it in inStateTransaction, which
 * turns the unique violations of a race into 409s): the checks, the adoption and its history rows.
 * Answers the animal's name.
 */
export async function adoptWithoutSurvey(manager: EntityManager, adopterId: number, animalId: number, actor: HistoryActor): Promise<string> {
  const [adopter] = await queryRows<Columns<'adopters', 'id' | 'erased_at'>>(manager, `SELECT id, erased_at FROM adopters WHERE id = $1 FOR SHARE`, [adopterId]);
  if (!adopter) throw adopterNotFound();
  if (adopter.erased_at) throw HttpError.conflict(RODO_MESSAGES.erasedReadOnly, 'adopter_erased');
  const animal = await lockAnimal(manager, animalId);
  const refusal = adoptionRefusal(animal, null, false, adopterId);
  if (refusal) throw refusal;
  await recordAdoption(manager, animal, adopterId, null);
  await recordProfileAdoption(manager, actor, 'adopter.adopted', adopterId, animal, 'Adoptowany');
  return animal.name;
}

/** POST /adopters/:id/adoptions/:adoptionId/cancel: cancels one of this adopter's active adoptions. */
export function cancelAdopterAdoption(db: DataSource, adopterId: number, adoptionId: number, actor: HistoryActor): Promise<AdopterAdminProfile> {
  return inStateTransaction(db, async (manager) => {
    const [row] = await queryRows<{ animal_id: number }>(
      manager,
      `SELECT animal_id FROM adoptions WHERE id = $1 AND adopter_id = $2 AND cancelled_at IS NULL`,
      [adoptionId, adopterId],
    );
    if (!row) throw HttpError.notFound(ADOPTION_MESSAGES.adoptionNotFound, 'adoption_not_found');
    const animal = await lockAnimal(manager, row.animal_id);
    // Re-checked under the animal lock: the adoption may have been cancelled meanwhile.
    if (animal.adoption?.id !== adoptionId) throw HttpError.notFound(ADOPTION_MESSAGES.adoptionNotFound, 'adoption_not_found');
    const freed = await cancelAdoptionRecord(manager, animal);
    await recordProfileAdoption(manager, actor, 'adopter.adoption_cancelled', adopterId, animal, freed);
    return getAdopterProfile(manager, adopterId);
  });
}

/** POST /adopters/:id/unreserve: releases an animal reserved for this adopter without a survey. */
export function unreserveAdopterAnimal(
  db: DataSource,
  adopterId: number,
  animalId: number,
  actor: HistoryActor,
): Promise<{ message: string; profile: AdopterAdminProfile }> {
  return inStateTransaction(db, async (manager) => {
    const name = await unreserveForAdopter(manager, adopterId, animalId, actor);
    return { message: RESERVATION_MESSAGES.unreservedNamed(name), profile: await getAdopterProfile(manager, adopterId) };
  });
}
