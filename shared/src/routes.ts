/**
 * Client routes of the SPA (SPEC section 2, route table). The server answers these with the SPA
 * (HTTP 200); every other non-API path gets the SPA's not-found page with HTTP 404.
 */
export const PUBLIC_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/adoptuje\/?$/,
  /^\/wspieram\/?$/,
  /^\/abc-adopcji\/?$/,
  /^\/baza-wiedzy\/?$/,
  // A guide: the server answers 404 itself when no published page has that address.
  /^\/baza-wiedzy\/[^/]+\/?$/,
  /^\/o-nas\/?$/,
  /^\/kontakt\/?$/,
  /^\/dom-tymczasowy\/?$/,
  // The foster carer's personal page (the token is checked by its API).
  /^\/dt\/[^/]+\/?$/,
  /^\/zwierzak\/[^/]+\/?$/,
  /^\/ankieta\/[^/]+\/?$/,
  /^\/ankieta-gatunek\/[^/]+\/?$/,
  /^\/powiadomienia\/(potwierdz|wypisz)\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isClientRoute(pathname: string): boolean {
  return PUBLIC_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
