/**
 * robots.txt. The API stays out of search engines, except the animal photos under /api/images/:
 * they are the og:image of every animal page and the photos on the pages themselves, and a
 * crawler may not fetch what robots.txt forbids (the link previews and image results would stay
 * empty). The originals behind /api/images/<name>/original are for administrators only.
 * Crawlers apply the longest matching rule, so the narrower lines win over "Disallow: /api/".
 * A foster carer's personal page (/dt/<token>) is nobody's to crawl.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /api/images/',
    'Disallow: /api/images/*/original',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dt/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
