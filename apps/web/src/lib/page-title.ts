import { useEffect } from 'react';
import { getSiteConfig } from './site-config';

/** "Title | Foundation name", or just the foundation name without a title. */
export function formatPageTitle(title: string | null | undefined, foundationName = getSiteConfig().foundationName): string {
  return title ? `${title} | ${foundationName}` : foundationName;
}

/** Sets document.title for the lifetime of the calling page. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
