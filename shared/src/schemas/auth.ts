import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { lengthCap } from './common.js';

export const loginSchema = z.strictObject({
  username: z.string({ error: MESSAGES.auth.usernameRequired }).trim().min(1, MESSAGES.auth.usernameRequired).max(100),
  password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** An administrator's login: the same rules as the admin CLI. */
export const adminUsernameSchema = z
  .string()
  .trim()
  .min(3, 'Nazwa użytkownika musi mieć co najmniej 3 znaki.')
  .max(100, lengthCap('Nazwa użytkownika może mieć najwyżej 100 znaków.'))
  .regex(/^[\p{L}\d._-]+$/u, 'Nazwa użytkownika może zawierać litery, cyfry, kropkę, myślnik i podkreślenie.');

export const registerSchema = z.strictObject({
  username: adminUsernameSchema,
  password: z.string().min(12, 'Hasło musi mieć co najmniej 12 znaków.').max(200),
});
