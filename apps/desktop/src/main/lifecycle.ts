import type { App } from 'electron';

/** Whether the app is really quitting ('Zakończ', the OS logging out) or a window is only closing. */
export interface QuitState {
  readonly quitting: boolean;
  markQuitting(): void;
}

export function createQuitState(): QuitState {
  let quitting = false;
  return {
    get quitting() {
      return quitting;
    },
    markQuitting() {
      quitting = true;
    },
  };
}

interface ClosableWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  hide(): void;
}

/**
 * Close-to-tray: closing the panel window hides it (notifications keep coming and the tray can
 * bring it back); only a real quit lets it close.
 */
export function attachCloseToTray(window: ClosableWindow, state: QuitState, onHidden?: () => void): void {
  window.on('close', (event) => {
    if (state.quitting) return;
    event.preventDefault();
    window.hide();
    onHidden?.();
  });
}

/**
 * One instance only: a second start hands over to the first (which shows its window) and quits.
 * Returns false in the second instance.
 */
export function claimSingleInstance(app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>, onSecondInstance: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => onSecondInstance());
  return true;
}
