import type { Seeder } from './seeder.js';
import { execute } from '../sql.js';

/**
 * Gives every demo animal shown as 'Zarezerwowany' the reservation that explains it: held by the
 * oldest demo survey that selected it. A reserved animal with no reservation could never be
 * released (the hold switch leaves reserved animals alone, and only the holding survey may
 * unreserve), so one left without a survey goes back to 'Dostępny'.
 */
export function reservationsSeeder(): Seeder {
  return {
    name: 'reservations',
    async run(manager) {
      await execute(manager, `
        INSERT INTO reservations (animal_id, survey_id, created_at)
        SELECT DISTINCT ON (a.id) a.id, sa.survey_id, s.created_at + interval '1 day'
        FROM animals a
        JOIN survey_animals sa ON sa.animal_id = a.id
        JOIN surveys s ON s.id = sa.survey_id
        WHERE a.status = 'Zarezerwowany'
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.released_at IS NULL)
        ORDER BY a.id, s.created_at, s.id`);
      await execute(manager, `
        UPDATE animals a SET status = 'Dostępny'
        WHERE a.status = 'Zarezerwowany'
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.released_at IS NULL)`);
    },
  };
}
