import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WINDOW_SIZE, restoreBounds, trackWindowBounds, type TrackedWindow } from './window-state';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 1280, height: 1000 };

describe('restoreBounds', () => {
  it('uses the default size the first time', () => {
    expect(restoreBounds(undefined, [screen])).toEqual({ width: DEFAULT_WINDOW_SIZE.width, height: DEFAULT_WINDOW_SIZE.height });
  });

  it('restores the saved size and position when the title bar is on a screen', () => {
    expect(restoreBounds({ x: 100, y: 50, width: 1400, height: 900 }, [screen])).toEqual({ x: 100, y: 50, width: 1400, height: 900 });
    expect(restoreBounds({ x: 2000, y: 10, width: 1000, height: 800 }, [screen, right])).toEqual({ x: 2000, y: 10, width: 1000, height: 800 });
  });

  it('drops a position on a monitor that is gone, keeps the size within the screen and above the minimum', () => {
    expect(restoreBounds({ x: 2000, y: 10, width: 1000, height: 800 }, [screen])).toEqual({ width: 1000, height: 800 });
    expect(restoreBounds({ x: 0, y: 0, width: 5000, height: 300 }, [screen])).toEqual({ x: 0, y: 0, width: 1920, height: 600 });
    expect(restoreBounds({ x: 100, y: -500, width: 1000, height: 800 }, [screen])).toEqual({ width: 1000, height: 800 });
  });
});

describe('trackWindowBounds', () => {
  function fakeWindow() {
    const listeners = new Map<string, () => void>();
    const window: TrackedWindow & { emit(name: string): void; bounds: { x: number; y: number; width: number; height: number }; maximized: boolean } = {
      bounds: { x: 1, y: 2, width: 1000, height: 700 },
      maximized: false,
      getNormalBounds: () => window.bounds,
      isMaximized: () => window.maximized,
      isDestroyed: () => false,
      on: (event, listener) => listeners.set(event, listener),
      emit: (name) => listeners.get(name)?.(),
    };
    return window;
  }

  it('saves once after a burst of resizes and moves, and at once on close', () => {
    vi.useFakeTimers();
    try {
      const window = fakeWindow();
      const save = vi.fn();
      trackWindowBounds(window, save, { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as never) }, 500);
      window.emit('resize');
      window.bounds = { ...window.bounds, width: 1100 };
      window.emit('resize');
      window.emit('move');
      expect(save).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(save).toHaveBeenCalledTimes(1);
      expect(save).toHaveBeenLastCalledWith({ x: 1, y: 2, width: 1100, height: 700 });
      window.maximized = true;
      window.emit('close');
      expect(save).toHaveBeenLastCalledWith({ x: 1, y: 2, width: 1100, height: 700, maximized: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
