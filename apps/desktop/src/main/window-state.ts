import type { WindowBounds } from './settings';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
export const MIN_WINDOW_SIZE = { width: 800, height: 600 } as const;
/** How much of the window's top edge must lie on a screen for the saved position to be kept. */
const VISIBLE_STRIP = { width: 120, height: 40 } as const;

function overlap(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * The bounds to open the window with: the saved size (at least the minimum, at most the largest
 * screen) and the saved position only when the window's title bar would be reachable on one of
 * the current screens (a monitor may have been unplugged); otherwise Electron centres it.
 */
export function restoreBounds(saved: WindowBounds | undefined, workAreas: readonly Rect[]): { x?: number; y?: number; width: number; height: number } {
  const largest = workAreas.reduce((best, area) => (area.width * area.height > best.width * best.height ? area : best), {
    x: 0,
    y: 0,
    width: DEFAULT_WINDOW_SIZE.width,
    height: DEFAULT_WINDOW_SIZE.height,
  });
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));
  const width = clamp(saved?.width ?? DEFAULT_WINDOW_SIZE.width, MIN_WINDOW_SIZE.width, largest.width);
  const height = clamp(saved?.height ?? DEFAULT_WINDOW_SIZE.height, MIN_WINDOW_SIZE.height, largest.height);
  if (saved?.x === undefined || saved.y === undefined) return { width, height };
  const titleBar: Rect = { x: saved.x, y: saved.y, width, height: VISIBLE_STRIP.height };
  const reachable = workAreas.some((area) => {
    const common = overlap(titleBar, area);
    return common !== null && common.width >= Math.min(VISIBLE_STRIP.width, width) && common.height >= Math.min(VISIBLE_STRIP.height, height);
  });
  return reachable ? { x: saved.x, y: saved.y, width, height } : { width, height };
}

/** What the tracker needs of a BrowserWindow. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isDestroyed(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/**
 * Remembers the window's size and position: a moment after the last resize or move (not on every
 * pixel), and at once when the window closes or hides.
 */
export function trackWindowBounds(
  window: TrackedWindow,
  save: (bounds: WindowBounds) => void,
  timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void } = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  delayMs = 500,
): { saveNow(): void } {
  let pending: unknown = null;
  const saveNow = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
    if (window.isDestroyed()) return;
    const { x, y, width, height } = window.getNormalBounds();
    save({ x, y, width, height, ...(window.isMaximized() ? { maximized: true } : {}) });
  };
  const later = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = timers.setTimeout(saveNow, delayMs);
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('maximize', saveNow);
  window.on('unmaximize', saveNow);
  window.on('close', saveNow);
  return { saveNow };
}
