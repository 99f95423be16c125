import type { Request, RequestHandler } from 'express';
import { MESSAGES } from '@pets/shared';
import { HttpError } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/** An endpoint any site may call: one whose authority is a token in the request, never the session. */
export interface OriginExemption {
  method: string;
  /** The exact path under the router the check is mounted on. */
  path: string;
}

/**
 * Refuses state-changing requests whose Origin is another site (a CSRF defence on top of
 * SameSite=Lax cookies). Requests without an Origin header (non-browser clients) pass, and so do
 * the `exempt` endpoints (exact method and path), e.g. the RFC 8058 one-click unsubscribe.
 */
export function originCheck(publicUrl: string | undefined, options: { exempt?: readonly OriginExemption[] } = {}): RequestHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : null;
  const exempt = options.exempt ?? [];
  const isExempt = (req: Request) => exempt.some((entry) => entry.method === req.method && entry.path === req.path);
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || !origin || origin === ownOrigin(req) || origin === allowed || isExempt(req)) {
      next();
      return;
    }
    next(HttpError.forbidden(MESSAGES.auth.foreignOrigin, 'foreign_origin'));
  };
}
