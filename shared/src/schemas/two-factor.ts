import { z } from 'zod';
import { ADMIN_PASSWORD_LIMITS, TEAM_MESSAGES } from '../team.js';
import { TWO_FACTOR_MESSAGES } from '../two-factor.js';

/** A code from an authenticator app: 6 digits; spaces (some apps show "123 456") are dropped. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(20, TWO_FACTOR_MESSAGES.codeRequired)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired));

/** Letters and digits of a recovery code (server/src/modules/two-factor/recovery-codes.ts). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 16;

/** A recovery code as it is compared: lower case, without the hyphens and spaces it is shown or typed with. */
export function normalizeRecoveryCode(raw: string): string {
  return raw.toLowerCase().replace(/[\s-]+/g, '');
}

export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
  .transform(normalizeRecoveryCode)
  .pipe(z.string().regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), TWO_FACTOR_MESSAGES.recoveryCodeRequired));

/** POST /auth/login/totp: the code from the app, or one recovery code instead. */
export const loginSecondStepSchema = z
  .strictObject({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), { error: TWO_FACTOR_MESSAGES.codeOrRecoveryCode, path: ['code'] });
export type LoginSecondStepInput = z.infer<typeof loginSecondStepSchema>;

/** POST /account/two-factor/setup takes nothing. */
export const twoFactorSetupSchema = z.strictObject({});

/** POST /account/two-factor/enable and /recovery-codes: a current code from the app. */
export const twoFactorCodeSchema = z.strictObject({ code: totpCodeSchema });

/** POST /account/two-factor/disable: the current password. */
export const twoFactorDisableSchema = z.strictObject({
  password: z.string({ error: TEAM_MESSAGES.currentPasswordRequired }).min(1, TEAM_MESSAGES.currentPasswordRequired).max(ADMIN_PASSWORD_LIMITS.max),
});

/** PUT /settings/security */
export const securitySettingsSchema = z.strictObject({
  requireTwoFactor: z.boolean({ error: 'Wybierz, czy weryfikacja dwuetapowa ma być wymagana.' }),
});
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
