import type { RequestHandler } from 'express';
import './session-types.js';

/** Ends a session older than the absolute lifetime, however active it has been. */
export function absoluteLifetime(absoluteHours: number): RequestHandler {
  const limitMs = absoluteHours * 3_600_000;
  return (req, _res, next) => {
    const signedInAt = req.session?.signedInAt;
    if (!signedInAt || Date.now() - signedInAt <= limitMs) {
      next();
      return;
    }
    req.session.destroy(() => {
      // The request goes on as anonymous: admin endpoints answer 401.
      req.user = undefined;
      next();
    });
  };
}
