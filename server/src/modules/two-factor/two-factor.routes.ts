import type { Request } from 'express';
import { idParamsSchema, OWN_ACCOUNT, SECURITY_SETTINGS, TEAM, TEAM_MESSAGES, TWO_FACTOR_MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import '../auth/session-types.js';
import { readSecuritySettings, updateSecuritySettings } from './security-settings.js';
import { resetColleagueTwoFactor, type TwoFactorResetDeps } from './two-factor-reset.js';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, startTwoFactorSetup, twoFactorStatus, type TwoFactorDeps } from './two-factor.service.js';

/** How long a started enrolment waits for its confirming code (time to install an app). */
const SETUP_MINUTES = 30;

function userOf(req: Request): { id: number; username: string } {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

const own = (req: Request) => ({ user: userOf(req), ip: req.ip ?? 'unknown' });

/** The enrolment kept in this session, if it is this person's and still fresh. */
function setupOf(req: Request): string | undefined {
  const setup = req.session.twoFactorSetup;
  if (!setup || setup.userId !== req.user?.id || Date.now() - setup.since > SETUP_MINUTES * 60_000) return undefined;
  return setup.sealed;
}

export type TwoFactorRoutesDeps = TwoFactorDeps & TwoFactorResetDeps;

/**
 * Two-step sign-in in the panel: one's own second factor (every role: all are staff), the
 * security settings and removing a colleague's factor (administrators). Roles and the enrolment
 * gate come from http/access.ts.
 */
export function mountTwoFactorAdmin(routes: AdminRoutes, deps: TwoFactorRoutesDeps): void {
  serveEndpoint(routes, OWN_ACCOUNT.twoFactor, async ({ req }) => twoFactorStatus(deps, userOf(req).id));

  serveEndpoint(routes, OWN_ACCOUNT.startTwoFactorSetup, async ({ req, input }) => {
    const user = userOf(req);
    input();
    const { setup, sealed } = await startTwoFactorSetup(deps, user);
    // The new secret waits in this session, sealed, until a code confirms it: nothing on the account changes yet.
    req.session.twoFactorSetup = { userId: user.id, sealed, since: Date.now() };
    return setup;
  });

  serveEndpoint(routes, OWN_ACCOUNT.enableTwoFactor, async ({ req, input }) => {
    const user = userOf(req);
    const { code } = input();
    const recoveryCodes = await enableTwoFactor(deps, user, setupOf(req), code);
    delete req.session.twoFactorSetup;
    return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
  });

  serveEndpoint(routes, OWN_ACCOUNT.disableTwoFactor, async ({ req, input }) => {
    const { password } = input();
    await disableTwoFactor(deps, own(req), password);
    return { message: TWO_FACTOR_MESSAGES.disabled };
  });

  serveEndpoint(routes, OWN_ACCOUNT.regenerateRecoveryCodes, async ({ req, input }) => {
    const { code } = input();
    const recoveryCodes = await regenerateRecoveryCodes(deps, own(req), code);
    return { message: TWO_FACTOR_MESSAGES.recoveryCodesRegenerated, recoveryCodes };
  });

  serveEndpoint(routes, SECURITY_SETTINGS.get, async () => readSecuritySettings(deps.db));

  serveEndpoint(routes, SECURITY_SETTINGS.save, async ({ req, input }) => {
    const settings = await updateSecuritySettings(deps.db, userOf(req), input());
    return { message: settings.requireTwoFactor ? TWO_FACTOR_MESSAGES.requireOn : TWO_FACTOR_MESSAGES.requireOff, settings };
  });

  serveEndpoint(routes, TEAM.resetTwoFactor, async ({ req, input }) => {
    const actor = userOf(req);
    const parsed = idParamsSchema.safeParse(req.params);
    if (!parsed.success) throw HttpError.notFound(TEAM_MESSAGES.accountNotFound, 'account_not_found');
    input();
    const { username } = await resetColleagueTwoFactor(deps, actor, parsed.data.id);
    return { message: TWO_FACTOR_MESSAGES.resetDone(username) };
  });
}
