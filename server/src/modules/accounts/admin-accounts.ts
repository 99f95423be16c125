import type { DataSource, EntityManager } from 'typeorm';
import type { StaffRole } from '@pets/shared';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { hashAdminPassword, validateAdminCredentials } from './admin-users.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * Account management shared by `npm run admin -- list | reset-password | disable | enable` and
 * the panel's "Zespół" screen (modules/team). Every change locks the account's row, ends its
 * sessions where it must, and records who did it in the history, in one transaction.
 */

export interface AdminAccount {
  id: number;
  username: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
}

/** The locked row of an account. */
export type LockedAdmin = Columns<'admin_users', 'id' | 'username' | 'password_hash' | 'disabled_at' | 'role' | 'email'>;

/** Who changes an account: a signed-in administrator (the panel) or the server itself (the CLI). */
export interface AccountChange {
  actor: HistoryActor;
  via: 'cli' | 'panel';
}

/*
 * The messages below are what the admin command line prints (in Polish, like the rest of it). The
 * panel's API never shows them: modules/team maps each class to its own message (TEAM_MESSAGES,
 * ROLE_MESSAGES in @pets/shared).
 */

export class UnknownAdminError extends Error {
  constructor(readonly username: string) {
    super(`Nie ma konta o nazwie „${username}”. Listę kont pokaże polecenie: npm run admin -- list`);
    this.name = 'UnknownAdminError';
  }
}

/** Disabling would leave nobody who can sign in. */
export class LastActiveAdminError extends Error {
  constructor(readonly username: string) {
    super(`Nie można wyłączyć konta „${username}”: to ostatnie aktywne konto, a bez niego nikt nie mógłby się zalogować.`);
    this.name = 'LastActiveAdminError';
  }
}

/** The change would leave no active administrator: nobody could manage the team any more. */
export class LastActiveAdministratorError extends Error {
  constructor(readonly username: string) {
    // Neutral wording: disabling the account (the CLI) and taking its role (the panel) both end here.
    super(`„${username}” to ostatnie aktywne konto administratora: bez niego nikt nie mógłby zarządzać zespołem.`);
    this.name = 'LastActiveAdministratorError';
  }
}

export async function listAdmins(db: DataSource): Promise<AdminAccount[]> {
  const rows = await queryRows<Columns<'admin_users', 'id' | 'username' | 'created_at' | 'last_login_at' | 'disabled_at'>>(
    db,
    'SELECT id, username, created_at, last_login_at, disabled_at FROM admin_users ORDER BY lower(username)',
  );
  return rows.map((row) => ({ id: row.id, username: row.username, createdAt: row.created_at, lastLoginAt: row.last_login_at, disabledAt: row.disabled_at }));
}

const ACCOUNT_COLUMNS = 'id, username, password_hash, disabled_at, role, email';

/**
 * Locks the account's row for the rest of the transaction; null when there is none. FOR NO KEY
 * UPDATE: exclusive among account changes, yet it lets history rows naming the account as their
 * actor be written meanwhile (their foreign key check takes a key-share lock), so two staff
 * changing each other's accounts at once cannot deadlock.
 */
export async function lockAdmin(manager: EntityManager, by: { id: number } | { username: string }): Promise<LockedAdmin | null> {
  const rows: LockedAdmin[] =
    'id' in by
      ? await queryRows<LockedAdmin>(manager, `SELECT ${ACCOUNT_COLUMNS} FROM admin_users WHERE id = $1 FOR NO KEY UPDATE`, [by.id])
      : await queryRows<LockedAdmin>(manager, `SELECT ${ACCOUNT_COLUMNS} FROM admin_users WHERE lower(username) = lower($1) FOR NO KEY UPDATE`, [by.username.trim()]);
  return rows[0] ?? null;
}

/**
 * Locks the account together with every active one, in id order, and answers it (null when there
 * is none) with how many OTHER accounts stay active. The same order in every caller means two of
 * these never deadlock; of two people disabling the last two accounts at once, the second waits,
 * then finds the first one disabled (READ COMMITTED re-checks a locked row) and is refused.
 */
