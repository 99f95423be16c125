import type { Response } from 'express';

/**
 * Sends a file someone uploaded (a contract scan, an invoice) as a download. Should a browser
 * render it anyway, it runs in a sandbox: no scripts, no same-origin access to the panel.
 * `filename` must be ASCII without quotes (the callers build it).
 */
export function sendStoredFile(res: Response, bytes: Buffer, contentType: string, filename: string): void {
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
  res.type(contentType).send(bytes);
}
