import type { ReactNode } from 'react';

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

/** The page banner with the page's <h1>. */
export function Banner({ title, subtitle, delayText = false, children }: BannerProps) {
  return (
    <section className="banner">
      <div className={delayText ? 'banner__inner banner__inner--delayed' : 'banner__inner'}>
        <h1 className="banner__title">{title}</h1>
        {subtitle && <p className="banner__subtitle">{subtitle}</p>}
        {children}
      </div>
      <span className="banner__paw banner__paw--one" aria-hidden="true" />
      <span className="banner__paw banner__paw--two" aria-hidden="true" />
    </section>
  );
}
