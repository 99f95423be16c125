/**
 * One address per page for search engines. A trailing-slash variant ("/abc-adopcji/") is the same
 * page under a second address: it is redirected (301) to the address without the slash, and every
 * page the server renders names its address in <link rel="canonical"> (without the query, so
 * tracking parameters and list views do not count as pages of their own; the sitemap lists the
 * list and every animal).
 */

/** The slashless address of a path with a trailing slash (query kept), or null when there is nothing to redirect. */
export function slashlessRedirect(pathname: string, search: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  // Leading slashes collapse to one: "//evil.example/" must not become a protocol-relative URL.
  const target = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return `${target}${search}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds the page's canonical link (origin + path) to its head. */
export function applyCanonical(html: string, origin: string, pathname: string): string {
  const link = `<link rel="canonical" href="${escapeAttribute(`${origin}${pathname}`)}">`;
  return html.replace('</head>', `${link}</head>`);
}
