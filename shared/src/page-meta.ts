import { TAX_SHARE_TEXT } from './limits.js';

/**
 * Titles and descriptions of the public pages: one source for the title the web app sets on
 * navigation (usePageTitle) and the <title> and <meta name="description"> the server puts into
 * the page's HTML, so a visitor, a crawler and a shared link see the same name before and after
 * the scripts run. Only the server reads the descriptions.
 */
export const PAGE_TITLES = {
  home: 'Strona główna',
  adopt: 'Adoptuję',
  support: 'Wspieram',
  abc: 'ABC adopcji',
  knowledge: 'Baza wiedzy',
  about: 'O nas',
  contact: 'Kontakt',
  fosterApply: 'Zostań domem tymczasowym',
  survey: 'Ankieta adopcyjna',
  alertConfirm: 'Powiadomienia o nowych zwierzakach',
  alertUnsubscribe: 'Wypisanie z powiadomień',
  /** The foster carer's personal page (never indexed: server/src/modules/spa/personal-pages.ts). */
  fosterPortal: 'Twoi podopieczni',
  notFound: 'Nie znaleziono strony',
} as const;

export type PageName = keyof typeof PAGE_TITLES;

/** A page's own description, or undefined for the pages that keep the general one of index.html. */
export function pageDescription(name: PageName): string | undefined {
  // Built on call: a function the web app never calls leaves its bundle.
  const descriptions: Partial<Record<PageName, string>> = {
    home: 'Fundacja adopcyjna małych zwierząt: chomiki, świnki morskie, króliki, szczury, myszy, myszoskoczki, szynszyle i żółwie szukają domu.',
    adopt: 'Zwierzaki, które czekają na nowy dom. Wybierz gatunek, płeć lub status, poznaj podopiecznych fundacji i wypełnij ankietę adopcyjną.',
    support: `Jak możesz pomóc małym zwierzakom: darowizna, ${TAX_SHARE_TEXT} podatku, akcesoria, siano i karma, pomoc w transporcie, dom tymczasowy lub wolontariat.`,
    abc: 'Adopcja krok po kroku: poradnik, ankieta adopcyjna, przygotowanie akcesoriów, umowa adopcyjna, transport i odbiór zwierzaka.',
    knowledge: 'Poradniki o opiece nad małymi zwierzętami: chomikami, świnkami morskimi, szczurami, myszami, królikami i szynszylami.',
    about: 'Kim jesteśmy i jak pomagamy małym zwierzętom znaleźć dom.',
    contact: 'Napisz do fundacji przez formularz kontaktowy. Znajdziesz tu też KRS, NIP, REGON, adres e-mail i nasze profile społecznościowe.',
    fosterApply:
      'Zostań domem tymczasowym dla chomika, świnki morskiej, królika lub innego małego zwierzaka. Fundacja pokrywa leczenie, a Ty dajesz mu ciepły kąt, dopóki nie znajdzie stałego domu.',
    survey: 'Ankieta adopcyjna: opowiedz nam o domu, który przygotujesz dla zwierzaka. Odpowiemy e-mailem albo telefonicznie.',
  };
  return descriptions[name];
}

/** The pages whose title and description depend on the address alone, by path. */
const PAGES_BY_PATH: readonly [RegExp, PageName][] = [
  [/^\/$/, 'home'],
  [/^\/adoptuje\/?$/, 'adopt'],
  [/^\/wspieram\/?$/, 'support'],
  [/^\/abc-adopcji\/?$/, 'abc'],
  [/^\/baza-wiedzy\/?$/, 'knowledge'],
  [/^\/o-nas\/?$/, 'about'],
  [/^\/kontakt\/?$/, 'contact'],
  [/^\/dom-tymczasowy\/?$/, 'fosterApply'],
  [/^\/ankieta(-gatunek)?\/[^/]+\/?$/, 'survey'],
  [/^\/powiadomienia\/potwierdz\/?$/, 'alertConfirm'],
  [/^\/powiadomienia\/wypisz\/?$/, 'alertUnsubscribe'],
  [/^\/dt\/[^/]+\/?$/, 'fosterPortal'],
  [/^\/404\/?$/, 'notFound'],
];

/** The page of a public address whose title and description are fixed, or null for pages named by their data (an animal, a guide) and unknown ones. */
export function pageNameFor(pathname: string): PageName | null {
  return PAGES_BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
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
  return `${guideTitle} — ${PAGE_TITLES.knowledge}`;
}
