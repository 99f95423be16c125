import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { lengthCap } from './common.js';

export const loginSchema = z.strictObject({
  username: z
    .string({ error: MESSAGES.auth.usernameRequired })
    .trim()
    .min(1, MESSAGES.auth.usernameRequired)
    .max(100)
    // Logins are stored NFKC-normalised (normalizeAdminUsername): a full-width form signs in too.
    .transform((username) => username.normalize('NFKC')),
  password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * A new login: Latin letters a-z, digits, dot, hyphen and underscore, beginning and ending with a
 * letter or digit, so no two logins look alike ("rtadmin" beside a Cyrillic "rtаdmin" or
 * "rtadmin."); unique without regard to case (the database's index on lower(username)).
 */
export const ADMIN_USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/i;
export const ADMIN_USERNAME_CHARACTERS_MESSAGE =
  'Nazwa użytkownika może zawierać tylko litery a–z (bez polskich znaków), cyfry, kropkę, myślnik i podkreślenie, a zaczynać się i kończyć musi literą lub cyfrą.';

/** The form a login is stored and compared in: NFKC (full-width and compatibility forms fold to plain ones), trimmed. */
export function normalizeAdminUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** An account's login: the same rules as the admin CLI (server/src/db/admin-users.ts). */
export const adminUsernameSchema = z
  .string()
  .transform(normalizeAdminUsername)
  .pipe(
    z
      .string()
      .min(3, 'Nazwa użytkownika musi mieć co najmniej 3 znaki.')
      .max(100, lengthCap('Nazwa użytkownika może mieć najwyżej 100 znaków.'))
      .regex(ADMIN_USERNAME_PATTERN, ADMIN_USERNAME_CHARACTERS_MESSAGE),
  );

export const registerSchema = z.strictObject({
  username: adminUsernameSchema,
  password: z.string().min(12, 'Hasło musi mieć co najmniej 12 znaków.').max(200),
});
