import type { EntityManager } from 'typeorm';
import { TWO_FACTOR_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import type { SecretBox } from './secret-box.js';
import { acceptedStep } from './totp.js';
import { markStepUsed, storedSecretContext, useRecoveryCode, type TwoFactorRow } from './two-factor.store.js';

export type SecondFactorInput = { code: string } | { recoveryCode: string };
export type SecondFactorMethod = 'totp' | 'recovery_code';

/** A refused code: 401 at sign-in (like a wrong password), 400 on the account's own page. */
export type RefusalStatus = 400 | 401;

/** The account's TOTP secret in base32, or a 409 when the server's key changed since it was sealed. */
export function openStoredSecret(box: SecretBox, row: Pick<TwoFactorRow, 'id' | 'totp_secret'>): string {
  const secret = row.totp_secret === null ? null : box.open(row.totp_secret, storedSecretContext(row.id));
  if (secret === null) throw new HttpError(409, 'two_factor_key_unreadable', TWO_FACTOR_MESSAGES.keyUnreadable);
  return secret;
}

/**
 * Checks a code from the app (±1 step, above the last accepted step) or a recovery code (unused)
 * of a locked account with two-step sign-in on, and uses it up in the caller's transaction. A
 * wrong one throws before anything is written.
 */
export async function useSecondFactor(
  manager: EntityManager,
  box: SecretBox,
  row: TwoFactorRow,
  input: SecondFactorInput,
  status: RefusalStatus,
  now: number = Date.now(),
): Promise<SecondFactorMethod> {
  if ('recoveryCode' in input) {
    if (!(await useRecoveryCode(manager, row.id, input.recoveryCode))) {
      throw new HttpError(status, 'invalid_recovery_code', TWO_FACTOR_MESSAGES.invalidRecoveryCode, { recoveryCode: TWO_FACTOR_MESSAGES.invalidRecoveryCode });
    }
    return 'recovery_code';
  }
  const step = acceptedStep(openStoredSecret(box, row), input.code, now);
  if (step === null) throw new HttpError(status, 'invalid_code', TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });
  // Replay: a code seen once (or one of an earlier step than the last accepted) never works again.
  if (row.totp_last_step !== null && step <= row.totp_last_step) throw new HttpError(status, 'code_used', TWO_FACTOR_MESSAGES.codeUsed, { code: TWO_FACTOR_MESSAGES.codeUsed });
  await markStepUsed(manager, row.id, step);
  return 'totp';
}
