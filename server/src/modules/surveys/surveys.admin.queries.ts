import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_RESERVATION_STALE_DAYS,
  FOSTER_OPINIONS,
  type FosterOpinion,
  type SurveyFosterOpinion,
  type Paged,
  type SurveyAdminAnimal,
  type SurveyAdminDetail,
  type SurveyAdminListItem,
  type SurveyListQuery,
} from '@pets/shared';
import {
  closureOf,
  contactDifferences,
  coverPath,
  elsewhereOf,
  isoOrNull,
  presentAnswers,
  type StoredAnswer,
  type StoredContact,
  type StoredNote,
} from './surveys.admin.presenter.js';
import { animalsElsewhereSql, staleReservationSql } from './survey-attention-sql.js';
import { fosterOfAnimals } from './survey-foster.js';
import { likeContains, personTextMatch } from './person-search.js';
import { independentReads } from '../../db/independent-reads.js';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

type Db = DataSource | EntityManager;

/**
 * Reads of the admin survey screens (SPEC sections 3 and 7). Buckets (SPEC section 4):
 * done = an active adoption through the survey; reserved = an active reservation and no adoption;
 * new = neither. The list reads survey_admin_list (see migration 1795305600030), kept by triggers:
 * the bucket, species, creation time, selection size and the person's search text, all indexed.
 */

export { likeContains, phoneSearch } from './person-search.js';

export interface SurveyListOptions {
  /** RESERVATION_STALE_DAYS: the `stale` filter keeps surveys with a reservation older than this. */
  staleDays: number;
}

/**
 * WHERE conditions (over survey_admin_list `l`) and parameters of the list. The search matches
 * the survey's person (every word of the query in the full name, e-mail or phone, in any order,
 * case and diacritics ignored: personTextMatch) or the name of an animal in its selection
 * (reserved and adopted animals always are in it; animals' trigram index on fold_search(name)).
 * `stale` and `elsewhere` are the dashboard's conditions (dashboard/attention-sql).
 */
export function surveyListFilter(
  query: SurveyListQuery,
  options: SurveyListOptions = { staleDays: DEFAULT_RESERVATION_STALE_DAYS },
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [`l.bucket = ${param(query.bucket)}`];
  if (query.species.length > 0) conditions.push(`l.species = ANY(${param(query.species)}::varchar[])`);
  if (query.bucket === 'new' && query.onlyNoAnimals) conditions.push(`l.selected_count = 0`);
  if (query.stale) conditions.push(staleReservationSql('l.survey_id', `${param(options.staleDays)}::int`));
  if (query.elsewhere) conditions.push(`l.bucket <> 'done'`, animalsElsewhereSql('l.survey_id'));
  const text = query.query.trim();
  const person = personTextMatch('l.person_text', text, param);
  if (person) {
    const alternatives = [
      person,
      // An array built once (an InitPlan) lets PostgreSQL OR it with the trigram bitmap above.
      `l.survey_id = ANY(ARRAY(SELECT sa.survey_id FROM survey_animals sa JOIN animals a ON a.id = sa.animal_id WHERE fold_search(a.name) LIKE fold_search(${param(likeContains(text))})))`,
    ];
    conditions.push(`(${alternatives.join(' OR ')})`);
  }
  return { where: conditions.join(' AND '), params };
}

type SurveyRow = Columns<
  'surveys',
  'id' | 'species' | 'created_at' | 'first_name' | 'last_name' | 'email' | 'phone' | 'closed_at' | 'close_reason' | 'close_note' | 'foster_opinion'
>;

/** The animal, with the holders from LEFT JOINs (null without one). */
type ListAnimalRow = Columns<'animals', 'id' | 'name' | 'sex' | 'status'> & {
  /** The survey of the link (selection, reservation or adoption). */
  survey_id: number;
  /** The chosen cover image, else the first one. */
  cover_filename: string | null;
  reservation_survey_id: TableRow<'reservations'>['survey_id'] | null;
  reserved_at: TableRow<'reservations'>['created_at'] | null;
  adoption_id: number | null;
  adoption_survey_id: TableRow<'adoptions'>['survey_id'];
};

