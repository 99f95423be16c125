import { EntitySchema } from 'typeorm';
import { bool, int, serialId, text, timestamptz, varchar } from '../../db/entity-columns.js';
import type { StaffRole } from '@pets/shared';

export interface AdminUserRecord {
  id: number;
  username: string;
  /** argon2id PHC string; never sent to a client. */
  passwordHash: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Set by `npm run admin -- disable`: the account cannot sign in. */
  disabledAt: Date | null;
  role: StaffRole;
  /** Where set-password links and account notices go; nowhere else. */
  email: string | null;
  /** A one-time password: replaced at the next sign-in before anything else works. */
  mustChangePassword: boolean;
  /** The TOTP secret sealed with AES-256-GCM (two-factor/secret-box.ts); never the base32 secret, never sent. */
  totpSecret: string | null;
  /** When two-step sign-in was turned on (null: off). */
  totpEnabledAt: Date | null;
  /** The last TOTP time step whose code was accepted: a code is never accepted twice. */
  totpLastStep: number | null;
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
    role: varchar('role', 20, { default: 'administrator' }),
    email: varchar('email', 254, { nullable: true }),
    mustChangePassword: bool('must_change_password'),
    totpSecret: { ...text('totp_secret', { nullable: true }), select: false },
    totpEnabledAt: timestamptz('totp_enabled_at', { nullable: true }),
    totpLastStep: int('totp_last_step', { nullable: true }),
  },
  // Unique on lower(username): "Admin" and "admin" are one account. Owned by the migration.
  indices: [{ name: 'uq_admin_users_username_lower', synchronize: false }],
  checks: [
    { name: 'chk_admin_users_role', expression: "role IN ('administrator', 'koordynator', 'wolontariusz')" },
    { name: 'chk_admin_users_totp', expression: '(totp_secret IS NULL) = (totp_enabled_at IS NULL)' },
  ],
});
