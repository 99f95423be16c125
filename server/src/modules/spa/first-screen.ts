import {
  ABOUT_PAGE_SLUG,
  GUIDE_COVER_SIZES,
  guidesRequestKey,
  IMAGE_VARIANT_WIDTH,
  isSpecies,
  pageRequestKey,
  PAGE_SLUG_PATTERN,
  imageVariantUrl,
  PUBLIC_FILTER_STATUSES,
  SEXES,
  SPECIES,
  YES_NO,
  type AnimalListItem,
  type AvailableAnimalsQuery,
} from '@pets/shared';
import type { PublicAnimalsJson } from '../animals/animals.public.routes.js';
import type { PublicPagesJson } from '../pages/pages.public.routes.js';

/** The main photo of a page, preloaded from the HTML before any script runs. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** What the first screen of a page needs, embedded in its HTML (spa.routes.ts renders it). */
export interface FirstScreen {
  /** API responses as the client would fetch them: key = the path under /api with its query, value = the JSON body. */
  responses: { key: string; json: Buffer }[];
  image?: PreloadImage;
  /** The address names nothing (a guide that does not exist or is a draft): HTTP 404. */
  notFound?: boolean;
}

export type FirstScreenResolver = (pathname: string, search: URLSearchParams) => Promise<FirstScreen | null>;

/*
 * The `sizes` of the first photo of each page. They must equal the ones the web app renders
 * (apps/web: features/home/carousel-config.ts SLIDE_SIZES, ui/AnimalCard.tsx CARD_SIZES,
 * features/animal/photo-sizes.ts PHOTO_SIZES), or the browser fetches a second variant;
 * e2e/public-first-screen.spec.ts checks that they do.
 */
const SLIDE_SIZES = '(min-width: 1200px) 360px, (min-width: 600px) 46vw, 92vw';
const CARD_SIZES = '(min-width: 1160px) 360px, (min-width: 960px) 30vw, (min-width: 600px) 46vw, 92vw';
const PHOTO_SIZES = '(min-width: 1160px) 620px, (min-width: 900px) 55vw, 100vw';

/** The public pages whose first render reads no API data. */
const DATA_FREE_PAGES = /^\/(wspieram|abc-adopcji|baza-wiedzy|o-nas|kontakt)\/?$/;

/** The values each list filter accepts, in the canonical order the web app uses (adopt-url.ts). */
const FILTER_OPTIONS = { gatunek: SPECIES, plec: SEXES, kastracja: YES_NO, status: PUBLIC_FILTER_STATUSES } as const;
const FILTER_KEYS = ['gatunek', 'plec', 'kastracja', 'status'] as const;

/** The list filters of an /adoptuje address, read like the web app does: unknown values are ignored. */
export function listFiltersOf(search: URLSearchParams): AvailableAnimalsQuery {
  const pick = <T extends string>(key: (typeof FILTER_KEYS)[number], options: readonly T[]): T[] => {
    const chosen = new Set((search.get(key) ?? '').split(',').map((value) => value.trim()));
    return options.filter((option) => chosen.has(option));
  };
  return {
    gatunek: pick('gatunek', FILTER_OPTIONS.gatunek),
    plec: pick('plec', FILTER_OPTIONS.plec),
    kastracja: pick('kastracja', FILTER_OPTIONS.kastracja),
    status: pick('status', FILTER_OPTIONS.status),
  };
}

/** The client's request key of the list: '/animals/available' with the non-empty filters comma-joined (lib/api.ts buildQueryString). */
export function listRequestKey(filters: AvailableAnimalsQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key].length > 0) params.set(key, filters[key].join(','));
  const query = params.toString();
  return `/animals/available${query ? `?${query}` : ''}`;
}

/** The responsive photo of an API image path (both WebP variants), or the plain path for others. */
function photo(path: string, variant: 'card' | 'full', sizes: string): PreloadImage {
  const href = imageVariantUrl(path, variant);
  if (href === path) return { href };
  const srcset = `${imageVariantUrl(path, 'card')} ${IMAGE_VARIANT_WIDTH.card}w, ${imageVariantUrl(path, 'full')} ${IMAGE_VARIANT_WIDTH.full}w`;
  return { href, srcset, sizes };
}

