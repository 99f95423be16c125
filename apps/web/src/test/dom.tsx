/**
 * Minimal rendering helpers for vitest + happy-dom (no testing-library): render with
 * react-dom/client inside act(), and dispatch DOM events inside act().
 */
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

export function render(ui: ReactNode, options: { containerId?: string } = {}): Rendered {
  const container = document.createElement('div');
  if (options.containerId) container.id = options.containerId;
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  const rendered: Rendered = {
    container,
    rerender(next) {
      act(() => root.render(next));
    },
    unmount() {
      if (!mounted.has(rendered)) return;
      mounted.delete(rendered);
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts everything rendered so far (call in afterEach). */
export function cleanup(): void {
  for (const rendered of [...mounted]) rendered.unmount();
  document.body.innerHTML = '';
}

export function keyDown(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

export function click(target: Element): void {
  act(() => {
    (target as HTMLElement).click();
  });
}

export function mouseDown(target: EventTarget): void {
  act(() => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  });
}

/** Lets pending promises (and the React updates they cause) settle. */
export async function flush(times = 3): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Buttons or other elements by their accessible text (text content or aria-label). */
export function getByText(root: ParentNode, text: string, selector = '*'): HTMLElement {
  const found = queryAllByText(root, text, selector)[0];
  if (!found) throw new Error(`Nie znaleziono elementu z tekstem: ${text}`);
  return found;
}

export function queryAllByText(root: ParentNode, text: string, selector = '*'): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (element) =>
      element.getAttribute('aria-label') === text ||
      (element.children.length === 0 && element.textContent?.trim() === text) ||
      (selector !== '*' && element.textContent?.trim() === text),
  );
}
