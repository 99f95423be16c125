import { useState, type ReactNode } from 'react';

export interface BannerProps {
  title: string;
  subtitle?: string;
  /**
   * The text fades in TIMINGS.bannerTextDelay (100 ms) after the banner appears (the home banner).
   * The delay is CSS (.banner__inner--delayed in layout.css), so a page the server rendered shows
   * its text without waiting for the scripts.
   */
  delayText?: boolean;
  children?: ReactNode;
}

/**
 * Whether this render is the app taking over a page the server rendered (its markup is still in
 * #root and the app has not marked itself ready): what the server's page shows is already on
 * screen and must not start over.
 */
function takingOverServerPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.app !== 'ready' && Boolean(document.getElementById('root')?.hasChildNodes());
}

/** The page banner with the page's <h1>. */
export function Banner({ title, subtitle, delayText = false, children }: BannerProps) {
  const [delayed] = useState(() => delayText && !takingOverServerPage());
  return (
    <section className="banner">
      <div className={delayed ? 'banner__inner banner__inner--delayed' : 'banner__inner'}>
        <h1 className="banner__title">{title}</h1>
        {subtitle && <p className="banner__subtitle">{subtitle}</p>}
        {children}
      </div>
      <span className="banner__paw banner__paw--one" aria-hidden="true" />
      <span className="banner__paw banner__paw--two" aria-hidden="true" />
    </section>
  );
}
