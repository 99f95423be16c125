import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Reveal, isBoxVisibleEnough, isVisibleEnough } from './Reveal';
import { screen, within } from '@testing-library/react';
import { cleanup, render } from '../test/dom';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function entry(ratio: number, visibleHeight: number, viewport = 800, isIntersecting = ratio > 0) {
  return {
    isIntersecting,
    intersectionRatio: ratio,
    intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
    rootBounds: { height: viewport } as DOMRectReadOnly,
  };
}

describe('isVisibleEnough', () => {
  it('needs half of the element in view', () => {
    expect(isVisibleEnough(entry(0.49, 100), 0.5)).toBe(false);
    expect(isVisibleEnough(entry(0.5, 100), 0.5)).toBe(true);
    expect(isVisibleEnough(entry(0, 0, 800, false), 0.5)).toBe(false);
  });

  it('an element taller than the viewport counts once it fills half of the viewport', () => {
    expect(isVisibleEnough(entry(0.2, 300), 0.5)).toBe(false);
    expect(isVisibleEnough(entry(0.2, 400), 0.5)).toBe(true);
  });
});

describe('isBoxVisibleEnough (read at once, when the app takes over a server page)', () => {
  const box = (top: number, height: number) => ({ top, bottom: top + height, height });
  it('follows the same rule as the observer', () => {
    expect(isBoxVisibleEnough(box(500, 200), 800, 0.5)).toBe(true);
    expect(isBoxVisibleEnough(box(701, 200), 800, 0.5)).toBe(false);
    expect(isBoxVisibleEnough(box(-99, 200), 800, 0.5)).toBe(true);
    expect(isBoxVisibleEnough(box(900, 200), 800, 0.5)).toBe(false);
    expect(isBoxVisibleEnough(box(-300, 200), 800, 0.5)).toBe(false);
    // Taller than the viewport: it counts once it fills the threshold's share of the viewport.
    expect(isBoxVisibleEnough(box(350, 2000), 800, 0.5)).toBe(true);
    expect(isBoxVisibleEnough(box(450, 2000), 800, 0.5)).toBe(false);
    expect(isBoxVisibleEnough(box(0, 0), 800, 0.5)).toBe(false);
  });
});

describe('Reveal', () => {
  it('is shown at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(
      <Reveal aria-labelledby="a-title">
        <h2 id="a-title">Tytuł</h2>
        treść
      </Reveal>,
    );
    expect(screen.getByRole('region', { name: 'Tytuł' }).getAttribute('data-state')).toBe('shown');
  });

  it('waits for the observer, then shows its content', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <Reveal aria-labelledby="b-title">
        <h2 id="b-title">Tytuł</h2>
        <p>treść</p>
      </Reveal>,
    );
    const region = screen.getByRole('region', { name: 'Tytuł' });
    expect(region.getAttribute('data-state')).toBe('waiting');
    // Hidden only to the eye: the content stays in the page and in the accessibility tree.
    expect(within(region).getByText('treść')).toBeTruthy();
    act(() => callback([entry(0.6, 300) as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(region.getAttribute('data-state')).toBe('shown');
  });
});
