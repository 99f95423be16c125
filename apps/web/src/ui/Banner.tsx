import { useEffect, useState, type ReactNode } from 'react';

export interface BannerProps {
  title: string;
  subtitle?: string;
  /** Delay in ms before the text fades in (the home banner uses TIMINGS.bannerTextDelay). */
  textDelay?: number;
  children?: ReactNode;
}

/** The page banner with the page's <h1>. */
export function Banner({ title, subtitle, textDelay = 0, children }: BannerProps) {
  const [visible, setVisible] = useState(textDelay <= 0);
  useEffect(() => {
    if (textDelay <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), textDelay);
    return () => clearTimeout(timer);
  }, [textDelay]);

  return (
    <section className="banner">
      <div className={visible ? 'banner__inner' : 'banner__inner banner__inner--hidden'}>
        <h1 className="banner__title">{title}</h1>
        {subtitle && <p className="banner__subtitle">{subtitle}</p>}
        {children}
      </div>
      <span className="banner__paw banner__paw--one" aria-hidden="true" />
      <span className="banner__paw banner__paw--two" aria-hidden="true" />
    </section>
  );
}
