import type { DataSource } from 'typeorm';
import { TEAM_MESSAGES, TWO_FACTOR_MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory } from '../history/history.js';
import type { Outbox } from '../mail/outbox.js';
import { accountNoticeMail } from '../team/team-mail.js';
import { clearTwoFactor, lockTwoFactor } from './two-factor.store.js';

export interface TwoFactorResetDeps {
  db: DataSource;
  outbox: Outbox;
  /** The foundation's name as saved now (the notice names it). */
  foundationName: () => Promise<string>;
}

/**
 * An administrator removes a colleague's second factor (a lost phone, a server key that changed):
 * the secret and the recovery codes go, the history records who did it, and the colleague is told
 * at the address stored on the account, so a removal nobody asked for is noticed. One's own factor
 * is changed from the account menu instead. Open sessions stay: they were signed in with the factor.
 */
export async function resetColleagueTwoFactor(deps: TwoFactorResetDeps, actor: { id: number; username: string }, id: number): Promise<{ username: string }> {
  if (id === actor.id) throw HttpError.conflict(TWO_FACTOR_MESSAGES.resetOwn, 'reset_own');
  const foundationName = await deps.foundationName();
  const username = await deps.db.transaction(async (manager) => {
    const row = await lockTwoFactor(manager, id);
    if (!row) throw HttpError.notFound(TEAM_MESSAGES.accountNotFound, 'account_not_found');
    if (row.totp_secret === null) throw HttpError.conflict(TWO_FACTOR_MESSAGES.resetNotEnabled, 'two_factor_not_enabled');
    await clearTwoFactor(manager, row.id);
    const mailed = row.email !== null;
    if (row.email) {
      await deps.outbox.enqueue(
        manager,
        accountNoticeMail({ to: row.email, username: row.username, actor: actor.username, foundationName, notice: { kind: 'two_factor_reset' } }),
      );
    }
    await recordHistory(manager, { actor, action: 'admin.two_factor_reset', subjectType: 'admin_user', subjectId: row.id, details: { via: 'panel', mailed } });
    return row.username;
  });
  deps.outbox.kick();
  return { username };
}
