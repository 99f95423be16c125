import type { DataSource, EntityManager } from 'typeorm';
import type { Species, SurveyQuestion } from '@pets/shared';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

type QuestionRow = Columns<'survey_questions', 'id' | 'label' | 'type' | 'required' | 'hint' | 'group_label'> & {
  /** json_agg of the question's options, '[]' without any. */
  options: { id: number; label: string; note: boolean }[];
};

/** A stored question with its options, in the shape of SPEC section 3 (Polish field names). */
export function presentQuestion(row: QuestionRow): SurveyQuestion {
  return {
    id_pytania: row.id,
    etykieta: row.label,
    typ: row.type,
    obowiazkowe: row.required ? 1 : 0,
    opcje: row.options.map((option) => ({ id_opcji: option.id, etykieta_opcji: option.label, wymaga_dopisku: option.note ? 1 : 0 })),
    grupa: row.group_label,
    podpowiedz: row.hint,
  };
}

/** The questionnaire of a species in display order, each question with its options in order ([] when it has none). */
export async function findSurveyQuestions(db: DataSource | EntityManager, species: Species): Promise<SurveyQuestion[]> {
  const rows = await queryRows<QuestionRow>(
    db,
    `SELECT q.id, q.label, q.type, q.required, q.hint, q.group_label,
            COALESCE(
              json_agg(json_build_object('id', o.id, 'label', o.label, 'note', o.requires_note) ORDER BY o.position, o.id)
                FILTER (WHERE o.id IS NOT NULL),
              '[]'::json) AS options
       FROM survey_questions q
       LEFT JOIN survey_options o ON o.question_id = q.id
      WHERE q.species = $1
      GROUP BY q.id
      ORDER BY q.position, q.id`,
    [species],
  );
  return rows.map(presentQuestion);
}
