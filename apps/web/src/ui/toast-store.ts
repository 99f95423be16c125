import { create } from 'zustand';
import { TIMINGS } from '@pets/shared';

export type ToastVariant = 'info' | 'error';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  /** Auto-hide time in ms; 0 keeps the toast until it is closed. */
  duration: number;
  /** True during the close animation (TIMINGS.toastCloseAnimation) before removal. */
  closing: boolean;
  /** The next step, as a link in the toast (e.g. "Pobierz umowę" after an adoption). */
  action?: ToastAction;
}

/** A link a toast offers; `download` names the file when the link is one. */
export interface ToastAction {
  label: string;
  href: string;
  download?: string;
}

export interface ToastOptions {
  variant?: ToastVariant;
  /** Auto-hide time in ms (default TIMINGS.toastDefault = 3000; with an action 10 s, time to reach it); 0 disables auto-hide. */
  duration?: number;
  action?: ToastAction;
}

interface ToastState {
  toasts: Toast[];
  show(message: string, options?: ToastOptions): number;
  /** Starts the close animation; the toast is removed TIMINGS.toastCloseAnimation ms later. */
  dismiss(id: number): void;
  /** Removes every toast at once (tests, sign-out). */
  reset(): void;
}

/** A toast with a link stays long enough to reach it (WCAG 2.2.1: the close button keeps it from being in the way). */
const TOAST_WITH_ACTION_MS = 10_000;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(message, options = {}) {
    const id = nextId++;
    const duration = options.duration ?? (options.action ? TOAST_WITH_ACTION_MS : TIMINGS.toastDefault);
    const toast: Toast = { id, message, variant: options.variant ?? 'info', duration, closing: false, ...(options.action ? { action: options.action } : {}) };
    set((state) => ({ toasts: [...state.toasts, toast] }));
    if (duration > 0) timers.set(id, setTimeout(() => get().dismiss(id), duration));
    return id;
  },
  dismiss(id) {
    const toast = get().toasts.find((item) => item.id === id);
    if (!toast || toast.closing) return;
    clearTimer(id);
    set((state) => ({ toasts: state.toasts.map((item) => (item.id === id ? { ...item, closing: true } : item)) }));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
      }, TIMINGS.toastCloseAnimation),
    );
  },
  reset() {
    for (const id of [...timers.keys()]) clearTimer(id);
    set({ toasts: [] });
  },
}));

/** Shows toast alerts from anywhere (components, stores, event handlers). */
export const toast = {
  info: (message: string, options?: Omit<ToastOptions, 'variant'>) =>
    useToastStore.getState().show(message, { ...options, variant: 'info' }),
  error: (message: string, options?: Omit<ToastOptions, 'variant'>) =>
    useToastStore.getState().show(message, { ...options, variant: 'error' }),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
