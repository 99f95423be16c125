/**
 * What makes a survey need attention, as SQL conditions over one survey id expression. The
 * dashboard counts with them and the survey list filters with them, so a count on "Na dziś" and
 * the list its link opens always agree.
 */

/** The survey holds an active reservation made more than `days` days ago (a parameter placeholder). */
export function staleReservationSql(surveyId: string, days: string): string {
  return `EXISTS (SELECT 1 FROM reservations r WHERE r.survey_id = ${surveyId} AND r.released_at IS NULL
    AND r.created_at < now() - make_interval(days => ${days}))`;
}

/**
 * A chosen animal of the (open) survey is held elsewhere, as the cards' "zarezerwowany/adoptowany
 * w ankiecie #N" say (elsewhereOf in surveys.admin.presenter): adopted at all (an open survey
 * adopted nothing), or reserved through another survey, or marked Zarezerwowany without this
 * survey's reservation.
 */
export function animalsElsewhereSql(surveyId: string): string {
  return `EXISTS (SELECT 1 FROM survey_animals sa JOIN animals a ON a.id = sa.animal_id
    WHERE sa.survey_id = ${surveyId} AND (
      a.status = 'Adoptowany'
      OR EXISTS (SELECT 1 FROM adoptions x WHERE x.animal_id = a.id AND x.cancelled_at IS NULL AND x.survey_id IS DISTINCT FROM ${surveyId})
      OR EXISTS (SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.released_at IS NULL AND r.survey_id IS DISTINCT FROM ${surveyId})
      OR (a.status = 'Zarezerwowany' AND NOT EXISTS (
        SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.released_at IS NULL AND r.survey_id = ${surveyId}))))`;
}
