import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { SET_PASSWORD_LINK_HOURS, SET_PASSWORD_PATH } from '@pets/shared';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * Single-use links that let a person set their own password (a new account, a reset). The token
 * is 32 random bytes (base64url) and only its sha256 is stored: a copy of the database (a backup,
 * a leak) cannot set anyone's password. A new link replaces the account's earlier ones.
 */

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function setPasswordUrl(origin: string, token: string): string {
  return `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/** Stores a new link for the account (in the caller's transaction) and answers its token, once. */
export async function issuePasswordLink(manager: EntityManager, adminId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await execute(manager, `DELETE FROM admin_password_links WHERE admin_id = $1`, [adminId]);
  const [row] = await queryRows<Columns<'admin_password_links', 'expires_at'>>(
    manager,
    `INSERT INTO admin_password_links (admin_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
    [adminId, hashLinkToken(token), SET_PASSWORD_LINK_HOURS],
  );
  return { token, expiresAt: row!.expires_at };
}

export type LinkState =
  | { status: 'valid'; linkId: number; adminId: number; username: string; expiresAt: Date }
  | { status: 'invalid' | 'used' | 'expired' };

/**
 * What a token is worth now. A link of a disabled account is invalid. With `lock`, the link's row
 * is locked for the caller's transaction (two uses at once: the second waits, then finds it used).
 */
export async function findPasswordLink(db: DataSource | EntityManager, token: string, lock = false): Promise<LinkState> {
  const rows = await queryRows<Columns<'admin_password_links', 'id' | 'admin_id' | 'expires_at' | 'used_at'> & Columns<'admin_users', 'username' | 'disabled_at'> & { expired: boolean }>(
    db,
    `SELECT l.id, l.admin_id, u.username, u.disabled_at, l.expires_at, l.used_at, l.expires_at <= now() AS expired
     FROM admin_password_links l JOIN admin_users u ON u.id = l.admin_id
     WHERE l.token_hash = $1${lock ? ' FOR UPDATE OF l' : ''}`,
    [hashLinkToken(token)],
  );
  const row = rows[0];
  if (!row || row.disabled_at !== null) return { status: 'invalid' };
  if (row.used_at !== null) return { status: 'used' };
  if (row.expired) return { status: 'expired' };
  return { status: 'valid', linkId: row.id, adminId: row.admin_id, username: row.username, expiresAt: row.expires_at };
}

export async function markLinkUsed(manager: EntityManager, linkId: number): Promise<void> {
  await execute(manager, `UPDATE admin_password_links SET used_at = now() WHERE id = $1`, [linkId]);
}
