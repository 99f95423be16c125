const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in document order (hidden ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('hidden'));
}

/** Whether Tab can reach the element now: a link of a closed (display: none) submenu cannot. */
function isRendered(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/**
 * Keeps Tab among a set of elements in their order (a menu drawer together with the button that
 * closes it, which lives outside the drawer): past the last the focus goes to the first, before
 * the first to the last, and from anywhere else to the first (Shift: the last). Elements that
 * are not rendered are skipped.
 */
export function keepTabAmong(event: KeyboardEvent, elements: HTMLElement[]): void {
  const items = elements.filter(isRendered);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1 || (event.shiftKey && index === 0)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && index === items.length - 1) {
    event.preventDefault();
    first.focus();
  }
}
