/**
 * The drawer is a popover, so a visitor who taps the menu button before the scripts have run
 * gets the menu from the browser itself. Once the app is running it takes such an open drawer
 * over: this closes the browser's popover and tells whether it was open, so that the app opens
 * its own drawer in the same place (modal, Escape, closing on navigation).
 */
export function takeOverNativelyOpenedMenu(drawer: HTMLElement | null): boolean {
  // Browsers (and test DOMs) without popovers never opened it.
  if (!drawer || typeof drawer.hidePopover !== 'function' || !drawer.matches(':popover-open')) return false;
  drawer.hidePopover();
  return true;
}
