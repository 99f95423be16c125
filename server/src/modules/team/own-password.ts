import type { DataSource } from 'typeorm';
import { MESSAGES, TEAM_MESSAGES, type OwnPasswordChangeInput } from '@pets/shared';
import { lockAdmin, replacePasswordHash } from '../accounts/admin-accounts.js';
import { hashAdminPassword, verifyAdminPassword } from '../accounts/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { recordHistory } from '../history/history.js';
import type { Actor } from './team.service.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

const wrongCurrent = () => new HttpError(400, 'wrong_password', TEAM_MESSAGES.currentPasswordWrong, { currentPassword: TEAM_MESSAGES.currentPasswordWrong });

/**
 * The signed-in person changes their own password: the current one must be right (each try is
 * counted by the login limiter, so a stolen session cannot guess it faster than the sign-in form
 * allows); every other session of the account ends, the one making the change stays.
 */
export async function changeOwnPassword(
  deps: { db: DataSource; limiter: LoginLimiter },
  request: { user: Actor; sessionId: string; ip: string },
  input: OwnPasswordChangeInput,
): Promise<{ endedSessionIds: string[] }> {
  const { db, limiter } = deps;
  const { user, sessionId, ip } = request;
  const attempt = await limiter.begin(ip, user.username);
  if (attempt.refused) throw new HttpError(429, 'too_many_attempts', MESSAGES.auth.tooManyAttempts);
  const rows = await queryRows<Columns<'admin_users', 'password_hash'>>(db, 'SELECT password_hash FROM admin_users WHERE id = $1 AND disabled_at IS NULL', [user.id]);
  const currentHash = rows[0]?.password_hash;
  if (!currentHash) throw HttpError.unauthorized();
  if (!(await verifyAdminPassword(currentHash, input.currentPassword))) throw wrongCurrent();
  await limiter.succeeded(ip, user.username);
  if (input.newPassword === input.currentPassword) {
    throw new HttpError(400, 'same_password', TEAM_MESSAGES.samePassword, { newPassword: TEAM_MESSAGES.samePassword });
  }
  const newHash = await hashAdminPassword(input.newPassword);
  return db.transaction(async (manager) => {
    const admin = await lockAdmin(manager, { id: user.id });
    if (!admin || admin.disabled_at !== null) throw HttpError.unauthorized();
    // Verified against the hash read before the lock: another change in between wins.
    if (admin.password_hash !== currentHash) throw HttpError.conflict(TEAM_MESSAGES.passwordChangedMeanwhile, 'password_changed_meanwhile');
    const endedSessionIds = await replacePasswordHash(manager, admin, newHash, { keepSessionId: sessionId });
    await recordHistory(manager, {
      actor: user,
      action: 'admin.password_changed',
      subjectType: 'admin_user',
      subjectId: user.id,
      details: { sessionsEnded: endedSessionIds.length },
    });
    return { endedSessionIds };
  });
}
