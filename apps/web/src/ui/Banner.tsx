import { useState, type ReactNode } from 'react';
import { takingOverServerPage } from '../lib/server-page';

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
