import { z } from 'zod';
import { ROLE_MESSAGES, STAFF_ROLES } from '../roles.js';
import { ADMIN_PASSWORD_LIMITS, PASSWORD_DELIVERIES, TEAM_MESSAGES } from '../team.js';
import { adminUsernameSchema } from './auth.js';
import { EMAIL_PATTERN, lengthCap } from './common.js';

/** A password someone chooses: 12 to 200 characters (the admin CLI's rule). */
export const newAdminPasswordSchema = z
  .string({ error: TEAM_MESSAGES.passwordTooShort })
  .max(ADMIN_PASSWORD_LIMITS.max, lengthCap(TEAM_MESSAGES.passwordTooLong))
  .min(ADMIN_PASSWORD_LIMITS.min, TEAM_MESSAGES.passwordTooShort);

const emailSchema = z
  .string({ error: TEAM_MESSAGES.emailRequired })
  .trim()
  .max(254, lengthCap(TEAM_MESSAGES.emailInvalid))
  .regex(EMAIL_PATTERN, TEAM_MESSAGES.emailInvalid);

const deliveryError = { error: 'Wybierz, jak przekazać hasło: pokazać je jednorazowo albo wysłać link e-mailem.' };

const deliverySchema = z.enum(PASSWORD_DELIVERIES, deliveryError);

const roleSchema = z.enum(STAFF_ROLES, { error: ROLE_MESSAGES.roleInvalid });

/**
 * How a reset password reaches the person: 'password' (generated, shown once in the answer, to be
 * replaced at the next sign-in) or 'email' (a single-use set-password link to the address stored
 * on the account, never one named in the request).
 */
export const teamPasswordResetSchema = z.strictObject({ delivery: deliverySchema });
export type TeamPasswordResetInput = z.infer<typeof teamPasswordResetSchema>;

/** POST /team/accounts: the login, its role, its e-mail address, and how its first password reaches the person. */
export const teamAccountCreateSchema = z.strictObject({
  username: adminUsernameSchema,
  role: roleSchema,
  email: emailSchema,
  delivery: deliverySchema,
});
export type TeamAccountCreateInput = z.infer<typeof teamAccountCreateSchema>;

/** POST /team/accounts/:id/role */
export const teamRoleChangeSchema = z.strictObject({ role: roleSchema });
export type TeamRoleChangeInput = z.infer<typeof teamRoleChangeSchema>;

/** POST /team/accounts/:id/disable and /enable take nothing: an empty JSON object (or no body). */
export const teamToggleSchema = z.strictObject({});

/** POST /account/password: the signed-in person's own password. */
export const ownPasswordChangeSchema = z.strictObject({
  currentPassword: z.string({ error: TEAM_MESSAGES.currentPasswordRequired }).min(1, TEAM_MESSAGES.currentPasswordRequired).max(ADMIN_PASSWORD_LIMITS.max),
  newPassword: newAdminPasswordSchema,
});
export type OwnPasswordChangeInput = z.infer<typeof ownPasswordChangeSchema>;

/** The token of a set-password link: 32 random bytes in base64url (43 characters). */
const linkTokenSchema = z.string({ error: TEAM_MESSAGES.linkInvalid }).trim().min(20, TEAM_MESSAGES.linkInvalid).max(200, TEAM_MESSAGES.linkInvalid);

/** POST /auth/set-password/check */
export const setPasswordCheckSchema = z.strictObject({ token: linkTokenSchema });

/** POST /auth/set-password */
export const setPasswordSchema = z.strictObject({ token: linkTokenSchema, password: newAdminPasswordSchema });
