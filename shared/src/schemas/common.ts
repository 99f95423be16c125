import { z } from 'zod';
import { polishZodError } from './zod-polish.js';

// Every schema of the product imports this module, so its zod speaks Polish wherever a schema
// gives no message of its own (the server's 400s and the forms alike). Set here, not in a module
// imported only for this effect: the package is marked side-effect free for the web bundle.
z.config({ customError: polishZodError });

/** A positive integer id from a path parameter or body ("12" or 12). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const idParamsSchema = z.object({ id: idSchema });

/**
 * A comma-joined list in a query string ("a,b"), validated item by item. An empty string or a
 * missing parameter means "no filter".
 */
export function commaList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .max(2000)
    .optional()
    .transform((raw) =>
      raw
        ? raw
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item).max(20));
}

export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** Trims text before validation so "   " counts as empty. */
export const trimmed = (max: number) => z.string().trim().max(max);

/** A simple address check shared by every e-mail field: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A length cap that ends the validation of its string at once. zod 4 runs every later check even
 * after a failed one, so without `abort` an overlong input still reaches the pattern after it
 * (EMAIL_PATTERN backtracks quadratically: 100,000 characters take seconds of the event loop).
 * Put it before every `.regex()` or `.refine()` that tests the text.
 */
export function lengthCap(error: string) {
  return { error, abort: true } as const;
}
