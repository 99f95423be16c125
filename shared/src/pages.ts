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
} as const;

/** The `sizes` of a guide's cover (the web app's <img> and the server's preload must agree). */
export const GUIDE_COVER_SIZES = '(min-width: 900px) 860px, 100vw';

/** The request key (path under /api with its query) of the guides list, as the web app builds it. */
export function guidesRequestKey(species?: string | null): string {
  return species ? `/pages?${new URLSearchParams({ gatunek: species }).toString()}` : '/pages';
}

/** The request key of one page. */
export const pageRequestKey = (slug: string) => `/pages/${slug}`;
