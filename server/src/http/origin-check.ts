import type { Request, RequestHandler } from 'express';
import { MESSAGES } from '@pets/shared';
import { HttpError } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * Refuses state-changing requests whose Origin is another site (a CSRF defence on top of
 * SameSite=Lax cookies). Requests without an Origin header (non-browser clients) pass.
 */
export function originCheck(publicUrl: string | undefined): RequestHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : null;
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || !origin || origin === ownOrigin(req) || origin === allowed) {
      next();
      return;
    }
    next(HttpError.forbidden(MESSAGES.auth.foreignOrigin, 'foreign_origin'));
  };
}
