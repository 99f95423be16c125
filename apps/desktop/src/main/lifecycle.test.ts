import type { App } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { attachCloseToTray, claimSingleInstance, createQuitState } from './lifecycle';
import { fakeEvent } from './test-fakes';

describe('close to tray', () => {
  function setup() {
    let onClose: ((event: { preventDefault(): void }) => void) | undefined;
    const window = { on: (_name: 'close', listener: typeof onClose) => (onClose = listener), hide: vi.fn() };
    const state = createQuitState();
    const hidden = vi.fn();
    attachCloseToTray(window, state, hidden);
    return { close: () => {
      const event = fakeEvent();
      onClose!(event);
      return event;
    }, window, state, hidden };
  }

  it('closing the window hides it instead', () => {
    const { close, window, hidden } = setup();
    expect(close().defaultPrevented).toBe(true);
    expect(window.hide).toHaveBeenCalled();
    expect(hidden).toHaveBeenCalled();
  });

  it("after 'Zakończ' the window really closes", () => {
    const { close, window, state } = setup();
    state.markQuitting();
    expect(close().defaultPrevented).toBe(false);
    expect(window.hide).not.toHaveBeenCalled();
  });
});

describe('single instance', () => {
  it('the first instance keeps running and shows its window when started again', () => {
    let second: (() => void) | undefined;
    const app = { requestSingleInstanceLock: () => true, quit: vi.fn(), on: (_event: string, listener: () => void) => (second = listener) } as unknown as Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>;
    const show = vi.fn();
    expect(claimSingleInstance(app, show)).toBe(true);
    second!();
    expect(show).toHaveBeenCalled();
  });

  it('a second instance quits at once', () => {
    const quit = vi.fn();
    const app = { requestSingleInstanceLock: () => false, quit, on: vi.fn() } as unknown as Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>;
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(quit).toHaveBeenCalled();
  });
});
