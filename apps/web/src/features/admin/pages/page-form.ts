import { pageInputSchema, type AdminPage, type PageInput, type Species } from '@pets/shared';
import { checkResolver } from '../../../ui/form/check-resolver';

/** The editor's fields as typed (species '' = none). */
export interface PageFormValues {
  title: string;
  slug: string;
  summary: string;
  species: Species | '';
  body: string;
  published: boolean;
}

export const EMPTY_PAGE_FORM: PageFormValues = { title: '', slug: '', summary: '', species: '', body: '', published: false };

export function formValuesOf(page: AdminPage): PageFormValues {
  return { title: page.title, slug: page.slug, summary: page.summary, species: page.species ?? '', body: page.body, published: page.published };
}

export function pageInputOf(values: PageFormValues): PageInput {
  return { ...values, species: values.species === '' ? null : values.species };
}

/** Field -> Polish message, by the same shared schema the server checks. */
export function validatePageForm(values: PageFormValues): Record<string, string> {
  const result = pageInputSchema.safeParse(pageInputOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The editor's resolver: the shared schema's first message for each field. */
export const pageFormResolver = checkResolver(validatePageForm);

/** A slug proposed from a title: 'Świnka morska — poradnik' -> 'swinka-morska-poradnik'. */
export function slugFromTitle(title: string): string {
  return title
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The body with `![alt](path)` put at the cursor, on a line of its own. */
export function insertImage(body: string, cursor: number, alt: string, path: string): { body: string; cursor: number } {
  const at = Math.max(0, Math.min(cursor, body.length));
  const before = body.slice(0, at);
  const after = body.slice(at);
  const markdown = `![${alt.replace(/[[\]]/g, '')}](${path})`;
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after.startsWith('\n') ? '' : '\n\n';
  const inserted = `${lead}${markdown}${tail}`;
  return { body: `${before}${inserted}${after}`, cursor: at + inserted.length };
}
