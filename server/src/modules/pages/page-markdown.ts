import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written in the Treści screen, made into HTML the public pages may show. Staff
 * accounts can be taken over, so the text is treated as hostile (stored XSS):
 * - raw HTML in the Markdown is dropped by the parser, never passed through;
 * - the result is sanitised again (sanitize-html, as received mail is): only formatting tags,
 *   no on* or style attributes, links only http(s), mailto and the site's own paths (no
 *   javascript:, data: or protocol-relative //host), images only the site's own /api/images
 *   paths, so a page can neither run code nor load anything from elsewhere;
 * - headings start at h2: the page's title is its only h1.
 */

/** An image path the site serves itself: /api/images/<stored name>, optionally a variant. */
export const OWN_IMAGE_PATH = /^\/api\/images\/[a-f0-9]{16,64}\.(?:jpg|jpeg|png|gif|webp)(?:\?w=(?:card|full))?$/;

const parser = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html: () => '',
  },
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
    'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { src: (attribs.src ?? '').trim(), alt: attribs.alt ?? '', ...(attribs.title ? { title: attribs.title } : {}), loading: 'lazy', decoding: 'async' },
    }),
  },
  // An image from anywhere else is removed whole (no broken picture, no request to another host).
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE_PATH.test(frame.attribs.src ?? ''),
};

/** The safe HTML of a page's Markdown body. */
export function renderPageMarkdown(markdown: string): string {
  const html = parser.parse(markdown, { async: false });
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Rendered HTML as plain text (a description when a page has no summary). */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
