import type { DataSource } from 'typeorm';
import type { TeamAccount } from '@pets/shared';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

type TeamAccountRow = Columns<'admin_users', 'id' | 'username' | 'created_at' | 'last_login_at' | 'disabled_at' | 'role' | 'email' | 'must_change_password'> & {
  /** The latest unused, unexpired link's max(expires_at), null without one. */
  link_expires_at: TableRow<'admin_password_links'>['expires_at'] | null;
  /** totp_secret IS NOT NULL */
  two_factor: boolean;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row as the Zespół screen shows it: never the password hash. */
function presentTeamAccount(row: TeamAccountRow): TeamAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    email: row.email,
    mustChangePassword: row.must_change_password,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: iso(row.last_login_at),
    disabledAt: iso(row.disabled_at),
    linkExpiresAt: iso(row.link_expires_at),
    twoFactor: row.two_factor,
  };
}

const SELECT_ACCOUNTS = `
  SELECT u.id, u.username, u.role, u.email, u.must_change_password, u.created_at, u.last_login_at, u.disabled_at,
    u.totp_secret IS NOT NULL AS two_factor,
    (SELECT max(l.expires_at) FROM admin_password_links l
     WHERE l.admin_id = u.id AND l.used_at IS NULL AND l.expires_at > now()) AS link_expires_at
  FROM admin_users u`;

/** Every account, active ones first, then by name. */
export async function listTeamAccounts(db: DataSource): Promise<TeamAccount[]> {
  const rows = await queryRows<TeamAccountRow>(db, `${SELECT_ACCOUNTS} ORDER BY (u.disabled_at IS NOT NULL), lower(u.username)`);
  return rows.map(presentTeamAccount);
}

export async function findTeamAccount(db: DataSource, id: number): Promise<TeamAccount | null> {
  const rows = await queryRows<TeamAccountRow>(db, `${SELECT_ACCOUNTS} WHERE u.id = $1`, [id]);
  return rows[0] ? presentTeamAccount(rows[0]) : null;
}
