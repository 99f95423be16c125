import type { DataSource, EntityManager } from 'typeorm';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { hashRecoveryCode } from './recovery-codes.js';
import type { Columns } from '../../db/rows.js';

/**
 * The account's second factor as the checks need it, from its locked row. `totp_secret` is sealed
 * (secret-box.ts); null while two-step sign-in is off.
 */
export type TwoFactorRow = Columns<'admin_users', 'id' | 'username' | 'email' | 'disabled_at' | 'totp_secret' | 'totp_last_step'>;

/** What the account's sealed secret is bound to: it opens for this account only. */
export const storedSecretContext = (adminId: number) => `admin:${adminId}`;

/**
 * Locks the account's row for the rest of the transaction (FOR NO KEY UPDATE, like lockAdmin in
 * modules/accounts/admin-accounts.ts): two uses of one code at once run one after the other, and the second
 * finds the step taken.
 */
export async function lockTwoFactor(manager: EntityManager, adminId: number): Promise<TwoFactorRow | null> {
  const rows = await queryRows<TwoFactorRow>(
    manager,
    `SELECT id, username, email, disabled_at, totp_secret, totp_last_step FROM admin_users WHERE id = $1 FOR NO KEY UPDATE`,
    [adminId],
  );
  return rows[0] ?? null;
}

/** Turns two-step sign-in on (or replaces its secret) with the first accepted step. */
export async function storeTotpSecret(manager: EntityManager, adminId: number, sealed: string, step: number): Promise<void> {
  await execute(manager, `UPDATE admin_users SET totp_secret = $1, totp_enabled_at = now(), totp_last_step = $2 WHERE id = $3`, [sealed, step, adminId]);
}

/** Records the step of an accepted code: no code of it or of an earlier step is accepted again. */
export async function markStepUsed(manager: EntityManager, adminId: number, step: number): Promise<void> {
  await execute(manager, `UPDATE admin_users SET totp_last_step = $1 WHERE id = $2`, [step, adminId]);
}

/** Replaces the account's recovery codes by the hashes of `codes`. */
export async function replaceRecoveryCodes(manager: EntityManager, adminId: number, codes: readonly string[]): Promise<void> {
  await execute(manager, `DELETE FROM admin_recovery_codes WHERE admin_id = $1`, [adminId]);
  await execute(manager, `INSERT INTO admin_recovery_codes (admin_id, code_hash) SELECT $1, unnest($2::text[])`, [adminId, codes.map(hashRecoveryCode)]);
}

/** Uses up one recovery code of the account; false when it is none of them or was used already. */
export async function useRecoveryCode(manager: EntityManager, adminId: number, code: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    manager,
    `UPDATE admin_recovery_codes SET used_at = now() WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [adminId, hashRecoveryCode(code)],
  );
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: DataSource | EntityManager, adminId: number): Promise<number> {
  const { n } = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM admin_recovery_codes WHERE admin_id = $1 AND used_at IS NULL`, [adminId]);
  return Number(n);
}

/** Turns two-step sign-in off: the secret, the last step and every recovery code go. */
export async function clearTwoFactor(manager: EntityManager, adminId: number): Promise<void> {
  await execute(manager, `UPDATE admin_users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1`, [adminId]);
  await execute(manager, `DELETE FROM admin_recovery_codes WHERE admin_id = $1`, [adminId]);
}

/** Whether the foundation requires two-step sign-in of every account (security_settings' one row). */
export async function isTwoFactorRequired(db: DataSource | EntityManager): Promise<boolean> {
  const rows = await queryRows<Columns<'security_settings', 'require_two_factor'>>(db, `SELECT require_two_factor FROM security_settings WHERE id = 1`);
  return rows[0]?.require_two_factor ?? false;
}
