import type { DataSource, EntityManager } from 'typeorm';
import {
  areInSameGroup,
  chosenOptionIds,
  consentPolicyVersion,
  findSurveyAnswerProblem,
  isQuestionAnswered,
  MESSAGES,
  surveySubmitBodySchema,
  validateSurveyAnswers,
  type AdminEvent,
  type Species,
  type SurveyQuestion,
  type SurveySubmitBody,
} from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { requestFingerprint } from '../../http/request-fingerprint.js';
import { parseInput } from '../../http/validate.js';
import { linkAdopter } from '../adoptions/adoption-rules.js';
import type { EventBus } from '../events/event-bus.js';
import { findSurveyQuestions } from './survey-questions.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

export interface SurveySubmitDeps {
  db: DataSource;
  events: EventBus;
}

export interface SurveySubmitOptions {
  /**
   * Runs once it is clear that the submission is not a retry of a stored one, before anything is
   * validated against the database (the per-IP limit: a blocked visitor still gets a retry's answer).
   */
  beforeCreate?: () => Promise<void>;
}

export interface SurveySubmitResult {
  id: number;
  /** False when an earlier submission with the same idempotency key is answered again. */
  created: boolean;
}

/** Serialises concurrent submissions that carry the same idempotency key (with hashtext(key)). */
const IDEMPOTENCY_LOCK_NAMESPACE = 735_124_020;

/** The fingerprint of a submission (after normalisation, without the idempotency key). */
export function surveyRequestHash(input: SurveySubmitBody): string {
  const { idempotencyKey: _key, ...rest } = input;
  return requestFingerprint(rest);
}

interface ExistingSurvey {
  id: number;
  request_hash: string | null;
}

async function findByIdempotencyKey(db: DataSource | EntityManager, key: string): Promise<ExistingSurvey | null> {
  const rows = await queryRows<ExistingSurvey>(db, 'SELECT id, request_hash FROM surveys WHERE idempotency_key = $1', [key]);
  return rows[0] ?? null;
}

/** The first survey stored under this key, or a 409 when the key came with another body. */
function replay(existing: ExistingSurvey, hash: string): SurveySubmitResult {
  if (existing.request_hash !== null && existing.request_hash !== hash) {
    throw new HttpError(409, 'idempotency_key_reused', MESSAGES.survey.alreadySent);
  }
  return { id: existing.id, created: false };
}

type AnimalCheckRow = Columns<'animals', 'id' | 'species' | 'status' | 'rainbow_bridge'>;

/**
 * The chosen animals must exist, belong to the survey's species group and still be adoptable:
 * publicly listed (not adopted, not 'Za Tęczowym Mostem') — exactly the animals the survey page
 * offers. Inside the transaction the rows are share-locked, so an adoption cannot slip in between.
 */
async function checkAnimals(db: DataSource | EntityManager, ids: number[], species: Species, lock: boolean): Promise<void> {
  if (ids.length === 0) return;
  const rows = await queryRows<AnimalCheckRow>(
    db,
    `SELECT id, species, status, rainbow_bridge FROM animals WHERE id = ANY($1::int[]) ORDER BY id${lock ? ' FOR SHARE' : ''}`,
    [ids],
  );
  if (rows.length !== ids.length) throw HttpError.badRequest(MESSAGES.survey.animalNotFound, 'animal_not_found');
  if (rows.some((row) => !areInSameGroup(species, row.species))) {
    throw HttpError.badRequest(MESSAGES.survey.animalsOutsideGroup, 'animal_outside_group');
  }
  if (rows.some((row) => row.status === 'Adoptowany' || row.rainbow_bridge)) {
    throw HttpError.conflict(MESSAGES.survey.animalNotAdoptable, 'animal_not_adoptable');
  }
}

/**
 * The checks of SPEC section 5 against the stored questionnaire, in the spec's order after the
 * shared schema (phone, e-mail, contact data): answers that do not fit the questionnaire at all,
 * then required answers and clarifications, then the chosen animals, then consent.
 */
