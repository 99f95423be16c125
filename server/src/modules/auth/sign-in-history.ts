import type { DataSource } from 'typeorm';
import { recordHistory } from '../history/history.js';
import { execute, queryRows } from '../../db/sql.js';

/**
 * Sign-ins in the history, kept short: who and when, no address (the IP stays in the login
 * limiter's counters only, which expire within a day).
 */

/**
 * A successful sign-in: the last sign-in time and the history row, together. `details` says how
 * the second step was passed, for an account with two-step sign-in.
 */
export async function recordSignIn(db: DataSource, user: { id: number; username: string }, details?: { secondFactor: 'totp' | 'recovery_code' }): Promise<void> {
  await db.transaction(async (manager) => {
    await execute(manager, `UPDATE admin_users SET last_login_at = now() WHERE id = $1`, [user.id]);
    await recordHistory(manager, { actor: user, action: 'auth.signed_in', subjectType: 'admin_user', subjectId: user.id, ...(details ? { details } : {}) });
  });
}

/**
 * A refused password (or second-step code) for an existing account (a name that is no account is not recorded: it may
 * be anything a person typed, a password by mistake included). The limiter has let the attempt
 * through, so the rows grow no faster than passwords can be checked. The server records it: the
 * person trying is not known.
 */
export async function recordFailedSignIn(db: DataSource, username: string, step: 'password' | 'second_factor' = 'password'): Promise<void> {
  const rows = await queryRows<{ id: number; disabled: boolean }>(
    db,
    `SELECT id, disabled_at IS NOT NULL AS disabled FROM admin_users WHERE lower(username) = lower($1)`,
    [username.trim()],
  );
  const account = rows[0];
  if (!account) return;
  await recordHistory(db, {
    actor: 'system',
    action: 'auth.sign_in_failed',
    subjectType: 'admin_user',
    subjectId: account.id,
    // A wrong code after a right password is worth noticing: someone may know the password.
    details: { ...(account.disabled ? { accountDisabled: true } : {}), ...(step === 'second_factor' ? { secondFactor: true } : {}) },
  });
}
