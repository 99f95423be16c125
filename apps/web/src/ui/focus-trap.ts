const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in document order (hidden ones left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('hidden'));
}

/**
 * Keeps Tab inside a modal dialog (call it for a Tab keydown): past the last element the focus
 * goes to the first, before the first (or from the dialog itself) to the last, and from outside
 * back in. A dialog with nothing to focus keeps the focus on itself.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = focusableIn(dialog);
  if (items.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const current = document.activeElement;
  if (!dialog.contains(current) || (event.shiftKey && (current === first || current === dialog))) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}
