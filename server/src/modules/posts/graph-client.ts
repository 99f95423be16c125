import { z } from 'zod';
import type { SocialPost } from '@pets/shared';

const GRAPH_TIMEOUT_MS = 5000;
const POSTS_LIMIT = 6;

const graphResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      // Checked one by one afterwards (post-urls.ts): one odd address must not hide every post.
      full_picture: z.string().nullish(),
      permalink_url: z.string(),
      created_time: z.string(),
      message: z.string().nullish(),
    }),
  ),
});

export interface GraphSettings {
  pageId: string;
  accessToken: string;
  graphUrl: string;
}

/** Reads a page's latest posts from the Facebook Graph API (fields of SPEC section 3). */
export async function fetchGraphPosts({ pageId, accessToken, graphUrl }: GraphSettings): Promise<SocialPost[]> {
  const url = new URL(`${graphUrl}/${encodeURIComponent(pageId)}/posts`);
  url.searchParams.set('fields', 'id,full_picture,permalink_url,created_time,message');
  url.searchParams.set('limit', String(POSTS_LIMIT));
  url.searchParams.set('access_token', accessToken);
  const response = await fetch(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
  const body = graphResponseSchema.parse(await response.json());
  return body.data.map((post) => ({
    id: post.id,
    full_picture: post.full_picture ?? null,
    permalink_url: post.permalink_url,
    created_time: post.created_time,
    message: post.message ?? '',
  }));
}
