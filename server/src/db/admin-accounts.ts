import type { DataSource, EntityManager } from 'typeorm';
import { recordHistory } from '../modules/history/history.js';
import { hashAdminPassword, validateAdminCredentials } from './admin-users.js';

/** Account management behind `npm run admin -- list | reset-password | disable | enable`. */

export interface AdminAccount {
  id: number;
  username: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
}

export class UnknownAdminError extends Error {
  constructor(readonly username: string) {
    super(`No administrator named "${username}". See the accounts with: npm run admin -- list`);
    this.name = 'UnknownAdminError';
  }
}

export async function listAdmins(db: DataSource): Promise<AdminAccount[]> {
  const rows: { id: number; username: string; created_at: Date; last_login_at: Date | null; disabled_at: Date | null }[] = await db.query(
    'SELECT id, username, created_at, last_login_at, disabled_at FROM admin_users ORDER BY lower(username)',
  );
  return rows.map((row) => ({ id: row.id, username: row.username, createdAt: row.created_at, lastLoginAt: row.last_login_at, disabledAt: row.disabled_at }));
}

/** Locks the account's row for the rest of the transaction; UnknownAdminError when there is none. */
async function lockAdmin(manager: EntityManager, username: string): Promise<{ id: number; username: string; disabled_at: Date | null }> {
  const rows: { id: number; username: string; disabled_at: Date | null }[] = await manager.query(
    'SELECT id, username, disabled_at FROM admin_users WHERE lower(username) = lower($1) FOR UPDATE',
    [username.trim()],
  );
  const admin = rows[0];
  if (!admin) throw new UnknownAdminError(username.trim());
  return admin;
}

/** Signs the account out everywhere: sessions are connect-pg-simple rows holding passport's user id. */
async function endSessions(manager: EntityManager, adminId: number): Promise<number> {
  const result: [unknown[], number] = await manager.query(`DELETE FROM sessions WHERE sess -> 'passport' ->> 'user' = $1`, [String(adminId)]);
  return result[1];
}

/** Whoever runs the command is not a signed-in administrator: history names the server, via the CLI. */
const CLI_ACTOR = 'system' as const;

/** A new password (same rules as at creation); every session of the account ends. */
export async function resetAdminPassword(db: DataSource, username: string, password: string): Promise<{ username: string; sessionsEnded: number }> {
  validateAdminCredentials(username.trim(), password);
  // Hashing takes ~150 ms: done before the transaction, so the row lock is brief.
  const passwordHash = await hashAdminPassword(password);
  return db.transaction(async (manager) => {
    const admin = await lockAdmin(manager, username);
    await manager.query('UPDATE admin_users SET password_hash = $1 WHERE id = $2', [passwordHash, admin.id]);
    const sessionsEnded = await endSessions(manager, admin.id);
    await recordHistory(manager, { actor: CLI_ACTOR, action: 'admin.password_reset', subjectType: 'admin_user', subjectId: admin.id, details: { via: 'cli', sessionsEnded } });
    return { username: admin.username, sessionsEnded };
  });
}

/** The account can no longer sign in, and its sessions end now. Disabling twice changes nothing. */
export async function disableAdmin(db: DataSource, username: string): Promise<{ username: string; changed: boolean; sessionsEnded: number }> {
  return db.transaction(async (manager) => {
    const admin = await lockAdmin(manager, username);
    const changed = admin.disabled_at === null;
    if (changed) await manager.query('UPDATE admin_users SET disabled_at = now() WHERE id = $1', [admin.id]);
    const sessionsEnded = await endSessions(manager, admin.id);
    if (changed) await recordHistory(manager, { actor: CLI_ACTOR, action: 'admin.disabled', subjectType: 'admin_user', subjectId: admin.id, details: { via: 'cli', sessionsEnded } });
    return { username: admin.username, changed, sessionsEnded };
  });
}

export async function enableAdmin(db: DataSource, username: string): Promise<{ username: string; changed: boolean }> {
  return db.transaction(async (manager) => {
    const admin = await lockAdmin(manager, username);
    const changed = admin.disabled_at !== null;
    if (changed) {
      await manager.query('UPDATE admin_users SET disabled_at = NULL WHERE id = $1', [admin.id]);
      await recordHistory(manager, { actor: CLI_ACTOR, action: 'admin.enabled', subjectType: 'admin_user', subjectId: admin.id, details: { via: 'cli' } });
    }
    return { username: admin.username, changed };
  });
}
