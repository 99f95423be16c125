import type { DataSource, EntityManager } from 'typeorm';
import { FOSTER_MESSAGES as F, SURVEY_FOSTER_MESSAGES as M } from '@pets/shared';
import { queryFirst } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';
import { HttpError } from '../../http/http-error.js';
import { inStateTransaction, isUniqueViolation } from '../adoptions/adoption-rules.js';
import { adoptWithoutSurvey, insertAdopter } from '../adopters/adopters.service.js';
import type { HistoryActor } from '../history/history.js';
import { LIVING_WITH_HOME } from './placements.js';

type CarerHome = Columns<'foster_homes', 'first_name' | 'last_name' | 'email' | 'phone' | 'postcode' | 'city'>;

/**
 * The adopter who is this carer: the one of the home's e-mail address (any letter case; an erased
 * adopter's address is a placeholder, never matched), else a new one from the home's data.
 */
async function carerAdopter(manager: EntityManager, home: CarerHome, actor: HistoryActor): Promise<number> {
  const existing = await queryFirst<{ id: number }>(
    manager,
    `SELECT id FROM adopters WHERE lower(email) = lower($1) AND erased_at IS NULL ORDER BY id LIMIT 1`,
    [home.email],
  );
  if (existing) return existing.id;
  return insertAdopter(
    manager,
    { firstName: home.first_name, lastName: home.last_name, email: home.email, phone: home.phone, zip: home.postcode, city: home.city },
    actor,
  );
}

/**
 * POST /foster/homes/:id/adopt (issue 33, item 7): a foster carer adopts an animal living with
 * them, without retyping. In one transaction: the animal locked and checked to live in this home
 * (else 409), the carer's adopter found or created, and the adoption recorded by the same code as
 * the panel's "adopcja bez ankiety" (its checks, rows and history). The animal's dated placement
 * stays: an adopted animal no longer counts in the home (LIVING_WITH_HOME).
 */
export async function adoptByCarer(db: DataSource, homeId: number, animalId: number, actor: HistoryActor): Promise<{ adopterId: number; animal: string; person: string }> {
  const attempt = () =>
    inStateTransaction(db, async (manager) => {
      // The animal's row first, as a placement takes it (then the home's): a move waits for this.
      const animal = await queryFirst<{ foster_home_id: number | null; lives_here: boolean }>(
        manager,
        `SELECT a.foster_home_id, (a.foster_home_id = $2 AND ${LIVING_WITH_HOME}) AS lives_here FROM animals a WHERE a.id = $1 FOR UPDATE`,
        [animalId, homeId],
      );
      const home = await queryFirst<CarerHome>(
        manager,
        `SELECT first_name, last_name, email, phone, postcode, city FROM foster_homes WHERE id = $1 AND erased_at IS NULL FOR SHARE`,
        [homeId],
      );
      if (!home) throw HttpError.notFound(F.homeNotFound, 'foster_home_not_found');
      if (!animal?.lives_here) throw HttpError.conflict(M.carerAnimalNotInHome, 'animal_not_in_home');
      if (!home.email.trim()) throw HttpError.conflict(M.carerNoEmail, 'foster_home_no_email');
      const adopterId = await carerAdopter(manager, home, actor);
      const name = await adoptWithoutSurvey(manager, adopterId, animalId, actor);
      return { adopterId, animal: name, person: `${home.first_name} ${home.last_name}`.trim() };
    });
  try {
    return await attempt();
  } catch (error) {
    // The same address added at the same moment by someone else: the second try finds that adopter.
    if (isUniqueViolation(error, 'uq_adopters_email_lower')) return attempt();
    throw error;
  }
}
