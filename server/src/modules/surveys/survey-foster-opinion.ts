import type { DataSource } from 'typeorm';
import { FOSTER_OPINION_LABELS, SURVEY_FOSTER_MESSAGES as M, type FosterOpinion, type SurveyAdminDetail } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { HistoryActor } from '../history/history.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import { recordSurveyHistory } from './survey-history.js';
import { detailAfter, linkedAdopterId, surveyNotFound } from './survey-locks.js';

export interface FosterOpinionRequest {
  opinion: FosterOpinion | null;
  note: string;
}

const labelOf = (opinion: string | null) => (opinion ? (FOSTER_OPINION_LABELS[opinion as FosterOpinion] ?? opinion) : null);

/**
 * PUT /survey/:id/foster-opinion (issue 33, item 7): "opinia DT" set, changed or removed, with who
 * and when. Allowed on a closed survey too (it is a remark, like a note); refused once the survey's
 * personal data were erased. The history row holds the opinion only: the note is the person's data
 * and lives in the survey row, where the RODO erase and the retention blank it.
 */
export async function setFosterOpinion(db: DataSource, surveyId: number, request: FosterOpinionRequest, actor: HistoryActor): Promise<SurveyAdminDetail> {
  return db.transaction(async (manager) => {
    const [survey] = await queryRows<Columns<'surveys', 'id' | 'adopter_id' | 'anonymized_at' | 'foster_opinion' | 'foster_opinion_note'>>(
      manager,
      `SELECT id, adopter_id, anonymized_at, foster_opinion, foster_opinion_note FROM surveys WHERE id = $1 FOR UPDATE`,
      [surveyId],
    );
    if (!survey) throw surveyNotFound();
    if (survey.anonymized_at) throw HttpError.conflict(M.opinionErased, 'survey_erased');
    const note = request.opinion === null ? '' : request.note;
    const opinionChanged = survey.foster_opinion !== request.opinion;
    const noteChanged = survey.foster_opinion_note !== note;
    if (!opinionChanged && !noteChanged) return detailAfter(manager, surveyId);

    await execute(
      manager,
      `UPDATE surveys SET foster_opinion = $2, foster_opinion_note = $3,
         foster_opinion_at = CASE WHEN $2::varchar IS NULL THEN NULL ELSE now() END,
         foster_opinion_by = CASE WHEN $2::varchar IS NULL THEN NULL ELSE $4::int END
       WHERE id = $1`,
      [surveyId, request.opinion, note, actor === 'system' ? null : actor.id],
    );
    await recordSurveyHistory(manager, {
      actor,
      action: 'survey.foster_opinion_set',
      surveyId,
      adopterId: await linkedAdopterId(manager, survey),
      survey: {
        opinion: request.opinion,
        ...(opinionChanged ? { changes: { fosterOpinion: { from: labelOf(survey.foster_opinion), to: labelOf(request.opinion) } } } : {}),
        // That the note changed, never what it says.
        ...(noteChanged && request.opinion !== null ? { fields: ['fosterOpinionNote'] } : {}),
      },
    });
    return detailAfter(manager, surveyId);
  });
}
