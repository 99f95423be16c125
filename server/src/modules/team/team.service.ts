import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ROLE_MESSAGES, STAFF_ROLE_LABELS, TEAM_MESSAGES, type StaffRole, type TeamAccount, type TeamAccountCreateInput, type TeamPasswordResetInput } from '@pets/shared';
import {
  changeAdminRole,
  disableAdminAccount,
  enableLockedAdmin,
  LastActiveAdministratorError,
  LastActiveAdminError,
  lockAdmin,
  replacePasswordHash,
  type AccountChange,
  type LockedAdmin,
} from '../accounts/admin-accounts.js';
import { hashAdminPassword } from '../accounts/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import { recordHistory } from '../history/history.js';
import type { Outbox } from '../mail/outbox.js';
import { generateOneTimePassword } from './one-time-password.js';
import { issuePasswordLink, setPasswordUrl } from './password-links.js';
import { accountNoticeMail, setPasswordMail, type AccountNotice } from './team-mail.js';
import { findTeamAccount, listTeamAccounts } from './team.queries.js';
import { queryRows } from '../../db/sql.js';

export interface TeamDeps {
  db: DataSource;
  outbox: Outbox;
  /** The site's public origin, for the set-password link. */
  origin: string;
  /** The foundation's name as saved in the panel (read when a mail is written). */
  foundationName: () => Promise<string>;
}

export type Actor = { id: number; username: string };

const panel = (actor: Actor): AccountChange => ({ actor, via: 'panel' });
const notFound = () => HttpError.notFound(TEAM_MESSAGES.accountNotFound, 'account_not_found');

/**
 * The password a delivery needs, hashed before any transaction (argon2 takes ~150 ms: row locks
 * stay brief). 'password': a generated one, answered once. 'email': a random one nobody knows,
 * so the account cannot sign in until its link is used.
 */
async function passwordFor(delivery: TeamPasswordResetInput['delivery']): Promise<{ hash: string; shown?: string }> {
  if (delivery === 'password') {
    const shown = generateOneTimePassword();
    return { hash: await hashAdminPassword(shown), shown };
  }
  return { hash: await hashAdminPassword(randomBytes(32).toString('base64url')) };
}

/** Queues the set-password e-mail of a 'email' delivery in the caller's transaction. */
async function sendLink(manager: EntityManager, deps: TeamDeps, admin: { id: number; username: string }, email: string, reason: 'created' | 'reset'): Promise<void> {
  const { token } = await issuePasswordLink(manager, admin.id);
  await deps.outbox.enqueue(manager, setPasswordMail({ to: email, username: admin.username, url: setPasswordUrl(deps.origin, token), foundationName: await deps.foundationName(), reason }));
}

/** Tells the account's owner of a change, at the address on the account (none: nothing to send). */
async function sendNotice(manager: EntityManager, deps: TeamDeps, actor: Actor, admin: { username: string; email: string | null }, notice: AccountNotice): Promise<boolean> {
  if (!admin.email) return false;
  await deps.outbox.enqueue(manager, accountNoticeMail({ to: admin.email, username: admin.username, actor: actor.username, foundationName: await deps.foundationName(), notice }));
  return true;
}

export { listTeamAccounts };

