import { Router, type Request } from 'express';
import type { DataSource } from 'typeorm';
import {
  idParamsSchema,
  ownPasswordChangeSchema,
  setPasswordCheckSchema,
  setPasswordSchema,
  ROLE_MESSAGES,
  TEAM_MESSAGES,
  teamAccountCreateSchema,
  teamPasswordResetSchema,
  teamRoleChangeSchema,
  teamToggleSchema,
  type TeamPasswordResult,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
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

  routes.get('/team/accounts', async (_req, res) => {
    res.json(await listTeamAccounts(deps.db));
  });

  routes.post('/team/accounts', async (req, res) => {
    const actor = actorOf(req);
    const input = parseInput(teamAccountCreateSchema, req.body);
    const { account, password } = await createTeamAccount(deps, actor, input);
    const message = input.delivery === 'email' ? TEAM_MESSAGES.createdWithLink(account.username) : TEAM_MESSAGES.created(account.username);
    const body: TeamPasswordResult = { message, account, ...(password ? { password } : {}) };
    res.status(201).json(body);
  });

  routes.post('/team/accounts/:id/reset-password', async (req, res) => {
    const actor = actorOf(req);
    const id = accountId(req);
    const input = parseInput(teamPasswordResetSchema, req.body);
    const { account, password, endedSessionIds } = await resetTeamPassword(deps, actor, id, input);
    ended(endedSessionIds);
    const message = input.delivery === 'email' ? TEAM_MESSAGES.passwordResetWithLink(account.username) : TEAM_MESSAGES.passwordReset(account.username);
    const body: TeamPasswordResult = { message, account, ...(password ? { password } : {}) };
    res.json(body);
  });

  routes.post('/team/accounts/:id/disable', async (req, res) => {
    const actor = actorOf(req);
    const id = accountId(req);
    parseInput(teamToggleSchema, req.body ?? {});
    const { account, endedSessionIds } = await disableTeamAccount(deps, actor, id);
    ended(endedSessionIds);
    res.json({ message: TEAM_MESSAGES.disabled(account.username), account });
  });

  routes.post('/team/accounts/:id/enable', async (req, res) => {
    const actor = actorOf(req);
    const id = accountId(req);
    parseInput(teamToggleSchema, req.body ?? {});
    const account = await enableTeamAccount(deps.db, actor, id);
    res.json({ message: TEAM_MESSAGES.enabled(account.username), account });
  });

  routes.post('/team/accounts/:id/role', async (req, res) => {
    const actor = actorOf(req);
    const id = accountId(req);
    const { role } = parseInput(teamRoleChangeSchema, req.body ?? {});
    const account = await changeTeamRole(deps, actor, id, role);
    res.json({ message: ROLE_MESSAGES.roleChanged(account.username, role), account });
  });

  routes.post('/account/password', async (req, res) => {
    const user = actorOf(req);
    const input = parseInput(ownPasswordChangeSchema, req.body);
    const { endedSessionIds } = await changeOwnPassword({ db: deps.db, limiter: deps.limiter }, { user, sessionId: req.sessionID, ip: req.ip ?? 'unknown' }, input);
    ended(endedSessionIds);
    res.json({ message: TEAM_MESSAGES.passwordChanged });
  });
}

/**
 * The set-password page's calls, without a session: the link's token is their authority. Under
 * /auth, so their answers are never cached (auth.routes.ts).
 */
export function setPasswordRouter(deps: { db: DataSource; onSessionsEnded?: (sessionIds: string[]) => void }): Router {
  const router = Router();

  router.post('/auth/set-password/check', async (req, res) => {
    const { token } = parseInput(setPasswordCheckSchema, req.body ?? {});
    res.json(await checkPasswordLink(deps.db, token));
  });

  router.post('/auth/set-password', async (req, res) => {
    const { token, password } = parseInput(setPasswordSchema, req.body ?? {});
    const { endedSessionIds } = await setPasswordWithLink(deps.db, token, password);
    if (endedSessionIds.length > 0) deps.onSessionsEnded?.(endedSessionIds);
    res.json({ message: TEAM_MESSAGES.passwordSet });
  });

  return router;
}
