import { useEffect } from 'react';
import { formatPageTitle as formatTitle } from '@pets/shared';
import { getSiteConfig } from './site-config';

/** "Title | Foundation name", or just the foundation name without a title (shared with the server's HTML). */
export function formatPageTitle(title: string | null | undefined, foundationName = getSiteConfig().foundationName): string {
  return formatTitle(title, foundationName);
}

/** Sets document.title for the lifetime of the calling page. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