/**
 * The animals of surveys as their cards show them: the selection plus anything the survey reserved
 * or adopted, oldest choice first, each with whether another survey holds it.
 */
async function listAnimals(db: Db, surveyIds: number[]): Promise<Map<number, SurveyAdminListItem['animals']>> {
  const byId = new Map<number, SurveyAdminListItem['animals']>(surveyIds.map((id) => [id, []]));
  if (surveyIds.length === 0) return byId;
  const rows = await queryRows<ListAnimalRow>(
    db,
    `WITH linked AS (
       SELECT survey_id, animal_id, min(at) AS at FROM (
         SELECT survey_id, animal_id, added_at AS at FROM survey_animals WHERE survey_id = ANY($1::int[])
         UNION ALL
         SELECT survey_id, animal_id, created_at FROM reservations WHERE survey_id = ANY($1::int[]) AND released_at IS NULL
         UNION ALL
         SELECT survey_id, animal_id, adopted_at FROM adoptions WHERE survey_id = ANY($1::int[]) AND cancelled_at IS NULL
       ) links GROUP BY survey_id, animal_id
     )
     SELECT l.survey_id, a.id, a.name, a.sex, a.status,
       (SELECT i.filename FROM images i WHERE i.animal_id = a.id
         ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename,
       r.survey_id AS reservation_survey_id, r.created_at AS reserved_at, ad.id AS adoption_id, ad.survey_id AS adoption_survey_id
     FROM linked l JOIN animals a ON a.id = l.animal_id
     LEFT JOIN reservations r ON r.animal_id = a.id AND r.released_at IS NULL
     LEFT JOIN adoptions ad ON ad.animal_id = a.id AND ad.cancelled_at IS NULL
     ORDER BY l.survey_id, l.at, a.id`,
    [surveyIds],
  );
  for (const row of rows) {
    const reservedByMe = row.reservation_survey_id === row.survey_id;
    byId.get(row.survey_id)?.push({
      id: row.id,
      name: row.name,
      cover: coverPath(row.cover_filename),
      reservedByMe,
      reservedSince: reservedByMe ? isoOrNull(row.reserved_at) : null,
      adopted: row.adoption_id !== null && row.adoption_survey_id === row.survey_id,
      sex: row.sex,
      elsewhere: elsewhereOf(row.survey_id, {
        status: row.status,
        reservationSurveyId: row.reservation_survey_id,
        adopted: row.adoption_id !== null,
        adoptionSurveyId: row.adoption_survey_id,
      }),
    });
  }
  return byId;
}

/** GET /survey/surveys: one page of a bucket, newest or oldest first, with the total. */
export async function listSurveys(db: DataSource, query: SurveyListQuery, options?: SurveyListOptions): Promise<Paged<SurveyAdminListItem>> {
  const { where, params } = surveyListFilter(query, options);
  const direction = query.sort === 'oldest' ? 'ASC' : 'DESC';
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    queryRows<SurveyRow>(
      db,
      `SELECT s.id, s.species, s.created_at, s.first_name, s.last_name, s.email, s.phone, s.closed_at, s.close_reason, s.close_note, s.foster_opinion
       FROM (SELECT l.survey_id, l.created_at FROM survey_admin_list l WHERE ${where}
             ORDER BY l.created_at ${direction}, l.survey_id ${direction}
             LIMIT ${query.pageSize} OFFSET ${offset}) page
       JOIN surveys s ON s.id = page.survey_id
       ORDER BY page.created_at ${direction}, page.survey_id ${direction}`,
      params,
    ),
    queryRows<{ total: number }>(db, `SELECT count(*)::int AS total FROM survey_admin_list l WHERE ${where}`, params),
  ]);
  const animals = await listAnimals(db, rows.map((row) => row.id));
  return {
    total: counted[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      createdAt: isoOrNull(row.created_at) ?? '',
      species: row.species,
      adopter: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
      animals: animals.get(row.id) ?? [],
      closure: closureOf(row),
      fosterOpinion: (FOSTER_OPINIONS as readonly (string | null)[]).includes(row.foster_opinion) ? (row.foster_opinion as FosterOpinion) : null,
    })),
  };
}

