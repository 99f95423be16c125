import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Browser features the site never uses, switched off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Two years, the preload list's minimum; sent only over HTTPS (RFC 6797: ignored, and wrong, over HTTP). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers: helmet with a CSP that the built SPA satisfies (no inline scripts; images
 * only from this site and the Facebook CDN of the latest posts), a Permissions-Policy, and HSTS
 * only when the request came over HTTPS (directly or through a trusted proxy). Synchronous, so
 * the fast path can copy what it sets (headersSetBy). `imageSources`: the other origins images may
 * come from (the posts module's POST_IMAGE_CSP_SOURCES, passed in by app.ts).
 */
export function securityHeaders(imageSources: readonly string[]): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    base(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    });
  };
}
