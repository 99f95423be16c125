import { randomBytes } from 'node:crypto';
import passport, { type PassportStatic } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { DataSource } from 'typeorm';
import { hashAdminPassword, verifyAdminPassword } from '../accounts/admin-users.js';
import './session-types.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/** A real argon2id hash of a random password, verified for unknown users so timing does not tell. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashAdminPassword(randomBytes(16).toString('hex')));

type AdminRow = SignedInRow & Columns<'admin_users', 'password_hash' | 'disabled_at'>;

type SignedInRow = Columns<'admin_users', 'id' | 'username' | 'role' | 'email' | 'must_change_password'> & {
  /** totp_secret IS NOT NULL */
  two_factor_enabled: boolean;
  /** security_settings.require_two_factor, false without its row */
  two_factor_required: boolean;
};

/** The account's columns, its second factor, and whether the security settings require one. */
const SIGNED_IN_COLUMNS = `id, username, role, email, must_change_password, totp_secret IS NOT NULL AS two_factor_enabled,
  coalesce((SELECT require_two_factor FROM security_settings WHERE id = 1), false) AS two_factor_required`;

/**
 * The request's user: who, their role, whether a one-time password must be replaced first, and
 * whether a second factor must be enrolled first.
 */
function signedInUser(row: SignedInRow): Express.User {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    email: row.email,
    mustChangePassword: row.must_change_password,
    twoFactorEnabled: row.two_factor_enabled,
    twoFactorSetupRequired: row.two_factor_required && !row.two_factor_enabled,
  };
}

/** The active account as a signed-in user (the second sign-in step ends with it), or null. */
export async function loadSignedInUser(db: DataSource, id: number): Promise<Express.User | null> {
  const rows = await queryRows<SignedInRow>(db, `SELECT ${SIGNED_IN_COLUMNS} FROM admin_users WHERE id = $1 AND disabled_at IS NULL`, [id]);
  return rows[0] ? signedInUser(rows[0]) : null;
}

/** passport-local against admin_users; the session keeps only the user id. */
export function createPassport(db: DataSource): PassportStatic {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy({ session: true }, (username, password, done) => {
      queryRows<AdminRow>(db, `SELECT ${SIGNED_IN_COLUMNS}, password_hash, disabled_at FROM admin_users WHERE lower(username) = lower($1)`, [username.trim()])
        .then(async (rows) => {
          const user = rows[0];
          const valid = await verifyAdminPassword(user?.password_hash ?? (await getDummyHash()), password);
          // A disabled account (npm run admin -- disable) is refused like a wrong password.
          done(null, user && valid && user.disabled_at === null ? signedInUser(user) : false);
        })
        .catch(done);
    }),
  );
  instance.serializeUser<number>((user, done) => done(null, user.id));
  instance.deserializeUser<number>((id, done) => {
    // Disabling ends the account's sessions; this also refuses any it could not reach. Read on
    // every request, so a new role, a replaced one-time password or a required second factor applies at once.
    loadSignedInUser(db, id)
      .then((user) => done(null, user ?? false))
      .catch(done);
  });
  return instance as PassportStatic;
}