type DetailSurveyRow = SurveyRow &
  Columns<'surveys', 'zip' | 'city' | 'adopter_id' | 'anonymized_at' | 'foster_opinion' | 'foster_opinion_note' | 'foster_opinion_at'> & {
    foster_opinion_by_name: string | null;
  };

/** The animal, with the holders from LEFT JOINs (null without one). */
type DetailAnimalRow = Columns<'animals', 'id' | 'name' | 'sex' | 'species' | 'status' | 'rainbow_bridge'> & {
  /** The chosen cover image, else the first one. */
  cover_filename: string | null;
  /** EXISTS in this survey's selection. */
  selected: boolean;
  reservation_survey_id: TableRow<'reservations'>['survey_id'] | null;
  reserved_at: TableRow<'reservations'>['created_at'] | null;
  adoption_id: number | null;
  adoption_survey_id: TableRow<'adoptions'>['survey_id'];
  adopted_at: TableRow<'adoptions'>['adopted_at'] | null;
  /** count of other open surveys that chose the animal. */
  other_open_surveys: number;
};

/** The animals of one survey's detail: selection, reservations and adoptions through it. */
async function detailAnimals(db: Db, surveyId: number): Promise<SurveyAdminAnimal[]> {
  const rows = await queryRows<DetailAnimalRow>(
    db,
    `WITH linked AS (
       SELECT animal_id, min(at) AS at FROM (
         SELECT animal_id, added_at AS at FROM survey_animals WHERE survey_id = $1
         UNION ALL
         SELECT animal_id, created_at FROM reservations WHERE survey_id = $1 AND released_at IS NULL
         UNION ALL
         SELECT animal_id, adopted_at FROM adoptions WHERE survey_id = $1 AND cancelled_at IS NULL
       ) links GROUP BY animal_id
     )
     SELECT a.id, a.name, a.sex, a.species, a.status, a.rainbow_bridge,
       (SELECT i.filename FROM images i WHERE i.animal_id = a.id
         ORDER BY (i.id = a.cover_image_id) DESC NULLS LAST, i.position, i.id LIMIT 1) AS cover_filename,
       EXISTS (SELECT 1 FROM survey_animals sa WHERE sa.survey_id = $1 AND sa.animal_id = a.id) AS selected,
       r.survey_id AS reservation_survey_id, r.created_at AS reserved_at,
       ad.id AS adoption_id, ad.survey_id AS adoption_survey_id, ad.adopted_at,
       (SELECT count(*)::int FROM survey_animals sa JOIN surveys s ON s.id = sa.survey_id
         WHERE sa.animal_id = a.id AND sa.survey_id <> $1 AND s.closed_at IS NULL) AS other_open_surveys
     FROM linked l
     JOIN animals a ON a.id = l.animal_id
     LEFT JOIN reservations r ON r.animal_id = a.id AND r.released_at IS NULL
     LEFT JOIN adoptions ad ON ad.animal_id = a.id AND ad.cancelled_at IS NULL
     ORDER BY l.at, a.id`,
    [surveyId],
  );
  return rows.map((row) => {
    const reservedByMe = row.reservation_survey_id === surveyId;
    const adoptedByMe = row.adopted_at !== null && row.adoption_survey_id === surveyId;
    return {
      id: row.id,
      name: row.name,
      cover: coverPath(row.cover_filename),
      species: row.species,
      status: row.status,
      tm: row.rainbow_bridge,
      selected: row.selected,
      reserved: row.reservation_survey_id !== null || row.status === 'Zarezerwowany',
      reservedByMe,
      reservedSince: isoOrNull(row.reserved_at),
      reservedBySurveyId: row.reservation_survey_id !== null && !reservedByMe ? row.reservation_survey_id : null,
      adopted: row.adopted_at !== null || row.status === 'Adoptowany',
      adoptedByMe,
      adoptedAt: isoOrNull(row.adopted_at),
      sex: row.sex,
      elsewhere: elsewhereOf(surveyId, {
        status: row.status,
        reservationSurveyId: row.reservation_survey_id,
        adopted: row.adoption_id !== null,
        adoptionSurveyId: row.adoption_survey_id,
      }),
      otherOpenSurveys: row.other_open_surveys,
    };
  });
}

