import type { EntityManager } from 'typeorm';
import { execute } from '../../../db/sql.js';

/**
 * A history row written by a foster carer through their personal link. The carer has no account
 * (actor_id stays NULL, like the system's rows); actor_name is "DT: Anna K." – first name and
 * initial only – and the details name the home, so an erase of the home finds the rows again.
 */
export async function recordCarerHistory(
  manager: EntityManager,
  entry: { actorName: string; homeId: number; action: string; animalId: number; details: Record<string, unknown> },
): Promise<void> {
  await execute(
    manager,
    `INSERT INTO history (actor_id, actor_name, action, subject_type, subject_id, details) VALUES (NULL, $1, $2, 'animal', $3, $4::jsonb)`,
    [entry.actorName.slice(0, 100), entry.action, entry.animalId, JSON.stringify({ ...entry.details, fosterHomeId: entry.homeId })],
  );
}
