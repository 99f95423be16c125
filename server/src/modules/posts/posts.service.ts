import type { DataSource } from 'typeorm';
import type { SocialPost } from '@pets/shared';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { fetchGraphPosts } from './graph-client.js';
import { FACEBOOK_HOME, safePost } from './post-urls.js';
import { queryRows } from '../../db/sql.js';

const LOCAL_POSTS_LIMIT = 6;

export class PostsUnavailableError extends Error {}

/**
 * The latest social posts: from the Graph API when the page is configured (cached for a few
 * minutes; on a Graph failure the last good answer is served), otherwise from the posts table.
 */
export function createPostsService(db: DataSource, facebook: AppConfig['facebook'], logger: Logger) {
  let cache: { posts: SocialPost[]; fetchedAt: number } | null = null;
  let inFlight: Promise<SocialPost[]> | null = null;
  const { pageId, accessToken } = facebook;

  async function fromGraph(settings: { pageId: string; accessToken: string }): Promise<SocialPost[]> {
    const fresh = cache && Date.now() - cache.fetchedAt < facebook.cacheSeconds * 1000;
    if (cache && fresh) return cache.posts;
    inFlight ??= fetchGraphPosts({ ...settings, graphUrl: facebook.graphUrl })
      .then((posts) => {
        cache = { posts, fetchedAt: Date.now() };
        return posts;
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'Graph API failed; serving the last cached posts');
        if (cache) return cache.posts;
        throw new PostsUnavailableError('no posts available');
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  async function fromDatabase(): Promise<SocialPost[]> {
    const rows = await queryRows<SocialPost>(
      db,
      `SELECT id, full_picture, permalink_url,
              to_char(created_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_time, message
       FROM social_posts ORDER BY social_posts.created_time DESC LIMIT $1`,
      [LOCAL_POSTS_LIMIT],
    );
    return rows;
  }

  return {
    /** The posts with only https: Facebook permalinks (else the page's address) and pictures from Facebook's CDN or this site. */
    async latest(): Promise<SocialPost[]> {
      if (pageId && accessToken) {
        const pageUrl = `${FACEBOOK_HOME}${encodeURIComponent(pageId)}`;
        return (await fromGraph({ pageId, accessToken })).map((post) => safePost(post, pageUrl));
      }
      return (await fromDatabase()).map((post) => safePost(post, FACEBOOK_HOME));
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
