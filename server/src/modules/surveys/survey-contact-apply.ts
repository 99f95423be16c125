import type { DataSource } from 'typeorm';
import { ADOPTION_MESSAGES, SURVEY_CONTACT_MESSAGES, type SurveyAdminDetail } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { isUniqueViolation } from '../adoptions/adoption-rules.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { CONTACT_COLUMNS, contactDifferences, type StoredContact } from './surveys.admin.presenter.js';
import { loadSurveyDetail } from './surveys.admin.queries.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

type AdopterContactRow = Columns<'adopters', 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'zip' | 'city'>;

type SurveyContactRow = StoredContact & Columns<'surveys', 'adopter_id' | 'anonymized_at'>;

/**
 * POST /survey/:id/apply-contact: staff accept a survey's contact data for the adopter it is
 * linked to. In one transaction (survey and adopter rows locked, so the difference applied is the
 * one read) the differing fields are copied to the adopter and the change is recorded in the
 * history with the survey id and the field NAMES only: no values, so an erase need not scrub it.
 * An erased adopter counts as none: their data is never filled back in from a survey.
 */
export async function applySurveyContact(db: DataSource, surveyId: number, actor: HistoryActor): Promise<SurveyAdminDetail> {
  try {
    return await db.transaction(async (manager) => {
      const [survey] = await queryRows<SurveyContactRow>(
        manager,
        `SELECT adopter_id, first_name, last_name, email, phone, zip, city, anonymized_at FROM surveys WHERE id = $1 FOR UPDATE`,
        [surveyId],
      );
      if (!survey) throw HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found');
      const [adopter]: AdopterContactRow[] =
        survey.adopter_id === null
          ? []
          : await queryRows<AdopterContactRow>(manager, `SELECT id, first_name, last_name, email, phone, zip, city FROM adopters WHERE id = $1 AND erased_at IS NULL FOR UPDATE`, [
              survey.adopter_id,
            ]);
      if (!adopter) throw HttpError.conflict(SURVEY_CONTACT_MESSAGES.noAdopter, 'survey_without_adopter');

      // An anonymised survey (RODO erase or retention) holds placeholders, never data to apply.
      const differences = survey.anonymized_at ? [] : contactDifferences(survey, adopter);
      if (differences.length === 0) throw HttpError.conflict(SURVEY_CONTACT_MESSAGES.noDifference, 'no_contact_difference');

      // Column names come from the fixed CONTACT_COLUMNS map, never from the request.
      const columns = differences.map((difference) => CONTACT_COLUMNS[difference.field]);
      await execute(
        manager,
        `UPDATE adopters SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [adopter.id, ...columns.map((column) => survey[column])],
      );
      await recordHistory(manager, {
        actor,
        action: 'adopter.contact_applied',
        subjectType: 'adopter',
        subjectId: adopter.id,
        details: { surveyId, fields: differences.map((difference) => difference.field) },
      });
      // The survey's timeline shows it too (one row per subject).
      await recordHistory(manager, {
        actor,
        action: 'adopter.contact_applied',
        subjectType: 'survey',
        subjectId: surveyId,
        details: { adopterId: adopter.id, fields: differences.map((difference) => difference.field) },
      });
      const detail = await loadSurveyDetail(manager, surveyId);
      return detail as SurveyAdminDetail;
    });
  } catch (error) {
    // Staff changed the adopter's e-mail and another adopter now has the survey's address.
    if (isUniqueViolation(error, 'uq_adopters_email_lower')) throw HttpError.conflict(ADOPTION_MESSAGES.adopterEmailTaken, 'email_taken');
    throw error;
  }
}