async function lockWithActiveAccounts(
  manager: EntityManager,
  by: { id: number } | { username: string },
): Promise<{ admin: LockedAdmin; othersActive: number; otherAdministratorsActive: number } | null> {
  const found: { id: number }[] =
    'id' in by
      ? await queryRows<{ id: number }>(manager, 'SELECT id FROM admin_users WHERE id = $1', [by.id])
      : await queryRows<{ id: number }>(manager, 'SELECT id FROM admin_users WHERE lower(username) = lower($1)', [by.username.trim()]);
  const id = found[0]?.id;
  if (id === undefined) return null;
  const rows = await queryRows<LockedAdmin>(
    manager,
    `SELECT ${ACCOUNT_COLUMNS} FROM admin_users WHERE disabled_at IS NULL OR id = $1 ORDER BY id FOR NO KEY UPDATE`,
    [id],
  );
  const admin = rows.find((row) => row.id === id);
  if (!admin) return null;
  const othersActive = rows.filter((row) => row.id !== id && row.disabled_at === null);
  return { admin, othersActive: othersActive.length, otherAdministratorsActive: othersActive.filter((row) => row.role === 'administrator').length };
}

async function lockAdminNamed(manager: EntityManager, username: string): Promise<LockedAdmin> {
  const admin = await lockAdmin(manager, { username });
  if (!admin) throw new UnknownAdminError(username.trim());
  return admin;
}

/**
 * Signs the account out everywhere (but in `keepSessionId`, the caller's own session): sessions
 * are connect-pg-simple rows holding passport's user id. Answers the ids of the ended sessions.
 */
export async function endAdminSessions(manager: EntityManager, adminId: number, keepSessionId?: string): Promise<string[]> {
  const rows = await queryRows<{ sid: string }>(
    manager,
    `DELETE FROM sessions WHERE sess -> 'passport' ->> 'user' = $1 AND sid IS DISTINCT FROM $2 RETURNING sid`,
    [String(adminId), keepSessionId ?? null],
  );
  return rows.map((row) => row.sid);
}

/** Set-password links of the account stop working (a new password was set, or the account disabled). */
export async function revokePasswordLinks(manager: EntityManager, adminId: number): Promise<void> {
  await execute(manager, `DELETE FROM admin_password_links WHERE admin_id = $1 AND used_at IS NULL`, [adminId]);
}

/** Whoever runs the command is not a signed-in administrator: history names the server, via the CLI. */
const CLI: AccountChange = { actor: 'system', via: 'cli' };

/**
 * Stores a new password hash of a locked account, revokes its set-password links and ends its
 * sessions (all but `keepSessionId`). Records nothing: the caller names the action.
 */
export async function replacePasswordHash(
  manager: EntityManager,
  admin: LockedAdmin,
  passwordHash: string,
  { keepSessionId, oneTime = false }: { keepSessionId?: string; oneTime?: boolean } = {},
): Promise<string[]> {
  // A one-time password (shown to whoever set it) must be replaced at the next sign-in.
  await execute(manager, 'UPDATE admin_users SET password_hash = $1, must_change_password = $2 WHERE id = $3', [passwordHash, oneTime, admin.id]);
  await revokePasswordLinks(manager, admin.id);
  return endAdminSessions(manager, admin.id, keepSessionId);
}

/** A new password (same rules as at creation); every session of the account ends. */
export async function resetAdminPassword(db: DataSource, username: string, password: string): Promise<{ username: string; sessionsEnded: number }> {
  validateAdminCredentials(username.trim(), password);
  // Hashing takes ~150 ms: done before the transaction, so the row lock is brief.
  const passwordHash = await hashAdminPassword(password);
  return db.transaction(async (manager) => {
    const admin = await lockAdminNamed(manager, username);
    const sessionsEnded = (await replacePasswordHash(manager, admin, passwordHash)).length;
    await recordHistory(manager, { actor: CLI.actor, action: 'admin.password_reset', subjectType: 'admin_user', subjectId: admin.id, details: { via: CLI.via, sessionsEnded } });
    return { username: admin.username, sessionsEnded };
  });
}

/**
 * Disables an account: it can no longer sign in, its sessions and set-password links end. Refused
 * with LastActiveAdminError when it is the last active account, and LastActiveAdministratorError
 * when it is the last active administrator (see lockWithActiveAccounts).
 * Disabling twice changes nothing (but still ends any session left). Null: no such account.
 */
