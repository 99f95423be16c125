import type { RequestHandler } from 'express';

/**
 * Answers that carry a session or an administrator's data are never kept by a browser or a proxy
 * cache (a shared computer's back button, a misconfigured CDN). A handler may still set its own.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
