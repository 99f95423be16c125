import type { DataSource } from 'typeorm';
import { TWO_FACTOR_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { useSecondFactor, type SecondFactorInput, type SecondFactorMethod } from './second-factor.js';
import type { SecretBox } from './secret-box.js';
import { lockTwoFactor, recoveryCodesLeft } from './two-factor.store.js';

/** The half-finished sign-in cannot be completed: start again with the password. */
export const pendingSignInGone = () => new HttpError(401, 'two_factor_expired', TWO_FACTOR_MESSAGES.pendingExpired);

/**
 * The second step of signing in to an account with two-step sign-in: its code (or a recovery
 * code) is checked and used up in one transaction on the account's locked row. An account that
 * was disabled, or whose second factor was removed, since the password step cannot complete.
 */
export async function completeSecondStep(
  deps: { db: DataSource; box: SecretBox },
  adminId: number,
  input: SecondFactorInput,
): Promise<{ method: SecondFactorMethod; recoveryCodesLeft: number | null }> {
  return deps.db.transaction(async (manager) => {
    const row = await lockTwoFactor(manager, adminId);
    if (!row || row.disabled_at !== null || row.totp_secret === null) throw pendingSignInGone();
    const method = await useSecondFactor(manager, deps.box, row, input, 401);
    return { method, recoveryCodesLeft: method === 'recovery_code' ? await recoveryCodesLeft(manager, adminId) : null };
  });
}
