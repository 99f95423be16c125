/**
 * SQL: how survey `s` ended (SURVEY_OUTCOMES): an active adoption through it wins, then an active
 * reservation; without either, an adoption that was cancelled, then a reservation released by
 * staff ('unreserved'), else it is still open. Each test is an index lookup
 * (idx_adoptions_survey, idx_reservations_survey), so it also serves the 100,000-survey export.
 */
export const SURVEY_OUTCOME_SQL = `CASE
  WHEN EXISTS (SELECT 1 FROM adoptions oa WHERE oa.survey_id = s.id AND oa.cancelled_at IS NULL) THEN 'adopted'
  WHEN EXISTS (SELECT 1 FROM reservations orr WHERE orr.survey_id = s.id AND orr.released_at IS NULL) THEN 'reserved'
  WHEN EXISTS (SELECT 1 FROM adoptions oa WHERE oa.survey_id = s.id) THEN 'cancelled'
  WHEN EXISTS (SELECT 1 FROM reservations orr WHERE orr.survey_id = s.id AND orr.release_reason = 'unreserved') THEN 'released'
  ELSE 'open' END`;