/** GET /survey/details/:id: the survey with grouped answers and its animals; null when there is none. */
export async function loadSurveyDetail(db: Db, id: number): Promise<SurveyAdminDetail | null> {
  const [survey] = await queryRows<DetailSurveyRow>(
    db,
    `SELECT s.id, s.species, s.created_at, s.first_name, s.last_name, s.email, s.phone, s.zip, s.city, s.adopter_id, s.anonymized_at,
       s.closed_at, s.close_reason, s.close_note, s.foster_opinion, s.foster_opinion_note, s.foster_opinion_at, u.username AS foster_opinion_by_name
     FROM surveys s LEFT JOIN admin_users u ON u.id = s.foster_opinion_by WHERE s.id = $1`,
    [id],
  );
  if (!survey) return null;
  // Also read inside the actions' transactions, right after the change.
  const [answers, notes, animals, adopters] = await independentReads<[StoredAnswer[], StoredNote[], SurveyAdminAnimal[], StoredContact[]]>(db, [
    () => queryRows<StoredAnswer>(db, `SELECT question_id, question_label, group_label, position, value FROM survey_answers WHERE survey_id = $1 ORDER BY position, id`, [id]),
    () =>
      queryRows<StoredNote>(
        db,
        `SELECT n.option_id, n.option_label, o.question_id, n.text
         FROM survey_answer_notes n LEFT JOIN survey_options o ON o.id = n.option_id
         WHERE n.survey_id = $1 ORDER BY n.id`,
        [id],
      ),
    () => detailAnimals(db, id),
    // An erased adopter (RODO art. 17) is never offered data to fill back in.
    () => queryRows<StoredContact>(db, `SELECT first_name, last_name, email, phone, zip, city FROM adopters WHERE id = $1 AND erased_at IS NULL`, [survey.adopter_id]),
  ]);
  const optionIds = [...new Set(answers.flatMap((answer): unknown[] => (Array.isArray(answer.value) ? (answer.value as unknown[]) : [])))].filter(
    (value): value is number => typeof value === 'number',
  );
  const fosters = await fosterOfAnimals(db, animals.map((animal) => animal.id));
  const optionRows: { id: number; label: string }[] =
    optionIds.length > 0 ? await queryRows<Columns<'survey_options', 'id' | 'label'>>(db, `SELECT id, label FROM survey_options WHERE id = ANY($1::int[])`, [optionIds]) : [];

  const adopted = animals.some((animal) => animal.adoptedByMe);
  const reserved = animals.some((animal) => animal.reservedByMe);
  const closure = closureOf(survey);
  return {
    id: survey.id,
    species: survey.species,
    createdAt: isoOrNull(survey.created_at) ?? '',
    adopter: {
      firstName: survey.first_name,
      lastName: survey.last_name,
      email: survey.email,
      phone: survey.phone,
      zip: survey.zip,
      city: survey.city,
    },
    answers: presentAnswers(answers, notes, new Map(optionRows.map((row) => [row.id, row.label]))),
    animals: animals.map((animal) => ({ ...animal, foster: fosters.get(animal.id) ?? null })),
    bucket: adopted || closure ? 'done' : reserved ? 'reserved' : 'new',
    finished: adopted,
    adopterId: adopters[0] ? survey.adopter_id : null,
    // An anonymised survey (RODO erase or retention) holds placeholders: nothing to offer to apply.
    contactDifferences: survey.anonymized_at ? [] : contactDifferences(survey, adopters[0] ?? null),
    closure,
    fosterOpinion: fosterOpinionOf(survey),
  };
}

/** The survey's "opinia DT" as the API describes it; null when staff recorded none. */
function fosterOpinionOf(row: DetailSurveyRow): SurveyFosterOpinion | null {
  if (!row.foster_opinion || !(FOSTER_OPINIONS as readonly string[]).includes(row.foster_opinion)) return null;
  return { opinion: row.foster_opinion as FosterOpinion, note: row.foster_opinion_note, at: isoOrNull(row.foster_opinion_at) ?? '', by: row.foster_opinion_by_name };
}
