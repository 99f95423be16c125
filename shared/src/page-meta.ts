/**
 * Titles and descriptions of the public pages: one source for the title the web app sets on
 * navigation (usePageTitle) and the <title> and <meta name="description"> the server puts into
 * the page's HTML, so a visitor, a crawler and a shared link see the same name before and after
 * the scripts run.
 */
import { LIMITS } from './limits.js';

export interface PageMeta {
  /** The page's own part of the title ("Adoptuję"); formatPageTitle adds the foundation's name. */
  title: string;
  /** Without one, the page keeps the general description of index.html. */
  description?: string;
}

export const PAGE_META = {
  home: {
    title: 'Strona główna',
    description:
      'Fundacja adopcyjna małych zwierząt: chomiki, świnki morskie, króliki, szczury, myszy, myszoskoczki, szynszyle i żółwie szukają domu.',
  },
  adopt: {
    title: 'Adoptuję',
    description:
      'Zwierzaki, które czekają na nowy dom. Wybierz gatunek, płeć lub status, poznaj podopiecznych fundacji i wypełnij ankietę adopcyjną.',
  },
  support: {
    title: 'Wspieram',
    description:
      `Jak możesz pomóc małym zwierzakom: darowizna, ${String(LIMITS.taxSharePercent).replace('.', ',')}% podatku, akcesoria, siano i karma, pomoc w transporcie, dom tymczasowy lub wolontariat.`,
  },
  abc: {
    title: 'ABC adopcji',
    description:
      'Adopcja krok po kroku: poradnik, ankieta adopcyjna, przygotowanie akcesoriów, umowa adopcyjna, transport i odbiór zwierzaka.',
  },
  knowledge: {
    title: 'Baza wiedzy',
    description: 'Poradniki o opiece nad małymi zwierzętami: chomikami, świnkami morskimi, szczurami, myszami, królikami i szynszylami.',
  },
  about: {
    title: 'O nas',
    description: 'Kim jesteśmy i jak pomagamy małym zwierzętom znaleźć dom.',
  },
  contact: {
    title: 'Kontakt',
    description: 'Napisz do fundacji przez formularz kontaktowy. Znajdziesz tu też KRS, NIP, REGON, adres e-mail i nasze profile społecznościowe.',
  },
  survey: { title: 'Ankieta adopcyjna' },
  alertConfirm: { title: 'Powiadomienia o nowych zwierzakach' },
  alertUnsubscribe: { title: 'Wypisanie z powiadomień' },
  notFound: { title: 'Nie znaleziono strony' },
} as const satisfies Record<string, PageMeta>;

/** The pages whose title and description depend on the address alone, by path. */
const PAGE_META_BY_PATH: readonly [RegExp, PageMeta][] = [
  [/^\/$/, PAGE_META.home],
  [/^\/adoptuje\/?$/, PAGE_META.adopt],
  [/^\/wspieram\/?$/, PAGE_META.support],
  [/^\/abc-adopcji\/?$/, PAGE_META.abc],
  [/^\/baza-wiedzy\/?$/, PAGE_META.knowledge],
  [/^\/o-nas\/?$/, PAGE_META.about],
  [/^\/kontakt\/?$/, PAGE_META.contact],
  [/^\/ankieta(-gatunek)?\/[^/]+\/?$/, PAGE_META.survey],
  [/^\/powiadomienia\/potwierdz\/?$/, PAGE_META.alertConfirm],
  [/^\/powiadomienia\/wypisz\/?$/, PAGE_META.alertUnsubscribe],
  [/^\/404\/?$/, PAGE_META.notFound],
];

/** The fixed title and description of a public address, or null for pages named by their data (an animal, a guide) and unknown ones. */
export function pageMetaFor(pathname: string): PageMeta | null {
  return PAGE_META_BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** "Title | Foundation name", or just the foundation name without a title. */
export function formatPageTitle(title: string | null | undefined, foundationName: string): string {
  return title ? `${title} | ${foundationName}` : foundationName;
}

/** An animal page's own title part: its name and species. */
export function animalPageTitle(animal: { name: string; species: string }): string {
  return `${animal.name} – ${animal.species}`;
}

/** A guide's own title part: its title within the knowledge base. */
export function guidePageTitle(guideTitle: string): string {
  return `${guideTitle} — ${PAGE_META.knowledge.title}`;
}
