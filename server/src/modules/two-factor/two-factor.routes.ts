import type { Request } from 'express';
import {
  idParamsSchema,
  securitySettingsSchema,
  TEAM_MESSAGES,
  TEAM,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  type RecoveryCodesResult,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { parseInput } from '../../http/validate.js';
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
  routes.get('/account/two-factor', async (req, res) => {
    res.json(await twoFactorStatus(deps, userOf(req).id));
  });

  routes.post('/account/two-factor/setup', async (req, res) => {
    const user = userOf(req);
    parseInput(twoFactorSetupSchema, req.body ?? {});
    const { setup, sealed } = await startTwoFactorSetup(deps, user);
    // The new secret waits in this session, sealed, until a code confirms it: nothing on the account changes yet.
    req.session.twoFactorSetup = { userId: user.id, sealed, since: Date.now() };
    res.json(setup);
  });

  routes.post('/account/two-factor/enable', async (req, res) => {
    const user = userOf(req);
    const { code } = parseInput(twoFactorCodeSchema, req.body ?? {});
    const recoveryCodes = await enableTwoFactor(deps, user, setupOf(req), code);
    delete req.session.twoFactorSetup;
    const body: RecoveryCodesResult = { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    res.json(body);
  });

  routes.post('/account/two-factor/disable', async (req, res) => {
    const { password } = parseInput(twoFactorDisableSchema, req.body ?? {});
    await disableTwoFactor(deps, own(req), password);
    res.json({ message: TWO_FACTOR_MESSAGES.disabled });
  });

  routes.post('/account/two-factor/recovery-codes', async (req, res) => {
    const { code } = parseInput(twoFactorCodeSchema, req.body ?? {});
    const recoveryCodes = await regenerateRecoveryCodes(deps, own(req), code);
    const body: RecoveryCodesResult = { message: TWO_FACTOR_MESSAGES.recoveryCodesRegenerated, recoveryCodes };
    res.json(body);
  });

  routes.get('/settings/security', async (_req, res) => {
    res.json(await readSecuritySettings(deps.db));
  });

  routes.put('/settings/security', async (req, res) => {
    const input = parseInput(securitySettingsSchema, req.body ?? {});
    const settings = await updateSecuritySettings(deps.db, userOf(req), input);
    res.json({ message: settings.requireTwoFactor ? TWO_FACTOR_MESSAGES.requireOn : TWO_FACTOR_MESSAGES.requireOff, settings });
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
