import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  ABOUT_PAGE_SLUG,
  GUIDE_COVER_SIZES,
  IMAGE_VARIANT_WIDTH,
  imageVariantUrl,
  isSpecies,
  PAGE_SLUG_PATTERN,
  type ImageVariant,
} from '@pets/shared';
import { EMPTY_ADOPT_FILTERS } from '../lib/animal-filters';
import {
  animalImagesQuery,
  animalQuery,
  availableAnimalsQuery,
  guidesQuery,
  pageQuery,
  surveyAnimalsQuery,
  surveyQuestionsQuery,
} from '../lib/public-queries';
import { SLIDE_SIZES } from '../features/home/carousel-config';
import { PHOTO_SIZES } from '../features/animal/photo-sizes';
import { parseListSearch } from '../features/adopt/adopt-url';

/** The main photo of a page, which the server preloads from the HTML's head. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** What a public page's loader tells the server render besides the data it put in the cache. */
export interface RouteData {
  preload?: PreloadImage;
  /** The address names nothing (an unknown guide): the server answers 404. */
  notFound?: boolean;
}

export interface LoaderSetup {
  queryClient: QueryClient;
  /**
   * The server render waits for the data (and renders the page with it); in the browser a loader
   * only starts the reads, and the page shows its own loading state meanwhile, as it always has.
   */
  awaitData: boolean;
}

type Loader = (args: LoaderFunctionArgs) => Promise<RouteData | null>;

/** The responsive photo of an API image path (both WebP variants), or the plain path for others. */
function photo(path: string, variant: ImageVariant, sizes: string): PreloadImage {
  const href = imageVariantUrl(path, variant);
  if (href === path) return { href };
  const srcset = `${imageVariantUrl(path, 'card')} ${IMAGE_VARIANT_WIDTH.card}w, ${imageVariantUrl(path, 'full')} ${IMAGE_VARIANT_WIDTH.full}w`;
  return { href, srcset, sizes };
}

/**
 * The loaders of the public pages: each starts the reads its page shows, so a link's data is on its
 * way while the page's code renders, and the server renders the page complete. A failed read is
 * left to the page, which shows its own error card (the server then renders nothing, see
 * prerender.tsx).
 */
export function publicLoaders({ queryClient, awaitData }: LoaderSetup) {
  const load =
    (read: (args: LoaderFunctionArgs) => Promise<RouteData | null>): Loader =>
    async (args) => {
      const reading = read(args).catch(() => null);
      return awaitData ? reading : null;
    };

  const home: Loader = load(async () => {
    const [animals] = await Promise.all([
      queryClient.fetchQuery(availableAnimalsQuery(EMPTY_ADOPT_FILTERS)),
      queryClient.prefetchQuery(guidesQuery()),
    ]);
    const cover = animals[0]?.cover;
    return cover ? { preload: photo(cover, 'card', SLIDE_SIZES) } : null;
  });

  // No photo preload: on a phone the survey invitation fills the first screen and the first card
  // is below it, so a preloaded photo would only hold back the page's text and scripts.
  const adopt: Loader = load(async ({ request }) => {
    const search = new URL(request.url).searchParams;
    await queryClient.fetchQuery(availableAnimalsQuery(parseListSearch(search).filters));
    return null;
  });

  const animal: Loader = load(async ({ params }) => {
    const id = params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) return null;
    const [found, images] = await Promise.all([queryClient.fetchQuery(animalQuery(id)), queryClient.fetchQuery(animalImagesQuery(id))]);
    return { preload: photo(images[0] ?? found.cover, 'full', PHOTO_SIZES) };
  });

  const knowledge: Loader = load(async ({ request }) => {
    const chosen = new URL(request.url).searchParams.get('gatunek');
    await queryClient.fetchQuery(guidesQuery(isSpecies(chosen) ? chosen : null));
    return null;
  });

  const guide: Loader = load(async ({ params }) => {
    const slug = params.slug ?? '';
    if (!PAGE_SLUG_PATTERN.test(slug) || slug === ABOUT_PAGE_SLUG) return { notFound: true };
    const page = await queryClient.fetchQuery(pageQuery(slug));
    if (!page) return { notFound: true };
    return page.cover ? { preload: photo(page.cover, 'full', GUIDE_COVER_SIZES) } : null;
  });

  const about: Loader = load(async () => {
    await queryClient.fetchQuery(pageQuery(ABOUT_PAGE_SLUG));
    return null;
  });

  const animalSurvey: Loader = load(async ({ params }) => {
    const id = params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) return null;
    const found = await queryClient.fetchQuery(animalQuery(id));
    await Promise.all([queryClient.fetchQuery(surveyQuestionsQuery(found.gatunek)), queryClient.fetchQuery(surveyAnimalsQuery(found.gatunek))]);
    return null;
  });

  const speciesSurvey: Loader = load(async ({ params }) => {
    const species = params.species ?? '';
    if (!isSpecies(species)) return null;
    await Promise.all([queryClient.fetchQuery(surveyQuestionsQuery(species)), queryClient.fetchQuery(surveyAnimalsQuery(species))]);
    return null;
  });

  return { home, adopt, animal, knowledge, guide, about, animalSurvey, speciesSurvey };
}
