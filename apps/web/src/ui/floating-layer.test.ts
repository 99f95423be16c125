import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_RING_ROOM, overlaps, STEPPED_ASIDE_ATTR, updateFloatingWidgets, watchFloatingWidgets, widgetsCovering } from './floating-layer';

type Box = { left: number; top: number; right: number; bottom: number };

/** happy-dom has no layout: each element gets the box it would have on a 1280×800 page. */
function place(element: Element, box: Box): void {
  element.getBoundingClientRect = () =>
    ({ ...box, x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, toJSON: () => box }) as DOMRect;
}

function widget(box: Box, kind = 'corner'): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-floating-widget', kind);
  element.innerHTML = '<button>bubble</button>';
  place(element, box);
  document.body.append(element);
  return element;
}

function field(box: Box): HTMLInputElement {
  const input = document.createElement('input');
  place(input, box);
  document.body.append(input);
  return input;
}

const DONATION = { left: 20, top: 728, right: 254, bottom: 780 };
const CHAT = { left: 1068, top: 728, right: 1260, bottom: 780 };

afterEach(() => document.body.replaceChildren());

describe('floating widgets step aside from the keyboard focus', () => {
  it('counts an overlap, and a near miss within the focus ring, but not touching edges', () => {
    expect(overlaps({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 5, top: 5, right: 20, bottom: 20 })).toBe(true);
    expect(overlaps({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 10, top: 0, right: 20, bottom: 10 })).toBe(false);
    expect(overlaps({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 14, top: 0, right: 20, bottom: 10 }, FOCUS_RING_ROOM)).toBe(true);
  });

  it('finds the widget over a checkbox at the bottom left (the consent of /kontakt), not the one on the right', () => {
    const donation = widget(DONATION);
    const chat = widget(CHAT);
    const consent = field({ left: 113, top: 746, right: 135, bottom: 768 });
    expect(widgetsCovering(consent, [donation, chat])).toEqual([donation]);
  });

  it('never counts a widget for the focus inside it, nor an element without a box', () => {
    const donation = widget(DONATION);
    const bubble = donation.querySelector('button')!;
    place(bubble, DONATION);
    expect(widgetsCovering(bubble, [donation])).toEqual([]);
    expect(widgetsCovering(field({ left: 0, top: 0, right: 0, bottom: 0 }), [donation])).toEqual([]);
  });

  it('marks the covering widget while the focus is under it and clears the mark when the focus moves on', () => {
    const donation = widget(DONATION);
    const chat = widget(CHAT);
    const consent = field({ left: 113, top: 746, right: 135, bottom: 768 });
    const name = field({ left: 113, top: 200, right: 700, bottom: 245 });
    consent.focus();
    updateFloatingWidgets();
    expect(donation.hasAttribute(STEPPED_ASIDE_ATTR)).toBe(true);
    expect(chat.hasAttribute(STEPPED_ASIDE_ATTR)).toBe(false);
    name.focus();
    updateFloatingWidgets();
    expect(donation.hasAttribute(STEPPED_ASIDE_ATTR)).toBe(false);
  });

  it('checks again after each focus change, once the browser has scrolled (next frame)', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const donation = widget(DONATION);
    const consent = field({ left: 113, top: 746, right: 135, bottom: 768 });
    const stop = watchFloatingWidgets(document);
    consent.focus();
    expect(donation.hasAttribute(STEPPED_ASIDE_ATTR)).toBe(false);
    frames.splice(0).forEach((callback) => callback(0));
    expect(donation.hasAttribute(STEPPED_ASIDE_ATTR)).toBe(true);
    consent.blur();
    frames.splice(0).forEach((callback) => callback(0));
    expect(donation.hasAttribute(STEPPED_ASIDE_ATTR)).toBe(false);
    stop();
    consent.focus();
    expect(frames).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
