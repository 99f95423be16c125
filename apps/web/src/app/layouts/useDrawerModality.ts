import { useEffect, type RefObject } from 'react';
import { focusableIn, keepTabAmong } from '../../ui/focus-trap';
import { inertOutside } from '../../ui/inert-outside';

/** From this width the menu is inline and the drawer does not exist (layout.css). */
export const WIDE_MENU_QUERY = '(min-width: 1080px)';

interface DrawerParts {
  toggle: RefObject<HTMLElement | null>;
  drawer: RefObject<HTMLElement | null>;
  backdrop: RefObject<HTMLElement | null>;
}

/**
 * The open menu drawer behaves as a modal: Tab cycles through the toggle (which closes it) and
 * the drawer's links, the rest of the page is inert, and widening the window past the drawer's
 * breakpoint closes it (an inline menu has nothing to trap). Escape is handled by the header.
 */
export function useDrawerModality(open: boolean, close: () => void, parts: DrawerParts): void {
  useEffect(() => {
    if (!open) return undefined;
    const toggle = parts.toggle.current;
    const drawer = parts.drawer.current;
    const backdrop = parts.backdrop.current;
    if (!toggle || !drawer) return undefined;
    const release = inertOutside([toggle, drawer, ...(backdrop ? [backdrop] : [])]);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabAmong(event, [toggle, ...focusableIn(drawer)]);
    };
    const wide = window.matchMedia?.(WIDE_MENU_QUERY);
    const onWide = () => {
      if (wide?.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onWide);
    onWide();
    return () => {
      release();
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
    };
  }, [open, close, parts.toggle, parts.drawer, parts.backdrop]);
}
