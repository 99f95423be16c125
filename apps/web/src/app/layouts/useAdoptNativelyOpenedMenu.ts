import { useEffect, type RefObject } from 'react';

/**
 * The drawer is a popover, so a visitor who taps the menu button before the scripts have run
 * gets the menu from the browser itself. Once the app is running it takes such an open drawer
 * over: it closes the browser's popover and opens its own drawer in the same place, which then
 * behaves as every drawer the app opens (modal, Escape, closing on navigation).
 */
export function useAdoptNativelyOpenedMenu(drawer: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const element = drawer.current;
    if (!element || !isPopoverOpen(element)) return;
    element.hidePopover();
    setOpen(true);
  }, [drawer, setOpen]);
}

function isPopoverOpen(element: HTMLElement): boolean {
  // Browsers (and test DOMs) without popovers never opened it.
  if (typeof element.hidePopover !== 'function') return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
