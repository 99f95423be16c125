import { ownPasswordChangeSchema, teamAccountCreateSchema, teamPasswordResetSchema, teamRoleChangeSchema, teamToggleSchema } from '../schemas/team.js';
import { securitySettingsSchema, twoFactorCodeSchema, twoFactorDisableSchema, twoFactorSetupSchema } from '../schemas/two-factor.js';
import type { TeamAccount, TeamPasswordResult } from '../team.js';
import type { RecoveryCodesResult, SecuritySettings, TwoFactorSetup, TwoFactorStatus } from '../two-factor.js';
import { endpoint } from './endpoint.js';

/** What a change of one account answers: its message and the account as it is now. */
export interface TeamAccountChanged {
  message: string;
  account: TeamAccount;
}

/**
 * The Zespół screen's endpoints (staff accounts, administrators only). Disabling, enabling and
 * removing a colleague's second factor take an empty JSON object (or no body).
 */
export const TEAM = {
  accounts: endpoint<TeamAccount[]>()({ method: 'GET', path: '/team/accounts' }),
  /** 201; the one-time password is in the answer only when `delivery` is 'password'. */
  create: endpoint<TeamPasswordResult>()({ method: 'POST', path: '/team/accounts', input: teamAccountCreateSchema }),
  resetPassword: endpoint<TeamPasswordResult>()({ method: 'POST', path: '/team/accounts/:id/reset-password', input: teamPasswordResetSchema }),
  disable: endpoint<TeamAccountChanged>()({ method: 'POST', path: '/team/accounts/:id/disable', input: teamToggleSchema }),
  enable: endpoint<TeamAccountChanged>()({ method: 'POST', path: '/team/accounts/:id/enable', input: teamToggleSchema }),
  changeRole: endpoint<TeamAccountChanged>()({ method: 'POST', path: '/team/accounts/:id/role', input: teamRoleChangeSchema }),
  /** A colleague's lost phone: their second factor and recovery codes go (served by the two-factor module). */
  resetTwoFactor: endpoint<{ message: string }>()({ method: 'POST', path: '/team/accounts/:id/two-factor/reset', input: teamToggleSchema }),
} as const;

/**
 * The signed-in person's own account (every role): the password, and the second factor. The
 * enrolment's new secret waits in the session until `enableTwoFactor` confirms it with a code.
 */
export const OWN_ACCOUNT = {
  changePassword: endpoint<{ message: string }>()({ method: 'POST', path: '/account/password', input: ownPasswordChangeSchema }),
  twoFactor: endpoint<TwoFactorStatus>()({ method: 'GET', path: '/account/two-factor' }),
  startTwoFactorSetup: endpoint<TwoFactorSetup>()({ method: 'POST', path: '/account/two-factor/setup', input: twoFactorSetupSchema }),
  enableTwoFactor: endpoint<RecoveryCodesResult>()({ method: 'POST', path: '/account/two-factor/enable', input: twoFactorCodeSchema }),
  disableTwoFactor: endpoint<{ message: string }>()({ method: 'POST', path: '/account/two-factor/disable', input: twoFactorDisableSchema }),
  regenerateRecoveryCodes: endpoint<RecoveryCodesResult>()({ method: 'POST', path: '/account/two-factor/recovery-codes', input: twoFactorCodeSchema }),
} as const;

/** Bezpieczeństwo (administrators): whether every account must use two-step sign-in. */
export const SECURITY_SETTINGS = {
  get: endpoint<SecuritySettings>()({ method: 'GET', path: '/settings/security' }),
  save: endpoint<{ message: string; settings: SecuritySettings }>()({ method: 'PUT', path: '/settings/security', input: securitySettingsSchema }),
} as const;
