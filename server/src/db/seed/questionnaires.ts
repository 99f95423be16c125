import { SPECIES, type Species } from '@pets/shared';
import { QUESTIONNAIRES } from './questionnaires/index.js';
import type { Questionnaire } from './questionnaires/builders.js';

export { QUESTIONNAIRES } from './questionnaires/index.js';

/** A query function (QueryRunner.query, EntityManager.query, DataSource.query). */
export type RunQuery = (sql: string, parameters?: unknown[]) => Promise<unknown>;

/** Questions are numbered 10, 20, 30... so a later migration can slot one in between. */
const POSITION_STEP = 10;

/**
 * Stores the adoption questionnaires of every species that has none yet (two INSERTs in all).
 *
 * Questionnaires are product content, not demo data: migration 1795305600020 calls this, so every
 * database has them, whatever SEED_DEMO says. Species that already have questions are left
 * alone. Returns the species that were stored.
 *
 * Changing a questionnaire later: change its source (new databases store the current one through
 * migration 1795305600020) AND add a migration that brings existing databases to the same rows
 * without touching submitted answers (they keep their copied labels), as 1795305600041 does.
 */
export async function insertQuestionnaires(
  query: RunQuery,
  questionnaires: Partial<Record<Species, Questionnaire>> = QUESTIONNAIRES,
): Promise<Species[]> {
  const present = (await query('SELECT DISTINCT species FROM survey_questions')) as { species: string }[];
  const taken = new Set(present.map((row) => row.species));
  const species = SPECIES.filter((name) => !taken.has(name) && (questionnaires[name]?.length ?? 0) > 0);
  if (species.length === 0) return [];

  const questions = species.flatMap((name) =>
    (questionnaires[name] ?? [])
      .flatMap((section) => section.questions.map((question) => ({ ...question, group: section.group })))
      .map((question, index) => ({ ...question, species: name, position: (index + 1) * POSITION_STEP })),
  );
  const inserted = (await query(
    `INSERT INTO survey_questions (species, position, label, type, required, hint, group_label)
     SELECT * FROM unnest($1::varchar[], $2::int[], $3::text[], $4::varchar[], $5::boolean[], $6::text[], $7::text[])
     RETURNING id, species, position`,
    [
      questions.map((question) => question.species),
      questions.map((question) => question.position),
      questions.map((question) => question.label),
      questions.map((question) => question.type),
      questions.map((question) => question.required),
      questions.map((question) => question.hint ?? null),
      questions.map((question) => question.group),
    ],
  )) as { id: number; species: string; position: number }[];
  const idOf = new Map(inserted.map((row) => [`${row.species}#${row.position}`, row.id]));

  const options = questions.flatMap((question) =>
    question.options.map((option, index) => ({
      questionId: idOf.get(`${question.species}#${question.position}`) as number,
      position: (index + 1) * POSITION_STEP,
      label: option.label,
      note: option.note,
    })),
  );
  await query(
    `INSERT INTO survey_options (question_id, position, label, requires_note)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::boolean[])`,
    [options.map((option) => option.questionId), options.map((option) => option.position), options.map((option) => option.label), options.map((option) => option.note)],
  );
  return species;
}
