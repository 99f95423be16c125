import { z } from 'zod';
import { PAGE_LIMITS, PAGE_MESSAGES, PAGE_SLUG_PATTERN, pageBodyNestingProblem } from '../pages.js';
import { SPECIES } from '../species.js';
import { lengthCap, trimmed } from './common.js';

export const pageSlugSchema = z
  .string({ error: PAGE_MESSAGES.slugInvalid })
  .trim()
  .max(PAGE_LIMITS.slug, lengthCap(PAGE_MESSAGES.slugInvalid))
  .regex(PAGE_SLUG_PATTERN, PAGE_MESSAGES.slugInvalid);

/** A page body: at most PAGE_LIMITS.body characters, quotes and lists nested at most PAGE_MAX_NESTING deep. */
const pageBodySchema = z
  .string()
  .max(PAGE_LIMITS.body)
  .superRefine((body, context) => {
    const problem = pageBodyNestingProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/content/pages and PUT /api/content/pages/:id: the whole page (cover apart). */
export const pageInputSchema = z.strictObject({
  title: trimmed(PAGE_LIMITS.title).min(1, PAGE_MESSAGES.titleRequired),
  slug: pageSlugSchema,
  summary: trimmed(PAGE_LIMITS.summary).default(''),
  species: z.enum(SPECIES).nullable().default(null),
  body: pageBodySchema.default(''),
  published: z.boolean().default(false),
});
export type PageInput = z.input<typeof pageInputSchema>;
export type PageData = z.infer<typeof pageInputSchema>;

/** POST /api/content/preview: Markdown rendered as the public page would show it. */
export const pagePreviewSchema = z.strictObject({ body: pageBodySchema });

/** GET /api/pages: the published guides, optionally of some species. */
export const pagesQuerySchema = z.object({ gatunek: z.enum(SPECIES).optional() });

export const pageSlugParamsSchema = z.object({ slug: pageSlugSchema });
