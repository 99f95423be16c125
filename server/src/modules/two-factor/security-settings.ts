import type { DataSource } from 'typeorm';
import { TWO_FACTOR_MESSAGES, type SecuritySettings } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory } from '../history/history.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { isTwoFactorRequired } from './two-factor.store.js';
import type { Columns } from '../../db/rows.js';

export async function readSecuritySettings(db: DataSource): Promise<SecuritySettings> {
  return { requireTwoFactor: await isTwoFactorRequired(db) };
}

/**
 * An administrator requires two-step sign-in of every account, or stops requiring it. Turning it
 * on needs the administrator's own second factor first: whoever switches it on is never the one
 * sent to the enrolment screen by surprise. Accounts without one are asked to enrol before
 * anything else (http/require-admin.ts) from their next request on. Recorded in the history.
 */
export async function updateSecuritySettings(db: DataSource, actor: { id: number; username: string }, next: SecuritySettings): Promise<SecuritySettings> {
  await db.transaction(async (manager) => {
    const { require_two_factor: current } = await queryOne<Columns<'security_settings', 'require_two_factor'>>(
      manager,
      `SELECT require_two_factor FROM security_settings WHERE id = 1 FOR UPDATE`,
    );
    if (current === next.requireTwoFactor) return;
    if (next.requireTwoFactor) {
      const own = await queryRows<{ enabled: boolean }>(manager, `SELECT totp_secret IS NOT NULL AS enabled FROM admin_users WHERE id = $1`, [actor.id]);
      if (!own[0]?.enabled) throw HttpError.conflict(TWO_FACTOR_MESSAGES.requireNeedsOwn, 'own_two_factor_required');
    }
    await execute(manager, `UPDATE security_settings SET require_two_factor = $1, updated_at = now() WHERE id = 1`, [next.requireTwoFactor]);
    await recordHistory(manager, {
      actor,
      action: 'settings.security_updated',
      subjectType: 'security_settings',
      subjectId: null,
      details: { changes: { requireTwoFactor: { from: current, to: next.requireTwoFactor } } },
    });
  });
  return readSecuritySettings(db);
}
