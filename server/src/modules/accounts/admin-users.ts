import argon2 from 'argon2';
import type { DataSource, EntityManager } from 'typeorm';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { passwordWorkSlots } from './password-work-slots.js';
import { queryRows } from '../../db/sql.js';
import { ADMIN_USERNAME_PATTERN, countedNoun, normalizeAdminUsername, type NounForms } from '@pets/shared';

/**
 * Same rules as registerSchema in @pets/shared. The messages are what the admin command line
 * prints; the panel checks the same rules first with its own messages (registerSchema, TEAM_MESSAGES).
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;

/** After "co najmniej" / "najwyżej": 1 znak, 2 znaki, 12 znaków. */
const CHARACTER_NOUN: NounForms = { one: 'znak', few: 'znaki', many: 'znaków' };

export type AdminUserErrorCode = 'exists' | 'invalid_username' | 'weak_password';

export class AdminUserError extends Error {
  constructor(
    readonly code: AdminUserErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AdminUserError';
  }
}

/** argon2id with the library defaults (64 MiB, 3 passes, 4 lanes: above OWASP's minimum). */
export function hashAdminPassword(password: string): Promise<string> {
  return passwordWorkSlots.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

/** False for a wrong password and for a malformed hash alike. */
export async function verifyAdminPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await passwordWorkSlots.run(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

export function validateAdminCredentials(username: string, password: string): void {
  if (username.length < 3 || username.length > 100 || !ADMIN_USERNAME_PATTERN.test(username) || normalizeAdminUsername(username) !== username) {
    throw new AdminUserError(
      'invalid_username',
      'Nazwa użytkownika musi mieć od 3 do 100 znaków: litery a–z (bez polskich znaków), cyfry, kropkę, myślnik lub podkreślenie, a zaczynać się i kończyć literą lub cyfrą.',
    );
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminUserError('weak_password', `Hasło musi mieć co najmniej ${countedNoun(ADMIN_PASSWORD_MIN_LENGTH, CHARACTER_NOUN)}.`);
  }
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    throw new AdminUserError('weak_password', `Hasło może mieć najwyżej ${countedNoun(ADMIN_PASSWORD_MAX_LENGTH, CHARACTER_NOUN)}.`);
  }
}

async function findAdminId(dataSource: DataSource, username: string): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(dataSource, 'SELECT id FROM admin_users WHERE lower(username) = lower($1)', [username]);
  return rows[0]?.id;
}

/** Inserts unless the name is taken (case-insensitively); undefined when it was. Safe under races. */
async function insertAdmin(db: DataSource | EntityManager, username: string, passwordHash: string): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(
    db,
    'INSERT INTO admin_users (username, password_hash) VALUES ($1, $2) ON CONFLICT ((lower(username))) DO NOTHING RETURNING id',
    [username.trim(), passwordHash],
  );
  return rows[0]?.id;
}

/**
 * Creates an administrator; AdminUserError('exists') if the name is taken. Used by the CLI and
 * POST /auth/register; with `recordedAs`, the history names who added the account (same transaction).
 */
export async function createAdmin(
  dataSource: DataSource,
  username: string,
  password: string,
  recordedAs?: { actor: HistoryActor; via: 'cli' | 'panel' },
): Promise<{ id: number; username: string }> {
  const name = normalizeAdminUsername(username);
  validateAdminCredentials(name, password);
  const passwordHash = await hashAdminPassword(password);
  const id = await dataSource.transaction(async (manager) => {
    const inserted = await insertAdmin(manager, name, passwordHash);
    if (inserted !== undefined && recordedAs) {
      await recordHistory(manager, {
        actor: recordedAs.actor,
        action: 'admin.created',
        subjectType: 'admin_user',
        subjectId: inserted,
        details: { via: recordedAs.via, delivery: 'chosen' },
      });
    }
    return inserted;
  });
  if (id === undefined) throw new AdminUserError('exists', `Konto o nazwie „${name}” już istnieje.`);
  return { id, username: name };
}

/**
 * Makes sure the administrator exists (start-up bootstrap from ADMIN_USERNAME/ADMIN_PASSWORD).
 * An existing account is left as it is: its password is not reset from the environment.
 */
export async function ensureAdmin(dataSource: DataSource, username: string, password: string): Promise<{ id: number; created: boolean }> {
  const name = normalizeAdminUsername(username);
  const existing = await findAdminId(dataSource, name);
  if (existing !== undefined) return { id: existing, created: false };
  validateAdminCredentials(name, password);
  const id = await insertAdmin(dataSource, name, await hashAdminPassword(password));
  if (id !== undefined) return { id, created: true };
  // Another instance created it between our check and insert.
  return { id: (await findAdminId(dataSource, name)) as number, created: false };
}
