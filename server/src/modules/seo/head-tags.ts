/** Tags that make a shared link preview well (title, description, image). */
export interface HeadTags {
  title: string;
  description: string;
  imageUrl?: string;
  url: string;
  type?: 'website' | 'article';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the document title and adds Open Graph and Twitter card tags to an HTML page. */
export function applyHeadTags(html: string, tags: HeadTags): string {
  const meta = [
    `<meta name="description" content="${escapeHtml(tags.description)}">`,
    `<meta property="og:type" content="${tags.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}">`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}">`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}">`,
    `<meta property="og:locale" content="pl_PL">`,
    tags.imageUrl ? `<meta property="og:image" content="${escapeHtml(tags.imageUrl)}">` : '',
    `<meta name="twitter:card" content="${tags.imageUrl ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(tags.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(tags.description)}">`,
    tags.imageUrl ? `<meta name="twitter:image" content="${escapeHtml(tags.imageUrl)}">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const withoutOldDescription = html.replace(/<meta name="description"[^>]*>\s*/i, '');
  return withoutOldDescription
    // Functions, not strings: a title typed by staff with "$&" or "$'" stays as typed.
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(tags.title)}</title>`)
    .replace('</head>', () => `    ${meta}\n  </head>`);
}

/** Replaces the document title only (a page with nothing of its own to preview, e.g. the not-found page). */
export function applyTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
}

/** Shortens a description to about one sentence-sized preview. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30)).trimEnd()}…`;
}
