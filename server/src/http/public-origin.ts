import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';

/**
 * The site's public origin for absolute links (og:url, og:image, the sitemap, robots.txt, alert e-mails):
 * PUBLIC_URL, else http://localhost:PORT. Never the request's Host header: anyone can send any
 * Host, and these answers are cached by proxies and crawlers (Cache-Control: public).
 */
export function publicOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : `http://localhost:${config.port}`;
}

/** In production the localhost fallback makes wrong links for everyone: say so once, at start. */
export function warnWithoutPublicUrl(config: Pick<AppConfig, 'env' | 'publicUrl' | 'port'>, logger: Pick<Logger, 'warn'>): void {
  if (config.env !== 'production' || config.publicUrl) return;
  logger.warn(
    { origin: publicOrigin(config) },
    'PUBLIC_URL is not set: links in page previews, sitemap.xml, robots.txt and alert e-mails point to localhost; set PUBLIC_URL to the public address',
  );
}
