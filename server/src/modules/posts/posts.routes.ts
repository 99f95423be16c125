import { Router } from 'express';
import { MESSAGES } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { PostsUnavailableError, type PostsService } from './posts.service.js';

/** GET /latest-post: an array of posts, or 502 with the post-list message of SPEC section 8. */
export function postsRouter(posts: PostsService): Router {
  const router = Router();
  router.get('/latest-post', async (_req, res) => {
    try {
      res.setHeader('Cache-Control', 'public, max-age=60').json(await posts.latest());
    } catch (error) {
      if (error instanceof PostsUnavailableError) throw new HttpError(502, 'posts_unavailable', MESSAGES.public.postsFailed);
      throw error;
    }
  });
  return router;
}
