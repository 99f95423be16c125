import { create } from 'zustand';
import { MESSAGES, TIMINGS } from '@pets/shared';

export interface ConfirmOptions {
  /** Default MESSAGES.confirm.default ('Czy na pewno chcesz kontynuować?'). */
  message?: string;
  /** Default 'Tak'. */
  confirmLabel?: string;
  /** Default 'Anuluj'. */
  cancelLabel?: string;
  /** A longer text to look at before confirming (e.g. the e-mail about to be sent), shown as written. */
  details?: string;
  /** The accessible name of the details (default 'Szczegóły'). */
  detailsLabel?: string;
}

export interface ConfirmRequest {
  id: number;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  details: string | null;
  detailsLabel: string;
  /** True during the closing animation (TIMINGS.confirmCloseAnimation). */
  closing: boolean;
}

interface ConfirmState {
  request: ConfirmRequest | null;
  open(options?: ConfirmOptions): Promise<boolean>;
  /** Answers the open dialog; it is removed after the closing animation. */
  answer(result: boolean): void;
}

let nextId = 1;
let resolver: ((result: boolean) => void) | null = null;
let removeTimer: ReturnType<typeof setTimeout> | undefined;

export const CONFIRM_DEFAULTS = { confirmLabel: 'Tak', cancelLabel: 'Anuluj' } as const;

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  request: null,
  open(options = {}) {
    // A newer question replaces one still open: the older one counts as cancelled.
    resolver?.(false);
    clearTimeout(removeTimer);
    return new Promise<boolean>((resolve) => {
      resolver = resolve;
      set({
        request: {
          id: nextId++,
          message: options.message ?? MESSAGES.confirm.default,
          confirmLabel: options.confirmLabel ?? CONFIRM_DEFAULTS.confirmLabel,
          cancelLabel: options.cancelLabel ?? CONFIRM_DEFAULTS.cancelLabel,
          details: options.details ?? null,
          detailsLabel: options.detailsLabel ?? 'Szczegóły',
          closing: false,
        },
      });
    });
  },
  answer(result) {
    const current = get().request;
    if (!current || current.closing) return;
    const resolve = resolver;
    resolver = null;
    set({ request: { ...current, closing: true } });
    resolve?.(result);
    removeTimer = setTimeout(() => {
      if (get().request?.id === current.id) set({ request: null });
    }, TIMINGS.confirmCloseAnimation);
  },
}));

/**
 * Asks the visitor to confirm; resolves true for the confirm button or Enter, false for cancel,
 * Escape or a click outside. Rendered by <ConfirmDialog/> mounted once in the app shell.
 */
export function confirm(options?: ConfirmOptions): Promise<boolean> {
  return useConfirmStore.getState().open(options);
}
