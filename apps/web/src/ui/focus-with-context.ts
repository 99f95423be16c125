/** The height the browser keeps for content between the scroll paddings (sticky header, floating band). */
function visibleRoom(): number {
  const style = getComputedStyle(document.documentElement);
  return window.innerHeight - (parseFloat(style.scrollPaddingTop) || 0) - (parseFloat(style.scrollPaddingBottom) || 0);
}

/**
 * Moves the focus to a form field and scrolls so that the message above it (an error banner) is
 * in view as well, when both fit between the header and the floating band; otherwise the field
 * alone comes into view. Scrolling respects the page's scroll paddings (ui/floating-layer.css).
 */
export function focusWithContext(field: HTMLElement, context: HTMLElement | null): void {
  field.focus({ preventScroll: true });
  if (context && field.getBoundingClientRect().bottom - context.getBoundingClientRect().top <= visibleRoom()) {
    context.scrollIntoView?.({ block: 'nearest' });
  }
  field.scrollIntoView?.({ block: 'nearest' });
}
