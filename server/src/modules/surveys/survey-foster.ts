import type { DataSource, EntityManager } from 'typeorm';
import type { SurveyAnimalFoster, SurveyFosterNote } from '@pets/shared';
import { queryRows } from '../../db/sql.js';
import { FOSTER_HOME_NAME_SQL } from '../foster/foster-home-name.js';
import { LIVING_WITH_HOME } from '../foster/placements.js';
import { isoOrNull } from './surveys.admin.presenter.js';

type Db = DataSource | EntityManager;

/** How many of the carer's latest notes the survey modal shows per animal. */
export const SURVEY_FOSTER_NOTES = 3;

type FosterRow = {
  animal_id: number;
  home_id: number;
  home_name: string;
  /** json_agg of the latest reports, newest first. */
  notes: { kind: SurveyFosterNote['kind']; text: string; created_at: string }[];
};

/**
 * Issue 33, item 7: for the survey's animals living in a foster home now, the home and the
 * carer's latest notes and health problems about that animal in that home (weights and photos
 * have their own places in the record). An erased home is no one to ask: left out.
 */
export async function fosterOfAnimals(db: Db, animalIds: readonly number[]): Promise<Map<number, SurveyAnimalFoster>> {
  if (animalIds.length === 0) return new Map();
  const rows = await queryRows<FosterRow>(
    db,
    `SELECT a.id AS animal_id, fh.id AS home_id, ${FOSTER_HOME_NAME_SQL} AS home_name,
       coalesce((SELECT json_agg(json_build_object('kind', r.kind, 'text', r.text, 'created_at', r.created_at) ORDER BY r.created_at DESC, r.id DESC)
                 FROM (SELECT kind, text, created_at, id FROM foster_reports
                       WHERE animal_id = a.id AND foster_home_id = fh.id AND kind IN ('notatka', 'problem')
                       ORDER BY created_at DESC, id DESC LIMIT ${SURVEY_FOSTER_NOTES}) r), '[]'::json) AS notes
     FROM animals a JOIN foster_homes fh ON fh.id = a.foster_home_id AND fh.erased_at IS NULL
     WHERE a.id = ANY($1::int[]) AND ${LIVING_WITH_HOME}`,
    [animalIds],
  );
  return new Map(
    rows.map((row) => [
      row.animal_id,
      {
        fosterHome: { id: row.home_id, name: row.home_name },
        notes: row.notes.map((note) => ({ kind: note.kind, text: note.text, createdAt: isoOrNull(note.created_at) ?? '' })),
      },
    ]),
  );
}