function firstCover(json: Buffer): string | undefined {
  const animals = JSON.parse(json.toString('utf8')) as AnimalListItem[];
  return animals[0]?.cover;
}

/**
 * The first-screen data of the pages whose largest paint waits for data: the home carousel and
 * the adoption list (the public list for the address's filters) and an animal page (the animal and
 * its images), each with its first photo to preload; the pages that need no data get an empty
 * first screen (rendered on the server all the same). Other pages get nothing. A failed read is
 * left to the client, which fetches as usual and shows its own error.
 */
const jsonOf = (value: unknown) => Buffer.from(JSON.stringify(value));

/**
 * The pages written in Treści: the knowledge base (the guides, for the address's species), one
 * guide (with its cover to preload; 404 when no published page has the address) and About us
 * (null embedded when it is not published: the page then shows its placeholder).
 */
async function pagesScreen(pages: PublicPagesJson, pathname: string, search: URLSearchParams): Promise<FirstScreen | null> {
  if (/^\/baza-wiedzy\/?$/.test(pathname)) {
    const species = search.get('gatunek');
    const chosen = isSpecies(species) ? species : undefined;
    return { responses: [{ key: guidesRequestKey(chosen), json: jsonOf(await pages.guides(chosen)) }] };
  }
  if (/^\/o-nas\/?$/.test(pathname)) {
    return { responses: [{ key: pageRequestKey(ABOUT_PAGE_SLUG), json: jsonOf(await pages.page(ABOUT_PAGE_SLUG)) }] };
  }
  const guide = /^\/baza-wiedzy\/([^/]+)\/?$/.exec(pathname);
  if (!guide) return null;
  const slug = guide[1] ?? '';
  const page = PAGE_SLUG_PATTERN.test(slug) && slug !== ABOUT_PAGE_SLUG ? await pages.page(slug) : null;
  if (!page) return { responses: [], notFound: true };
  return {
    responses: [{ key: pageRequestKey(slug), json: jsonOf(page) }],
    image: page.cover ? photo(page.cover, 'full', GUIDE_COVER_SIZES) : undefined,
  };
}

export function firstScreenResolver(animals: PublicAnimalsJson, pages?: PublicPagesJson): FirstScreenResolver {
  return async (pathname, search) => {
    try {
      const pageScreen = pages ? await pagesScreen(pages, pathname, search) : null;
      if (pageScreen) return pageScreen;
      if (pathname === '/' || /^\/adoptuje\/?$/.test(pathname)) {
        const home = pathname === '/';
        const filters = home ? listFiltersOf(new URLSearchParams()) : listFiltersOf(search);
        const json = await animals.list(filters);
        const cover = firstCover(json);
        // With a name search or a later page the first card is another one: no preload then.
        const firstCardShown = home || (!search.get('q') && !search.get('strona'));
        // The home page's guide cards lead to the published guides of their species.
        const guides = home && pages ? [{ key: guidesRequestKey(), json: jsonOf(await pages.guides()) }] : [];
        return {
          responses: [{ key: listRequestKey(filters), json }, ...guides],
          image: cover && firstCardShown ? photo(cover, 'card', home ? SLIDE_SIZES : CARD_SIZES) : undefined,
        };
      }
      // Pages that need no data still come rendered, so they paint before the scripts run.
      if (DATA_FREE_PAGES.test(pathname)) return { responses: [] };
      const animalMatch = /^\/zwierzak\/([1-9]\d{0,8})\/?$/.exec(pathname);
      if (animalMatch) {
        const id = Number(animalMatch[1]);
        const [animal, images] = await Promise.all([animals.animal(id), animals.images(id)]);
        const list = JSON.parse(images.toString('utf8')) as string[];
        const cover = list[0] ?? (JSON.parse(animal.toString('utf8')) as AnimalListItem).cover;
        return {
          responses: [
            { key: `/animals/${id}`, json: animal },
            { key: `/animals/${id}/images`, json: images },
          ],
          image: photo(cover, 'full', PHOTO_SIZES),
        };
      }
    } catch {
      return null;
    }
    return null;
  };
}
