/** Test helpers for the admin screens (vitest + happy-dom): form input and a routed fetch stub. */
import { act, createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { StaffRole } from '@pets/shared';
import { AdminSessionContext } from './admin-session';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets a field's value the way typing does, so React's onChange runs. */
export function setValue(element: Element | null, value: string): void {
  if (!element) throw new Error('Brak pola formularza');
  const field = element as Field;
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export function submit(form: Element | null): void {
  if (!form) throw new Error('Brak formularza');
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

export function json(status: number, body?: unknown): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch stub answering by "METHOD /url" (exact match first, then the longest matching prefix).
 * A handler may be a Response factory or a value sent as 200 JSON.
 */
export function routedFetch(routes: Record<string, unknown | ((call: FetchCall) => Response | Promise<Response>)>) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const call = { method, url: input, body };
    calls.push(call);
    const key = `${method} ${input}`;
    const match =
      key in routes
        ? routes[key]
        : Object.entries(routes)
            .filter(([route]) => key.startsWith(route))
            .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
    if (match === undefined) return json(404, { error: 'Nie znaleziono zasobu.', code: 'not_found' });
    if (typeof match === 'function') return (match as (call: FetchCall) => Response | Promise<Response>)(call);
    return json(200, match);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

export function png(name: string, size = 100): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

/**
 * A screen as the admin layout hosts it: inside a fresh query cache (no retries, so a refused
 * answer shows at once), signed in as an administrator unless `role` says otherwise. Use with
 * Testing Library's `render` or test/dom's.
 */
export function withQueryClient(ui: ReactNode, { role = 'administrator' }: { role?: StaffRole } = {}): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = { id: 1, username: `test-${role}`, role, email: null };
  return createElement(QueryClientProvider, { client }, createElement(AdminSessionContext.Provider, { value: user }, ui));
}

/**
 * The open confirm question of `confirm()`, as a person sees it (the test must mount
 * <ConfirmDialog/>, as the app shell does); answer it by clicking one of its buttons.
 */
export function findConfirm(): Promise<HTMLElement> {
  // One that can be answered: a question just answered stays a moment, closing, with its buttons off.
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: 'Potwierdzenie' });
    if (within(dialog).getAllByRole<HTMLButtonElement>('button').some((button) => button.disabled)) throw new Error('The confirm dialog is closing');
    return dialog;
  });
}

/**
 * Answers the open confirm question by clicking its button named `button` (the test mounts
 * <ConfirmDialog/>); returns the question as the dialog announces it (its description).
 */
export async function answerConfirm(button: string): Promise<string> {
  const question = await findConfirm();
  const asked = question.ownerDocument.getElementById(question.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  fireEvent.click(within(question).getByRole('button', { name: button }));
  return asked;
}
