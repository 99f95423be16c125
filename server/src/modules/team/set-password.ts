import type { DataSource } from 'typeorm';
import { TEAM_MESSAGES, type SetPasswordLinkInfo } from '@pets/shared';
import { lockAdmin, replacePasswordHash } from '../accounts/admin-accounts.js';
import { hashAdminPassword } from '../accounts/admin-users.js';
import { HttpError } from '../../http/http-error.js';
import { recordHistory } from '../history/history.js';
import { findPasswordLink, markLinkUsed, type LinkState } from './password-links.js';

/** The 400 of a link that cannot be used, with what went wrong in Polish. */
function refused(state: Exclude<LinkState, { status: 'valid' }>): HttpError {
  if (state.status === 'used') return new HttpError(400, 'link_used', TEAM_MESSAGES.linkUsed);
  if (state.status === 'expired') return new HttpError(400, 'link_expired', TEAM_MESSAGES.linkExpired);
  return new HttpError(400, 'invalid_link', TEAM_MESSAGES.linkInvalid);
}

/** What the set-password page shows before the password is typed. */
export async function checkPasswordLink(db: DataSource, token: string): Promise<SetPasswordLinkInfo> {
  const state = await findPasswordLink(db, token);
  if (state.status !== 'valid') throw refused(state);
  return { username: state.username, expiresAt: state.expiresAt.toISOString() };
}

/**
 * Sets the password of the link's account and uses the link up. The token is checked before the
 * password is hashed (an unknown token costs no argon2 work), and again under a lock on the link:
 * of two uses at once the second finds it used. Earlier sessions of the account end.
 */
export async function setPasswordWithLink(db: DataSource, token: string, password: string): Promise<{ username: string; endedSessionIds: string[] }> {
  const first = await findPasswordLink(db, token);
  if (first.status !== 'valid') throw refused(first);
  const passwordHash = await hashAdminPassword(password);
  return db.transaction(async (manager) => {
    const state = await findPasswordLink(manager, token, true);
    if (state.status !== 'valid') throw refused(state);
    const admin = await lockAdmin(manager, { id: state.adminId });
    if (!admin || admin.disabled_at !== null) throw refused({ status: 'invalid' });
    // Used first: replacing the hash revokes the account's unused links.
    await markLinkUsed(manager, state.linkId);
    const endedSessionIds = await replacePasswordHash(manager, admin, passwordHash);
    const actor = { id: admin.id, username: admin.username };
    await recordHistory(manager, { actor, action: 'admin.password_set', subjectType: 'admin_user', subjectId: admin.id, details: { via: 'link' } });
    return { username: admin.username, endedSessionIds };
  });
}
