import type { DataSource } from 'typeorm';
import {
  DASHBOARD_ITEMS,
  type DashboardGroup,
  type DashboardMail,
  type DashboardResponse,
  type DashboardStaleReservation,
  type DashboardSurvey,
} from '@pets/shared';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { animalsElsewhereSql, staleReservationSql } from '../surveys/survey-attention-sql.js';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

type SurveyRow = Columns<'surveys', 'id' | 'first_name' | 'last_name' | 'species' | 'created_at'> & {
  /** count(*) OVER () */
  total: number;
};

type StaleRow = Columns<'surveys', 'first_name' | 'last_name'> & {
  survey_id: TableRow<'surveys'>['id'];
  animal_name: TableRow<'animals'>['name'];
  /** The oldest open reservation's created_at. */
  since: TableRow<'reservations'>['created_at'];
  /** count(*) OVER () */
  total: number;
};

type MailRow = Columns<'mail_messages', 'id' | 'subject' | 'from_name' | 'from_email' | 'date_received'> & {
  /** count(*) OVER () */
  total: number;
};

const personOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** count(*) OVER () gives the group's size on every row; an empty group has no row, so 0. */
function group<Row extends { total: number }, Item>(rows: Row[], present: (row: Row) => Item): DashboardGroup<Item> {
  return { count: rows[0]?.total ?? 0, items: rows.map(present) };
}

const presentSurvey = (row: SurveyRow): DashboardSurvey => ({
  id: row.id,
  person: personOf(row),
  species: row.species,
  createdAt: isoOrNull(row.created_at) ?? '',
});

/** Surveys of survey_admin_list `l` matching `where`, newest first: the count and the first few. */
function newestSurveys(db: DataSource, where: string, params: unknown[]): Promise<SurveyRow[]> {
  return queryRows<SurveyRow>(
    db,
    `SELECT s.id, s.first_name, s.last_name, s.species, s.created_at, count(*) OVER ()::int AS total
     FROM survey_admin_list l JOIN surveys s ON s.id = l.survey_id
     WHERE ${where}
     ORDER BY l.created_at DESC, l.survey_id DESC LIMIT ${DASHBOARD_ITEMS}`,
    params,
  );
}

/**
 * GET /dashboard ("Na dziś"): new surveys (the 'Nowe' bucket), surveys in 'Z rezerwacją' holding
 * a reservation older than `staleDays` (oldest first), unread mail, and open surveys whose chosen
 * animals went to someone else. The conditions are the ones the survey list filters with, so each
 * count equals what its link shows.
 */
export async function loadDashboard(db: DataSource, staleDays: number): Promise<Omit<DashboardResponse, 'mailTrouble' | 'foundationMissing' | 'failingJobs'>> {
  const [fresh, stale, mail, elsewhere] = await Promise.all([
    newestSurveys(db, `l.bucket = 'new'`, []),
    queryRows<StaleRow>(
      db,
      `SELECT s.id AS survey_id, s.first_name, s.last_name, oldest.animal_name, oldest.since, count(*) OVER ()::int AS total
       FROM survey_admin_list l JOIN surveys s ON s.id = l.survey_id
       CROSS JOIN LATERAL (
         SELECT a.name AS animal_name, r.created_at AS since FROM reservations r JOIN animals a ON a.id = r.animal_id
         WHERE r.survey_id = l.survey_id AND r.released_at IS NULL ORDER BY r.created_at, r.id LIMIT 1) oldest
       WHERE l.bucket = 'reserved' AND ${staleReservationSql('l.survey_id', '$1::int')}
       ORDER BY oldest.since, s.id LIMIT ${DASHBOARD_ITEMS}`,
      [staleDays],
    ),
    queryRows<MailRow>(
      db,
      `SELECT id, subject, from_name, from_email, date_received, count(*) OVER ()::int AS total
       FROM mail_messages WHERE NOT seen ORDER BY date_received DESC, id DESC LIMIT ${DASHBOARD_ITEMS}`,
    ),
    newestSurveys(db, `l.bucket <> 'done' AND ${animalsElsewhereSql('l.survey_id')}`, []),
  ]);
  return {
    staleDays,
    newSurveys: group(fresh, presentSurvey),
    staleReservations: group(
      stale,
      (row): DashboardStaleReservation => ({ surveyId: row.survey_id, person: personOf(row), animalName: row.animal_name, since: isoOrNull(row.since) ?? '' }),
    ),
    unreadMail: group(
      mail,
      (row): DashboardMail => ({
        id: row.id,
        subject: row.subject ?? '',
        from: row.from_name || row.from_email || '',
        receivedAt: isoOrNull(row.date_received),
      }),
    ),
    animalsElsewhere: group(elsewhere, presentSurvey),
  };
}
