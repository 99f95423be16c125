import type { Species } from './species.js';

/**
 * Pages written by staff ("Treści"): knowledge-base guides and the About us page. The slug of
 * the page /o-nas shows; it is never listed among the guides of /baza-wiedzy.
 */
export const ABOUT_PAGE_SLUG = 'o-nas';

/** Field lengths of a page (kept apart from the zod schemas, so public pages load no zod). */
export const PAGE_LIMITS = { slug: 80, title: 120, summary: 300, body: 50_000 } as const;

/** Lower-case letters a-z, digits and single hyphens between them ('poradnik-chomik'). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address of a guide in the knowledge base. */
export const guidePath = (slug: string) => `/baza-wiedzy/${slug}`;

/** A published guide as a card of /baza-wiedzy shows it (GET /api/pages). */
export interface PageSummary {
  slug: string;
  title: string;
  summary: string;
  species: Species | null;
  /** Image path (/api/images/…) or null. */
  cover: string | null;
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

/** A published page with its body rendered and sanitised on the server (GET /api/pages/:slug). */
export interface PublicPage extends PageSummary {
  html: string;
}

/** A row of the Treści list (GET /api/content/pages). */
export interface AdminPageListItem {
  id: number;
  slug: string;
  title: string;
  species: Species | null;
  published: boolean;
  updatedAt: string;
  /** Who saved it last (administrator's name), or null for the starter content. */
  updatedBy: string | null;
}

/** A page as the editor loads it (GET /api/content/pages/:id). */
export interface AdminPage extends AdminPageListItem {
  summary: string;
  /** Markdown source. */
  body: string;
  cover: string | null;
  createdAt: string;
}

/** Polish texts of the Treści screen and the public pages built from it. */
export const PAGE_MESSAGES = {
  slugInvalid: 'Adres może zawierać tylko małe litery bez polskich znaków (a–z), cyfry i myślniki, np. poradnik-chomik.',
  slugTaken: 'Strona o takim adresie już istnieje. Wybierz inny adres.',
  titleRequired: 'Podaj tytuł strony.',
  pageNotFound: 'Nie znaleziono strony.',
  pageCreated: 'Strona została utworzona.',
  pageSaved: 'Zmiany zostały zapisane.',
  pageDeleted: 'Strona została usunięta.',
  listFailed: 'Nie udało się pobrać listy stron.',
  pageFailed: 'Nie udało się pobrać strony.',
  saveFailed: 'Nie udało się zapisać strony.',
  deleteFailed: 'Nie udało się usunąć strony.',
  previewFailed: 'Nie udało się przygotować podglądu.',
  uploadFailed: 'Nie udało się wgrać zdjęcia.',
  noFile: 'Nie wybrano pliku.',
  empty: 'Nie ma jeszcze żadnych stron.',
  guidesEmpty: 'Brak poradników dla wybranego gatunku.',
  guidesFailed: 'Nie udało się pobrać poradników.',
  deleteConfirm: (title: string) => `Czy na pewno chcesz usunąć stronę „${title}”? Tej operacji nie można cofnąć.`,
  tooDeep: (line: number) =>
    `Wiersz ${line}: cytaty lub listy są zagnieżdżone więcej niż ${PAGE_MAX_NESTING} razy. Uprość ten fragment, żeby dało się go wyświetlić.`,
  cannotRender: 'Tej treści nie da się wyświetlić. Uprość formatowanie (zagnieżdżone cytaty i listy, długie ciągi gwiazdek lub podkreśleń) i spróbuj ponownie.',
  renderTooSlow: 'Przygotowanie tej treści do wyświetlenia trwa zbyt długo. Uprość formatowanie (zagnieżdżone cytaty i listy, długie ciągi gwiazdek lub podkreśleń) albo podziel ją na kilka stron.',
} as const;

/** How deep quotes and lists may nest in a page body (a guide needs two or three levels). */
export const PAGE_MAX_NESTING = 8;

/** Quote and list markers opening a line: "> ", "- ", "* ", "+ ", "1. ", "1) ", each one level. */
const NESTING_MARKER = /^[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))/;

/**
 * The first line of a page body whose quotes and lists nest deeper than PAGE_MAX_NESTING, as a
 * message naming it, or null. The Markdown parser recurses once per level: a line of 49,000 ">"
 * overflowed its stack, so such a body is refused before it is parsed.
 */
export function pageBodyNestingProblem(body: string): string | null {
  const lines = body.split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    let rest = line;
    let depth = 0;
    for (let marker = NESTING_MARKER.exec(rest); marker; marker = NESTING_MARKER.exec(rest)) {
      depth += 1;
      if (depth > PAGE_MAX_NESTING) return PAGE_MESSAGES.tooDeep(index + 1);
      rest = rest.slice(marker[0].length);
    }
  }
  return null;
}

/** The `sizes` of a guide's cover (the web app's <img> and the server's preload must agree). */
export const GUIDE_COVER_SIZES = '(min-width: 900px) 860px, 100vw';

/** The request key (path under /api with its query) of the guides list, as the web app builds it. */
export function guidesRequestKey(species?: string | null): string {
  return species ? `/pages?${new URLSearchParams({ gatunek: species }).toString()}` : '/pages';
}

/** The request key of one page. */
export const pageRequestKey = (slug: string) => `/pages/${slug}`;
