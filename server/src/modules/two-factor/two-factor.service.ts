import type { DataSource } from 'typeorm';
import { MESSAGES, TEAM_MESSAGES, TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '@pets/shared';
import { verifyAdminPassword } from '../accounts/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { recordHistory } from '../history/history.js';
import { queryRows } from '../../db/sql.js';
import { generateRecoveryCodes } from './recovery-codes.js';
import { useSecondFactor } from './second-factor.js';
import type { SecretBox } from './secret-box.js';
import { acceptedStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp.js';
import {
  clearTwoFactor,
  isTwoFactorRequired,
  lockTwoFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  storedSecretContext,
  storeTotpSecret,
  type TwoFactorRow,
} from './two-factor.store.js';
import type { Columns } from '../../db/rows.js';

export interface TwoFactorDeps {
  db: DataSource;
  box: SecretBox;
  limiter: LoginLimiter;
  /** The foundation's name as saved now: the issuer the authenticator app shows. */
  issuer: () => Promise<string>;
}

/** Who asks, from where: the limiter counts wrong passwords and codes per login and address. */
export interface OwnRequest {
  user: { id: number; username: string };
  ip: string;
}

/** What a started enrolment keeps (in the session) until a code confirms it: the new secret, sealed. */
export const setupSecretContext = (adminId: number) => `setup:${adminId}`;

const wrongCode = () => new HttpError(400, 'invalid_code', TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });

/** The row of a signed-in account, locked; a disabled or removed one ends the request as signed out. */
async function lockOwn(manager: Parameters<typeof lockTwoFactor>[0], adminId: number): Promise<TwoFactorRow> {
  const row = await lockTwoFactor(manager, adminId);
  if (!row || row.disabled_at !== null) throw HttpError.unauthorized();
  return row;
}

export async function twoFactorStatus(deps: Pick<TwoFactorDeps, 'db' | 'box'>, adminId: number): Promise<TwoFactorStatus> {
  const rows = await queryRows<Columns<'admin_users', 'id' | 'totp_secret'>>(deps.db, `SELECT id, totp_secret FROM admin_users WHERE id = $1`, [adminId]);
  const row = rows[0];
  const enabled = row?.totp_secret != null;
  return {
    enabled,
    required: await isTwoFactorRequired(deps.db),
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(deps.db, adminId) : 0,
    usable: enabled && deps.box.open(row.totp_secret!, storedSecretContext(adminId)) !== null,
  };
}

/**
 * Starts an enrolment: a new secret, its otpauth:// address and QR code. Nothing is stored on the
 * account yet; the caller keeps `sealed` in the session until a code from the app confirms it.
 * Refused while two-step sign-in is on, unless its secret no longer opens (the server's key
 * changed): then setting the app up again is the way back.
 */
export async function startTwoFactorSetup(deps: TwoFactorDeps, user: { id: number; username: string }): Promise<{ setup: TwoFactorSetup; sealed: string }> {
  const status = await twoFactorStatus(deps, user.id);
  if (status.enabled && status.usable) throw HttpError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled, 'two_factor_already_enabled');
  const secret = newTotpSecret();
  const account = { issuer: await deps.issuer(), label: user.username };
  const uri = otpauthUri(secret, account);
  return {
    setup: { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri), ...account },
    sealed: deps.box.seal(secret, setupSecretContext(user.id)),
  };
}

/**
 * Confirms an enrolment with a code of the new secret: two-step sign-in is on, and ten new
 * recovery codes are answered, this once (only their hashes are kept).
 */
