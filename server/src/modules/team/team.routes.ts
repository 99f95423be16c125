import { Router, type Request } from 'express';
import type { DataSource } from 'typeorm';
import { idParamsSchema, OWN_ACCOUNT, PASSWORD_LINK, ROLE_MESSAGES, TEAM_MESSAGES, TEAM } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { changeOwnPassword } from './own-password.js';
import { checkPasswordLink, setPasswordWithLink } from './set-password.js';
import { changeTeamRole, createTeamAccount, disableTeamAccount, enableTeamAccount, listTeamAccounts, resetTeamPassword, type Actor, type TeamDeps } from './team.service.js';

function actorOf(req: Request): Actor {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}

function accountId(req: Request): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success) throw HttpError.notFound(TEAM_MESSAGES.accountNotFound, 'account_not_found');
  return parsed.data.id;
}

export interface TeamRoutesDeps extends TeamDeps {
  limiter: LoginLimiter;
  /** Told the ids of sessions an account change ended (their admin event streams close at once). */
  onSessionsEnded?: (sessionIds: string[]) => void;
}

/**
 * The Zespół screen (staff accounts) and the signed-in person's own password, behind the session
 * guard of AdminRoutes. Every change is recorded in the history with who made it.
 */
export function mountTeamAdmin(routes: AdminRoutes, deps: TeamRoutesDeps): void {
  const ended = (sessionIds: string[]) => {
    if (sessionIds.length > 0) deps.onSessionsEnded?.(sessionIds);
  };

  serveEndpoint(routes, TEAM.accounts, async () => listTeamAccounts(deps.db));

  serveEndpoint(routes, TEAM.create, async ({ req, res, input }) => {
    const actor = actorOf(req);
    const body = input();
    const { account, password } = await createTeamAccount(deps, actor, body);
    const message = body.delivery === 'email' ? TEAM_MESSAGES.createdWithLink(account.username) : TEAM_MESSAGES.created(account.username);
    res.status(201);
    return { message, account, ...(password ? { password } : {}) };
  });

  serveEndpoint(routes, TEAM.resetPassword, async ({ req, input }) => {
    const actor = actorOf(req);
    const id = accountId(req);
    const body = input();
    const { account, password, endedSessionIds } = await resetTeamPassword(deps, actor, id, body);
    ended(endedSessionIds);
    const message = body.delivery === 'email' ? TEAM_MESSAGES.passwordResetWithLink(account.username) : TEAM_MESSAGES.passwordReset(account.username);
    return { message, account, ...(password ? { password } : {}) };
  });

  serveEndpoint(routes, TEAM.disable, async ({ req, input }) => {
    const actor = actorOf(req);
    const id = accountId(req);
    input();
    const { account, endedSessionIds } = await disableTeamAccount(deps, actor, id);
    ended(endedSessionIds);
    return { message: TEAM_MESSAGES.disabled(account.username), account };
  });

  serveEndpoint(routes, TEAM.enable, async ({ req, input }) => {
    const actor = actorOf(req);
    const id = accountId(req);
    input();
    const account = await enableTeamAccount(deps.db, actor, id);
    return { message: TEAM_MESSAGES.enabled(account.username), account };
  });

  serveEndpoint(routes, TEAM.changeRole, async ({ req, input }) => {
    const actor = actorOf(req);
    const id = accountId(req);
    const { role } = input();
    const account = await changeTeamRole(deps, actor, id, role);
    return { message: ROLE_MESSAGES.roleChanged(account.username, role), account };
  });

  serveEndpoint(routes, OWN_ACCOUNT.changePassword, async ({ req, input }) => {
    const user = actorOf(req);
    const { endedSessionIds } = await changeOwnPassword({ db: deps.db, limiter: deps.limiter }, { user, sessionId: req.sessionID, ip: req.ip ?? 'unknown' }, input());
    ended(endedSessionIds);
    return { message: TEAM_MESSAGES.passwordChanged };
  });
}

/**
 * The set-password page's calls, without a session: the link's token is their authority. Under
 * /auth, so their answers are never cached (auth.routes.ts).
 */
export function setPasswordRouter(deps: { db: DataSource; onSessionsEnded?: (sessionIds: string[]) => void }): Router {
  const router = Router();

  serveEndpoint(router, PASSWORD_LINK.check, async ({ input }) => checkPasswordLink(deps.db, input().token));

  serveEndpoint(router, PASSWORD_LINK.setPassword, async ({ input }) => {
    const { token, password } = input();
    const { endedSessionIds } = await setPasswordWithLink(deps.db, token, password);
    if (endedSessionIds.length > 0) deps.onSessionsEnded?.(endedSessionIds);
    return { message: TEAM_MESSAGES.passwordSet };
  });

  return router;
}
