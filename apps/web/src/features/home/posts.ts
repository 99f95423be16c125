import { MESSAGES, type SocialPost } from '@pets/shared';
import { api, isAbortError, isApiError } from '../../lib/api';

/** The post list could not be shown; `message` is the SPEC section 8 text for the error card. */
export class PostsError extends Error {
  override readonly name = 'PostsError';
}

function isPost(value: unknown): value is SocialPost {
  if (!value || typeof value !== 'object') return false;
  const post = value as Record<string, unknown>;
  return typeof post.id === 'string' || typeof post.id === 'number';
}

/**
 * Validates the body of GET /api/latest-post: anything but an array is 'Otrzymano niepoprawny
 * format danych z serwera.'; entries that are not objects with an id are skipped.
 */
export function parsePosts(body: unknown): SocialPost[] {
  if (!Array.isArray(body)) throw new PostsError(MESSAGES.public.postsBadFormat);
  return body.filter(isPost).map((post) => ({
    id: String(post.id),
    full_picture: typeof post.full_picture === 'string' && post.full_picture ? post.full_picture : null,
    permalink_url: typeof post.permalink_url === 'string' ? post.permalink_url : '',
    created_time: typeof post.created_time === 'string' ? post.created_time : '',
    message: typeof post.message === 'string' ? post.message : '',
  }));
}

/** The error card text for a failed post list (SPEC section 8). */
export function postsErrorMessage(error: unknown): string {
  if (error instanceof PostsError) return error.message;
  if (isApiError(error) && error.code === 'invalid_response') return MESSAGES.public.postsBadFormat;
  return MESSAGES.public.postsFailed;
}

export async function fetchLatestPosts(signal?: AbortSignal): Promise<SocialPost[]> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/latest-post', { signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new PostsError(postsErrorMessage(error));
  }
  return parsePosts(body);
}

/** Only http(s) addresses are used as links (a post's permalink may be empty or malformed). */
export function safeExternalUrl(url: string | null | undefined, fallback: string): string {
  if (!url) return fallback;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : fallback;
  } catch {
    return fallback;
  }
}

/** A short excerpt of a post: whole words, at most `max` characters, '…' when cut. */
export function excerpt(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const body = (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : clean.slice(0, max)).replace(/[\s,.;:–—-]+$/u, '');
  return `${body}…`;
}
