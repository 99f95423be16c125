import { z } from 'zod';

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
