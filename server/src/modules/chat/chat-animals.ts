import type { DataSource } from 'typeorm';
import type { ChatAnimal } from './offline-matcher.js';
import { queryRows } from '../../db/sql.js';

/** Most animals the name lookup considers (newest first); far above a small foundation's count. */
const LOOKUP_LIMIT = 2000;

/**
 * Animals the chat may talk about: every animal except those 'Za Tęczowym Mostem', newest first,
 * so "is X available?" can also answer "X already has a home".
 */
export async function loadChatAnimals(db: DataSource): Promise<ChatAnimal[]> {
  const rows = await queryRows<ChatAnimal>(
    db,
    `SELECT a.id, a.name, a.species, a.sex, a.status FROM animals a
     WHERE NOT a.rainbow_bridge ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
    [LOOKUP_LIMIT],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export const isAvailable = (animal: ChatAnimal) => animal.status === 'Dostępny';