export async function disableAdminAccount(
  manager: EntityManager,
  by: { id: number } | { username: string },
  change: AccountChange,
): Promise<{ admin: LockedAdmin; changed: boolean; endedSessionIds: string[] } | null> {
  const locked = await lockWithActiveAccounts(manager, by);
  if (!locked) return null;
  const { admin, othersActive, otherAdministratorsActive } = locked;
  const changed = admin.disabled_at === null;
  if (changed) {
    if (othersActive === 0) throw new LastActiveAdminError(admin.username);
    if (admin.role === 'administrator' && otherAdministratorsActive === 0) throw new LastActiveAdministratorError(admin.username);
    await execute(manager, 'UPDATE admin_users SET disabled_at = now() WHERE id = $1', [admin.id]);
  }
  await revokePasswordLinks(manager, admin.id);
  const endedSessionIds = await endAdminSessions(manager, admin.id);
  if (changed) {
    await recordHistory(manager, {
      actor: change.actor,
      action: 'admin.disabled',
      subjectType: 'admin_user',
      subjectId: admin.id,
      details: { via: change.via, sessionsEnded: endedSessionIds.length },
    });
  }
  return { admin, changed, endedSessionIds };
}

/**
 * Gives an account another role. Taking the role from the last active administrator is refused
 * (LastActiveAdministratorError): the same locks as disabling, so two such changes at once cannot
 * both pass. Null: no such account; changed false: it already had that role.
 */
export async function changeAdminRole(
  manager: EntityManager,
  id: number,
  role: StaffRole,
  change: AccountChange,
): Promise<{ admin: LockedAdmin; changed: boolean } | null> {
  const locked = await lockWithActiveAccounts(manager, { id });
  if (!locked) return null;
  const { admin, otherAdministratorsActive } = locked;
  if (admin.role === role) return { admin, changed: false };
  if (admin.role === 'administrator' && admin.disabled_at === null && otherAdministratorsActive === 0) throw new LastActiveAdministratorError(admin.username);
  await execute(manager, 'UPDATE admin_users SET role = $1 WHERE id = $2', [role, admin.id]);
  await recordHistory(manager, {
    actor: change.actor,
    action: 'admin.role_changed',
    subjectType: 'admin_user',
    subjectId: admin.id,
    details: { via: change.via, from: admin.role, to: role },
  });
  return { admin: { ...admin, role }, changed: true };
}

/** Lets a locked, disabled account sign in again. Enabling twice changes nothing. */
export async function enableLockedAdmin(manager: EntityManager, admin: LockedAdmin, change: AccountChange): Promise<{ changed: boolean }> {
  const changed = admin.disabled_at !== null;
  if (changed) {
    await execute(manager, 'UPDATE admin_users SET disabled_at = NULL WHERE id = $1', [admin.id]);
    await recordHistory(manager, { actor: change.actor, action: 'admin.enabled', subjectType: 'admin_user', subjectId: admin.id, details: { via: change.via } });
  }
  return { changed };
}

/** The account can no longer sign in, and its sessions end now. Disabling twice changes nothing. */
export async function disableAdmin(db: DataSource, username: string): Promise<{ username: string; changed: boolean; sessionsEnded: number }> {
  return db.transaction(async (manager) => {
    const result = await disableAdminAccount(manager, { username }, CLI);
    if (!result) throw new UnknownAdminError(username.trim());
    return { username: result.admin.username, changed: result.changed, sessionsEnded: result.endedSessionIds.length };
  });
}

/**
 * Removes the account's second factor (two-step sign-in): its TOTP secret and recovery codes. The
 * way back in for an administrator who lost both the phone and the codes when no other
 * administrator can remove it on "Zespół". Its sessions stay. Recorded as the server's, via the CLI.
 */
export async function removeAdminTwoFactor(db: DataSource, username: string): Promise<{ username: string; changed: boolean }> {
  return db.transaction(async (manager) => {
    const admin = await lockAdminNamed(manager, username);
    const [row] = await queryRows<{ enabled: boolean }>(manager, 'SELECT totp_secret IS NOT NULL AS enabled FROM admin_users WHERE id = $1', [admin.id]);
    if (!row?.enabled) return { username: admin.username, changed: false };
    await execute(manager, 'UPDATE admin_users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1', [admin.id]);
    await execute(manager, 'DELETE FROM admin_recovery_codes WHERE admin_id = $1', [admin.id]);
    await recordHistory(manager, { actor: CLI.actor, action: 'admin.two_factor_reset', subjectType: 'admin_user', subjectId: admin.id, details: { via: CLI.via } });
    return { username: admin.username, changed: true };
  });
}

export async function enableAdmin(db: DataSource, username: string): Promise<{ username: string; changed: boolean }> {
  return db.transaction(async (manager) => {
    const admin = await lockAdminNamed(manager, username);
    const { changed } = await enableLockedAdmin(manager, admin, CLI);
    return { username: admin.username, changed };
  });
}
