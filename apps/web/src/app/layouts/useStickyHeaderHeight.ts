import { useLayoutEffect, type RefObject } from 'react';

export const STICKY_HEADER_VAR = '--sticky-header-height';

/**
 * Publishes the sticky header's real height (it grows when the name wraps or the text is enlarged)
 * as a CSS variable on <html>; ui/floating-layer.css turns it into `scroll-padding-top`, so the
 * browser scrolls focused and scrolled-to elements clear of the header (WCAG 2.4.11).
 * Removed again when the header goes (the admin header does not stick).
 */
export function useStickyHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(STICKY_HEADER_VAR, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STICKY_HEADER_VAR);
    };
  }, [ref]);
}