async function validateSubmission(db: DataSource, input: SurveySubmitBody): Promise<SurveyQuestion[]> {
  const questions = await findSurveyQuestions(db, input.gatunek);
  if (questions.length === 0) throw HttpError.badRequest(MESSAGES.survey.noQuestionnaire, 'no_questionnaire');

  const problem = findSurveyAnswerProblem(questions, input.odpowiedzi, input.dopiski);
  if (problem) throw HttpError.badRequest(problem.message, problem.code, { [`odpowiedzi.${problem.key}`]: problem.message });

  const missing = validateSurveyAnswers(questions, input.odpowiedzi, input.dopiski);
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((id) => [`odpowiedzi.${id}`, MESSAGES.server.requiredField]));
    throw HttpError.badRequest(MESSAGES.survey.missingRequired, 'missing_answers', fields);
  }

  await checkAnimals(db, input.zwierzaki, input.gatunek, false);

  if (!input.zgoda) throw HttpError.badRequest(MESSAGES.survey.consentRequired, 'consent_required', { zgoda: MESSAGES.survey.consentRequired });
  return questions;
}

interface AnswerRow {
  questionId: number;
  label: string;
  group: string | null;
  position: number;
  value: string | number[];
}

/** What is stored per answered question (unanswered optional questions store nothing). */
function answerRows(questions: SurveyQuestion[], input: Pick<SurveySubmitBody, 'odpowiedzi'>): AnswerRow[] {
  const rows: AnswerRow[] = [];
  questions.forEach((question, index) => {
    const raw = input.odpowiedzi[String(question.id_pytania)];
    if (!isQuestionAnswered(question, raw)) return;
    let value: string | number[];
    if (question.typ === 'tekst' || question.typ === 'textarea') {
      value = (raw as string).trim();
    } else {
      const chosen = new Set(chosenOptionIds(question, raw));
      const options = question.opcje.filter((option) => chosen.has(option.id_opcji));
      value = question.typ === 'checkbox' ? options.map((option) => option.id_opcji) : (options[0]?.etykieta_opcji ?? '');
    }
    rows.push({ questionId: question.id_pytania, label: question.etykieta, group: question.grupa ?? null, position: index + 1, value });
  });
  return rows;
}

/** Clarifications of chosen options that require one. */
function noteRows(questions: SurveyQuestion[], input: Pick<SurveySubmitBody, 'odpowiedzi' | 'dopiski'>): { optionId: number; label: string; text: string }[] {
  return questions.flatMap((question) => {
    const chosen = new Set(chosenOptionIds(question, input.odpowiedzi[String(question.id_pytania)]));
    return question.opcje
      .filter((option) => option.wymaga_dopisku === 1 && chosen.has(option.id_opcji))
      .map((option) => ({ optionId: option.id_opcji, label: option.etykieta_opcji, text: (input.dopiski[String(option.id_opcji)] ?? '').trim() }))
      .filter((note) => note.text !== '');
  });
}

export interface StoreSurveyOptions {
  /** Default now() (the demo seed dates its surveys in the past). Consent is recorded at the same moment. */
  createdAt?: Date;
  idempotencyKey?: string | null;
  requestHash?: string | null;
}

/**
 * Writes a validated survey (the caller runs it in a transaction): the adopter of its e-mail
 * address linked (created when new, never changed: staff decide whether to apply a survey's
 * data); the survey with its own copy of the contact data, the moment of consent and the privacy
 * policy version shown (the one the page displayed, else the current one); the answers
 * with the question labels copied; the clarifications; the chosen animals.
 */
