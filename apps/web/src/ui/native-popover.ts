/**
 * A control that opens something (the menu drawer, a dialog) also names a popover, so a visitor
 * who taps it before the scripts have run gets an answer from the browser itself. Once the app is
 * running it takes such an open popover over: it closes the browser's popover and opens its own
 * version in the same place (modal, Escape, its data).
 */

/** Whether the browser has opened this popover (never, in browsers and test DOMs without popovers). */
export function isPopoverOpen(popover: HTMLElement | null): popover is HTMLElement {
  return !!popover && typeof popover.hidePopover === 'function' && popover.matches(':popover-open');
}

/** Closes the browser's popover, and tells whether it was open, so the app opens its own instead. */
export function takeOverOpenPopover(popover: HTMLElement | null): boolean {
  if (!isPopoverOpen(popover)) return false;
  popover.hidePopover();
  return true;
}