/** Adds an account; the generated password is in the answer only (never stored in clear). */
export async function createTeamAccount(deps: TeamDeps, actor: Actor, input: TeamAccountCreateInput): Promise<{ account: TeamAccount; password?: string }> {
  const taken = () => HttpError.conflict(TEAM_MESSAGES.usernameTaken, 'username_taken');
  // A quick look first spares the hashing; the unique index decides under a race.
  const existing = await queryRows<unknown>(deps.db, 'SELECT 1 FROM admin_users WHERE lower(username) = lower($1)', [input.username]);
  if (existing.length > 0) throw taken();
  const password = await passwordFor(input.delivery);
  const id = await deps.db.transaction(async (manager) => {
    const rows = await queryRows<{ id: number }>(
      manager,
      `INSERT INTO admin_users (username, password_hash, role, email, must_change_password) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
      [input.username, password.hash, input.role, input.email, password.shown !== undefined],
    );
    const created = rows[0]?.id;
    if (created === undefined) throw taken();
    await recordHistory(manager, { actor, action: 'admin.created', subjectType: 'admin_user', subjectId: created, details: { via: 'panel', delivery: input.delivery, role: input.role } });
    if (input.delivery === 'email') await sendLink(manager, deps, { id: created, username: input.username }, input.email, 'created');
    return created;
  });
  if (input.delivery === 'email') deps.outbox.kick();
  return { account: (await findTeamAccount(deps.db, id))!, ...(password.shown ? { password: password.shown } : {}) };
}

/**
 * A new password for someone else's account: the old one stops working, its sessions and earlier
 * links end. One's own password is changed with the current one instead (changeOwnPassword).
 */
export async function resetTeamPassword(
  deps: TeamDeps,
  actor: Actor,
  id: number,
  input: TeamPasswordResetInput,
): Promise<{ account: TeamAccount; password?: string; endedSessionIds: string[] }> {
  if (id === actor.id) throw HttpError.conflict(TEAM_MESSAGES.resetOwn, 'reset_own');
  const before = await findTeamAccount(deps.db, id);
  if (!before) throw notFound();
  if (before.disabledAt) throw HttpError.conflict(TEAM_MESSAGES.resetDisabled, 'account_disabled');
  // The link goes only to the address stored on the account: a request cannot name another one.
  if (input.delivery === 'email' && !before.email) throw HttpError.conflict(ROLE_MESSAGES.noEmailOnAccount, 'no_email_on_account');
  const password = await passwordFor(input.delivery);
  const endedSessionIds = await deps.db.transaction(async (manager) => {
    const admin = await lockAdmin(manager, { id });
    if (!admin) throw notFound();
    if (admin.disabled_at !== null) throw HttpError.conflict(TEAM_MESSAGES.resetDisabled, 'account_disabled');
    const ended = await replacePasswordHash(manager, admin, password.hash, { oneTime: password.shown !== undefined });
    if (input.delivery === 'email') {
      if (!admin.email) throw HttpError.conflict(ROLE_MESSAGES.noEmailOnAccount, 'no_email_on_account');
      await sendLink(manager, deps, admin, admin.email, 'reset');
    }
    await sendNotice(manager, deps, actor, admin, { kind: 'password_reset', delivery: input.delivery });
    await recordHistory(manager, {
      actor,
      action: 'admin.password_reset',
      subjectType: 'admin_user',
      subjectId: admin.id,
      details: { via: 'panel', delivery: input.delivery, sessionsEnded: ended.length },
    });
    return ended;
  });
  deps.outbox.kick();
  return { account: (await findTeamAccount(deps.db, id))!, ...(password.shown ? { password: password.shown } : {}), endedSessionIds };
}

/**
 * Disables another person's account (see disableAdminAccount: the last active account stays, and
 * of two people disabling the last two at once one is refused). Nobody disables their own account.
 */
export async function disableTeamAccount(deps: TeamDeps, actor: Actor, id: number): Promise<{ account: TeamAccount; endedSessionIds: string[] }> {
  const { db } = deps;
  const endedSessionIds = await db.transaction(async (manager) => {
    let result: Awaited<ReturnType<typeof disableAdminAccount>>;
    try {
      result = await disableAdminAccount(manager, { id }, panel(actor));
    } catch (error) {
      if (error instanceof LastActiveAdminError) throw HttpError.conflict(TEAM_MESSAGES.lastActive, 'last_active_account');
      if (error instanceof LastActiveAdministratorError) {
        throw id === actor.id ? HttpError.conflict(TEAM_MESSAGES.disableOwn, 'disable_own') : HttpError.conflict(ROLE_MESSAGES.lastAdministrator, 'last_active_administrator');
      }
      throw error;
    }
    if (!result) throw notFound();
    // Checked after the lock (whose message wins when it is also the last one): the transaction rolls back.
    if (id === actor.id) throw HttpError.conflict(TEAM_MESSAGES.disableOwn, 'disable_own');
    if (!result.changed) throw HttpError.conflict(TEAM_MESSAGES.alreadyDisabled, 'already_disabled');
    await sendNotice(manager, deps, actor, result.admin, { kind: 'disabled' });
    return result.endedSessionIds;
  });
  deps.outbox.kick();
  return { account: (await findTeamAccount(db, id))!, endedSessionIds };
}

/** A new role for another person's account; the last active administrator keeps theirs. */
export async function changeTeamRole(deps: TeamDeps, actor: Actor, id: number, role: StaffRole): Promise<TeamAccount> {
  if (id === actor.id) throw HttpError.conflict(ROLE_MESSAGES.roleOwn, 'role_own');
  await deps.db.transaction(async (manager) => {
    let result: Awaited<ReturnType<typeof changeAdminRole>>;
    try {
      result = await changeAdminRole(manager, id, role, panel(actor));
    } catch (error) {
      if (error instanceof LastActiveAdministratorError) throw HttpError.conflict(ROLE_MESSAGES.lastAdministrator, 'last_active_administrator');
      throw error;
    }
    if (!result) throw notFound();
    if (!result.changed) throw HttpError.conflict(ROLE_MESSAGES.roleUnchanged, 'role_unchanged');
    await sendNotice(manager, deps, actor, result.admin, { kind: 'role_changed', roleLabel: STAFF_ROLE_LABELS[role] });
  });
  deps.outbox.kick();
  return (await findTeamAccount(deps.db, id))!;
}

export async function enableTeamAccount(db: DataSource, actor: Actor, id: number): Promise<TeamAccount> {
  await db.transaction(async (manager) => {
    const admin: LockedAdmin | null = await lockAdmin(manager, { id });
    if (!admin) throw notFound();
    const { changed } = await enableLockedAdmin(manager, admin, panel(actor));
    if (!changed) throw HttpError.conflict(TEAM_MESSAGES.alreadyEnabled, 'already_enabled');
  });
  return (await findTeamAccount(db, id))!;
}
