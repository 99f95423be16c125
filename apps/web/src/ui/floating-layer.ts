/**
 * The one rule for floating widgets (the donation and chat bubbles, the toast stack): WCAG 2.2
 * 2.4.11 "Focus Not Obscured". Two parts work together:
 *
 * 1. floating-layer.css keeps a band at the bottom of the viewport for them: the page's
 *    `scroll-padding-bottom` makes the browser scroll every focused element above the band, and the
 *    public footer ends with the band's height of free space, so the last content can scroll clear.
 * 2. watchFloatingWidgets() is the guarantee where scrolling cannot help (the end of a short page,
 *    fixed or sticky content, a zoomed page): while the element with keyboard focus lies under a
 *    widget, that widget steps aside (fades out and lets clicks through) until the focus leaves.
 *    A widget never steps aside for focus inside itself, so Tab still reaches it.
 *
 * A widget takes part by carrying `data-floating-widget` (its box is what covers the page).
 */

export const FLOATING_WIDGET_ATTR = 'data-floating-widget';
export const STEPPED_ASIDE_ATTR = 'data-stepped-aside';

/** What a widget's place on the page is called (corner bubbles or the toast stack). */
export type FloatingWidgetKind = 'corner' | 'toast';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept around a focused element: its focus ring (3 px outline with a 3 px offset) must stay visible too. */
export const FOCUS_RING_ROOM = 6;

/** Whether two boxes overlap (touching edges do not count); `room` grows the first box on every side. */
export function overlaps(target: Box, widget: Box, room = 0): boolean {
  return (
    target.left - room < widget.right &&
    target.right + room > widget.left &&
    target.top - room < widget.bottom &&
    target.bottom + room > widget.top
  );
}

function isEmpty(box: Box): boolean {
  return box.right <= box.left || box.bottom <= box.top;
}

/** The widgets whose box covers the focused element (with its focus ring); widgets holding the focus never count. */
export function widgetsCovering(focused: Element, widgets: Iterable<Element>): Element[] {
  const target = focused.getBoundingClientRect();
  if (isEmpty(target)) return [];
  const covering: Element[] = [];
  for (const widget of widgets) {
    if (widget.contains(focused)) continue;
    const box = widget.getBoundingClientRect();
    if (!isEmpty(box) && overlaps(target, box, FOCUS_RING_ROOM)) covering.push(widget);
  }
  return covering;
}

/** Keyboard focus only: a pointer user sees what they clicked, and the widget should not vanish under the pointer. */
function hasKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: treat every focus as keyboard focus
  }
}

/** Sets each widget's stepped-aside state for the current focus (one pass over the widgets). */
export function updateFloatingWidgets(doc: Document = document): void {
  const widgets = Array.from(doc.querySelectorAll(`[${FLOATING_WIDGET_ATTR}]`));
  const focused = doc.activeElement;
  const covering =
    focused && focused !== doc.body && focused !== doc.documentElement && hasKeyboardFocus(focused)
      ? new Set(widgetsCovering(focused, widgets))
      : new Set<Element>();
  for (const widget of widgets) {
    widget.toggleAttribute(STEPPED_ASIDE_ATTR, covering.has(widget));
  }
}

/**
 * Keeps the widgets out of the way of the keyboard focus: checked after every focus change (once
 * the browser has scrolled the element into view), scroll and resize. Returns the cleanup.
 */
export function watchFloatingWidgets(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      updateFloatingWidgets(doc);
    });
  };
  doc.addEventListener('focusin', schedule);
  doc.addEventListener('focusout', schedule);
  view.addEventListener('scroll', schedule, { passive: true, capture: true });
  view.addEventListener('resize', schedule);
  return () => {
    if (frame) view.cancelAnimationFrame(frame);
    doc.removeEventListener('focusin', schedule);
    doc.removeEventListener('focusout', schedule);
    view.removeEventListener('scroll', schedule, { capture: true });
    view.removeEventListener('resize', schedule);
  };
}