export async function storeSurvey(
  manager: EntityManager,
  input: Omit<SurveySubmitBody, 'zgoda' | 'idempotencyKey'>,
  questions: SurveyQuestion[],
  options: StoreSurveyOptions = {},
): Promise<{ id: number; createdAt: Date }> {
  const answers = answerRows(questions, input);
  const notes = noteRows(questions, input);
  const at = options.createdAt ?? null;
  const adopterId = await linkAdopter(
    manager,
    {
      first_name: input.imie,
      last_name: input.nazwisko,
      email: input.email,
      phone: input.telefon,
      zip: input.adres_kod,
      city: input.adres_miasto,
    },
    at,
  );
  const [survey] = await queryRows<Columns<'surveys', 'id' | 'created_at'>>(
    manager,
    `INSERT INTO surveys (species, adopter_id, first_name, last_name, email, phone, zip, city, consent_at, consent_policy_version,
                          created_at, idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9, now()), $12, COALESCE($9, now()), $10, $11)
     RETURNING id, created_at`,
    [
      input.gatunek,
      adopterId,
      input.imie,
      input.nazwisko,
      input.email,
      input.telefon,
      input.adres_kod,
      input.adres_miasto,
      at,
      options.idempotencyKey ?? null,
      options.requestHash ?? null,
      consentPolicyVersion(input.wersja_polityki),
    ],
  );
  const surveyId = survey!.id;

  if (answers.length > 0) {
    await execute(
      manager,
      `INSERT INTO survey_answers (survey_id, question_id, question_label, group_label, position, value)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::jsonb[])`,
      [
        surveyId,
        answers.map((answer) => answer.questionId),
        answers.map((answer) => answer.label),
        answers.map((answer) => answer.group),
        answers.map((answer) => answer.position),
        answers.map((answer) => JSON.stringify(answer.value)),
      ],
    );
  }
  if (notes.length > 0) {
    await execute(
      manager,
      `INSERT INTO survey_answer_notes (survey_id, option_id, option_label, text)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])`,
      [surveyId, notes.map((note) => note.optionId), notes.map((note) => note.label), notes.map((note) => note.text)],
    );
  }
  if (input.zwierzaki.length > 0) {
    await execute(manager, `INSERT INTO survey_animals (survey_id, animal_id) SELECT $1, unnest($2::int[])`, [surveyId, input.zwierzaki]);
  }
  return { id: surveyId, createdAt: new Date(survey!.created_at) };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = candidate.driverError?.code ?? candidate.code;
  const name = candidate.driverError?.constraint ?? candidate.constraint;
  return code === '23505' && name === constraint;
}

/**
 * POST /survey: validates the body (shared schema, then the stored questionnaire, the animals and
 * consent), then stores in ONE transaction the survey with a copy of the contact data and the
 * moment of consent, its answers (question labels copied), clarifications and chosen animals,
 * links the adopter by e-mail (creating a new one, never changing a stored one), and publishes
 * `survey.created` (delivered only on commit).
 * A repeated idempotency key answers the first survey and stores nothing.
 */
export async function submitSurvey(
  { db, events }: SurveySubmitDeps,
  body: unknown,
  options: SurveySubmitOptions = {},
): Promise<SurveySubmitResult> {
  const input = parseInput(surveySubmitBodySchema, body);
  const key = input.idempotencyKey ?? null;
  const hash = surveyRequestHash(input);

  if (key) {
    const existing = await findByIdempotencyKey(db, key);
    if (existing) return replay(existing, hash);
  }
  await options.beforeCreate?.();

  const questions = await validateSubmission(db, input);

  try {
    return await db.transaction(async (manager) => {
      if (key) {
        await execute(manager, 'SELECT pg_advisory_xact_lock($1, hashtext($2))', [IDEMPOTENCY_LOCK_NAMESPACE, key]);
        const existing = await findByIdempotencyKey(manager, key);
        if (existing) return replay(existing, hash);
      }
      await checkAnimals(manager, input.zwierzaki, input.gatunek, true);
      const { id: surveyId, createdAt } = await storeSurvey(manager, input, questions, { idempotencyKey: key, requestHash: hash });

      const event: AdminEvent = {
        type: 'survey.created',
        id: `survey-${surveyId}`,
        surveyId,
        species: input.gatunek,
        adopterName: `${input.imie} ${input.nazwisko}`,
        createdAt: createdAt.toISOString(),
      };
      await events.publish(event, manager);
      return { id: surveyId, created: true };
    });
  } catch (error) {
    // The advisory lock serialises submissions with one key; the unique constraint stays the last guard.
    if (key && isUniqueViolation(error, 'uq_surveys_idempotency_key')) {
      const existing = await findByIdempotencyKey(db, key);
      if (existing) return replay(existing, hash);
    }
    throw error;
  }
}
