import type { SocialPost } from '@pets/shared';

/**
 * Which addresses a post may carry to the home page (issue 17, finding 12): a permalink opens in
 * the visitor's browser, a picture loads in it, so neither is taken from the Graph API (or the
 * posts table) unchecked.
 */

/** Facebook's CDN hosts of post pictures; the CSP's img-src allows exactly these. */
const POST_IMAGE_HOST_SUFFIXES = ['.fbcdn.net', '.facebook.com'] as const;
export const POST_IMAGE_CSP_SOURCES = POST_IMAGE_HOST_SUFFIXES.map((suffix) => `https://*${suffix}`);

/** Hosts of a post's own page on Facebook (with their subdomains: www., m., web.). */
const PERMALINK_HOSTS = ['facebook.com', 'fb.com', 'fb.me'] as const;

/** Where a post with an unusable permalink links instead. */
export const FACEBOOK_HOME = 'https://www.facebook.com/';

function httpsUrl(raw: string | null | undefined): URL | null {
  if (!raw || raw.length > 4000) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

const isOrUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The permalink when it is an https: address on Facebook, else the fallback (a page URL). */
export function safePermalink(raw: string | null | undefined, fallback: string): string {
  const url = httpsUrl(raw);
  return url && PERMALINK_HOSTS.some((domain) => isOrUnder(url.hostname, domain)) ? url.href : fallback;
}

/** The picture when it is one of ours (/api/images/…) or on Facebook's CDN over https, else null. */
export function safePostImage(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  const url = httpsUrl(raw);
  return url && POST_IMAGE_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix)) ? url.href : null;
}

/** A post as the home page may show it. */
export function safePost(post: SocialPost, permalinkFallback: string): SocialPost {
  return { ...post, full_picture: safePostImage(post.full_picture), permalink_url: safePermalink(post.permalink_url, permalinkFallback) };
}
