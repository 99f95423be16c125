import { EntitySchema } from 'typeorm';
import { serialId, text, timestamptz, varchar } from '../../db/entity-columns.js';

export interface AdminUserRecord {
  id: number;
  username: string;
  /** argon2id PHC string; never sent to a client. */
  passwordHash: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Set by `npm run admin -- disable`: the account cannot sign in. */
  disabledAt: Date | null;
}

export const AdminUserEntity = new EntitySchema<AdminUserRecord>({
  name: 'AdminUser',
  tableName: 'admin_users',
  columns: {
    id: serialId,
    username: varchar('username', 100),
    passwordHash: { ...text('password_hash'), select: false },
    createdAt: timestamptz('created_at', { defaultNow: true }),
    lastLoginAt: timestamptz('last_login_at', { nullable: true }),
    disabledAt: timestamptz('disabled_at', { nullable: true }),
  },
  // Unique on lower(username): "Admin" and "admin" are one account. Owned by the migration.
  indices: [{ name: 'uq_admin_users_username_lower', synchronize: false }],
});