export async function enableTwoFactor(deps: TwoFactorDeps, user: { id: number; username: string }, sealedSetup: string | undefined, code: string): Promise<string[]> {
  const secret = sealedSetup === undefined ? null : deps.box.open(sealedSetup, setupSecretContext(user.id));
  if (secret === null) throw HttpError.conflict(TWO_FACTOR_MESSAGES.setupMissing, 'two_factor_setup_missing');
  const step = acceptedStep(secret, code);
  if (step === null) throw wrongCode();
  const codes = generateRecoveryCodes();
  await deps.db.transaction(async (manager) => {
    const row = await lockOwn(manager, user.id);
    if (row.totp_secret !== null && deps.box.open(row.totp_secret, storedSecretContext(row.id)) !== null) {
      throw HttpError.conflict(TWO_FACTOR_MESSAGES.alreadyEnabled, 'two_factor_already_enabled');
    }
    await storeTotpSecret(manager, user.id, deps.box.seal(secret, storedSecretContext(user.id)), step);
    await replaceRecoveryCodes(manager, user.id, codes);
    await recordHistory(manager, { actor: user, action: 'admin.two_factor_enabled', subjectType: 'admin_user', subjectId: user.id, details: row.totp_secret === null ? {} : { replacedUnreadable: true } });
  });
  return codes;
}

/**
 * Turns one's own two-step sign-in off with the current password (each try counted by the login
 * limiter, as on the sign-in form). Refused while the foundation requires it of everyone.
 */
export async function disableTwoFactor(deps: TwoFactorDeps, request: OwnRequest, password: string): Promise<void> {
  const { db, limiter } = deps;
  if (await isTwoFactorRequired(db)) throw HttpError.conflict(TWO_FACTOR_MESSAGES.disableRequired, 'two_factor_required');
  const before = await queryRows<Columns<'admin_users', 'password_hash' | 'totp_secret'>>(db, 'SELECT password_hash, totp_secret FROM admin_users WHERE id = $1 AND disabled_at IS NULL', [request.user.id]);
  const account = before[0];
  if (!account) throw HttpError.unauthorized();
  if (account.totp_secret === null) throw HttpError.conflict(TWO_FACTOR_MESSAGES.notEnabled, 'two_factor_not_enabled');
  const attempt = await limiter.begin(request.ip, request.user.username);
  if (attempt.refused) throw new HttpError(429, 'too_many_attempts', MESSAGES.auth.tooManyAttempts);
  if (!(await verifyAdminPassword(account.password_hash, password))) {
    throw new HttpError(400, 'wrong_password', TEAM_MESSAGES.currentPasswordWrong, { password: TEAM_MESSAGES.currentPasswordWrong });
  }
  await limiter.succeeded(request.ip, request.user.username);
  await db.transaction(async (manager) => {
    const row = await lockOwn(manager, request.user.id);
    if (row.totp_secret === null) throw HttpError.conflict(TWO_FACTOR_MESSAGES.notEnabled, 'two_factor_not_enabled');
    // Checked again under the lock: the requirement may have been switched on meanwhile.
    if (await isTwoFactorRequired(manager)) throw HttpError.conflict(TWO_FACTOR_MESSAGES.disableRequired, 'two_factor_required');
    await clearTwoFactor(manager, row.id);
    await recordHistory(manager, { actor: request.user, action: 'admin.two_factor_disabled', subjectType: 'admin_user', subjectId: row.id });
  });
}

/**
 * Ten new recovery codes for a current code from the app (counted by the login limiter when
 * wrong); the earlier ones stop working.
 */
export async function regenerateRecoveryCodes(deps: TwoFactorDeps, request: OwnRequest, code: string): Promise<string[]> {
  const { db, box, limiter } = deps;
  if (!(await twoFactorStatus(deps, request.user.id)).enabled) throw HttpError.conflict(TWO_FACTOR_MESSAGES.notEnabled, 'two_factor_not_enabled');
  const attempt = await limiter.begin(request.ip, request.user.username);
  if (attempt.refused) throw new HttpError(429, 'too_many_attempts', MESSAGES.auth.tooManyAttempts);
  const codes = generateRecoveryCodes();
  await db.transaction(async (manager) => {
    const row = await lockOwn(manager, request.user.id);
    if (row.totp_secret === null) throw HttpError.conflict(TWO_FACTOR_MESSAGES.notEnabled, 'two_factor_not_enabled');
    await useSecondFactor(manager, box, row, { code }, 400);
    await replaceRecoveryCodes(manager, row.id, codes);
    await recordHistory(manager, { actor: request.user, action: 'admin.recovery_codes_regenerated', subjectType: 'admin_user', subjectId: row.id });
  });
  await limiter.succeeded(request.ip, request.user.username);
  return codes;
}
