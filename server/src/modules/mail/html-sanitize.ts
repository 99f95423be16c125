import sanitizeHtml from 'sanitize-html';

/**
 * Sanitising of received HTML mail before it is stored or shown (the mailbox renders it in a
 * sandboxed iframe without scripts as a second wall):
 * - only formatting tags survive: no script, style, iframe, object, form, meta, link, base, svg...;
 *   the text inside script/style is dropped with the tag;
 * - no event handlers (on*) or other unknown attributes;
 * - links only http(s) and mailto (no javascript:, data:, vbscript:), opened in a new tab
 *   without referrer;
 * - images only as inline data: images (cid: parts the parser inlined); remote images are
 *   blocked, so opening a message tells no tracker that it was read;
 * - inline styles only from a list of layout and typography properties, never with url(),
 *   expression() or other function calls that could load something.
 */

const SAFE_STYLE_VALUE = /^(?![\s\S]*(?:url|expression|image-set|image|var|env|attr|element|paint)\s*\()(?![\s\S]*(?:javascript|vbscript|data)\s*:)[^<>\\]*$/i;

const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-indent',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'white-space',
  'word-break',
  'overflow-wrap',
  'vertical-align',
  'direction',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'list-style-type',
  'table-layout',
  'display',
];

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

export const BLOCKED_IMAGE_ALT = 'obraz zewnętrzny zablokowany';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a', 'abbr', 'address', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col',
    'colgroup', 'dd', 'del', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'h1', 'h2', 'h3', 'h4',
    'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'samp', 'small', 'span',
    'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul',
    'wbr',
  ],
  allowedAttributes: {
    '*': ['style', 'align', 'dir', 'lang', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size', 'face'],
    table: ['width', 'height', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
    td: ['colspan', 'rowspan', 'width', 'height', 'valign', 'bgcolor', 'nowrap'],
    th: ['colspan', 'rowspan', 'width', 'height', 'valign', 'bgcolor', 'nowrap', 'scope'],
    tr: ['valign', 'bgcolor'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    ol: ['start', 'type', 'reversed'],
    li: ['value'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_STYLE_VALUE]])) },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template', 'xmp', 'noembed', 'noframes', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.title ? { title: attribs.title } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      if (DATA_IMAGE.test(src)) return { tagName, attribs: { ...attribs, src } };
      const { src: _blocked, srcset: _srcset, ...rest } = attribs;
      const alt = (attribs.alt ?? '').trim();
      // Sanitising twice (on storing and on showing) must not repeat the note.
      const note = !alt || alt === BLOCKED_IMAGE_ALT || alt.endsWith(`(${BLOCKED_IMAGE_ALT})`) ? alt || BLOCKED_IMAGE_ALT : `${alt} (${BLOCKED_IMAGE_ALT})`;
      return { tagName, attribs: { ...rest, alt: note } };
    },
  },
};

/** Sanitised HTML of a received message; null when nothing is left. */
export function sanitizeMailHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
