import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MESSAGES, TIMINGS } from '@pets/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { confirm, useConfirmStore } from './confirm-store';
import { cleanup, click, flush, keyDown, mouseDown, render } from '../test/dom';

let opener: HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  useConfirmStore.setState({ request: null });
  render(<ConfirmDialog />, { containerId: 'root' });
  opener = document.createElement('button');
  opener.textContent = 'Usuń';
  document.body.appendChild(opener);
  opener.focus();
});

afterEach(() => {
  act(() => {
    vi.runOnlyPendingTimers();
  });
  cleanup();
  vi.useRealTimers();
});

function ask(options?: Parameters<typeof confirm>[0]) {
  let result: boolean | undefined;
  act(() => {
    void confirm(options).then((value) => {
      result = value;
    });
  });
  return { result: () => result };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttons = () => Array.from(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? []);
const button = (label: string) => buttons().find((item) => item.textContent === label)!;

describe('ConfirmDialog', () => {
  it('shows the default question with Tak / Anuluj as a modal dialog, focus on the confirm button', () => {
    ask();
    expect(dialog()).not.toBeNull();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.textContent).toContain(MESSAGES.confirm.default);
    expect(buttons().map((item) => item.textContent)).toEqual(['Anuluj', 'Tak']);
    expect(document.activeElement).toBe(button('Tak'));
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
  });

  it('uses the given message and labels', () => {
    ask({ message: MESSAGES.confirm.cancelAdoption('Pusia'), confirmLabel: 'Potwierdź', cancelLabel: 'Nie' });
    expect(dialog()?.textContent).toContain('Czy na pewno chcesz anulować adopcję „Pusia”?');
    expect(buttons().map((item) => item.textContent)).toEqual(['Nie', 'Potwierdź']);
  });

  it('shows longer details as written, in a region reachable by keyboard', () => {
    ask({ message: 'Wysłać 2 wiadomości?', details: 'Temat: Kulka\n\nDzień dobry,\nKulka ma dom.', detailsLabel: 'Podgląd wiadomości', confirmLabel: 'Wyślij' });
    const details = dialog()!.querySelector<HTMLElement>('section[aria-label="Podgląd wiadomości"]')!;
    expect(details.tabIndex).toBe(0);
    expect(details.querySelector('pre')?.textContent).toBe('Temat: Kulka\n\nDzień dobry,\nKulka ma dom.');
    expect(dialog()!.classList.contains('confirm-dialog--details')).toBe(true);
  });

  it('has no details region without details', () => {
    ask({ message: 'Na pewno?' });
    expect(dialog()!.querySelector('section')).toBeNull();
  });

  it('Enter confirms, the dialog closes with a 180 ms animation and the focus returns to the opener', async () => {
    const { result } = ask();
    keyDown(document.activeElement!, 'Enter');
    await flush();
    expect(result()).toBe(true);
    expect(dialog()?.closest('[data-state]')?.getAttribute('data-state')).toBe('closing');
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.confirmCloseAnimation - 1);
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog()).toBeNull();
  });

  it('Escape cancels', async () => {
    const { result } = ask();
    keyDown(document.activeElement!, 'Escape');
    await flush();
    expect(result()).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Enter works wherever the focus is inside the dialog, except on the cancel button', async () => {
    const { result } = ask();
    const cancel = button('Anuluj');
    cancel.focus();
    keyDown(cancel, 'Enter');
    await flush();
    expect(result()).toBeUndefined();
    dialog()!.focus();
    keyDown(dialog()!, 'Enter');
    await flush();
    expect(result()).toBe(true);
  });

  it('ignores keys while closing (a second Enter or Escape does nothing)', async () => {
    const { result } = ask();
    keyDown(document.activeElement!, 'Escape');
    keyDown(document.body, 'Enter');
    await flush();
    expect(result()).toBe(false);
  });

  it('keeps the focus inside: Tab and Shift+Tab wrap around', () => {
    ask();
    const cancel = button('Anuluj');
    const ok = button('Tak');
    expect(document.activeElement).toBe(ok);
    const tab = keyDown(ok, 'Tab');
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(cancel);
    const shiftTab = keyDown(cancel, 'Tab', { shiftKey: true });
    expect(shiftTab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(ok);
    // Tab from the first to the last is left to the browser.
    act(() => {
      cancel.focus();
    });
    expect(keyDown(cancel, 'Tab').defaultPrevented).toBe(false);
  });

  it('pulls the focus back when it lands outside', () => {
    ask();
    act(() => {
      opener.focus();
    });
    expect(document.activeElement).toBe(button('Tak'));
  });

  it('the buttons answer too, and a press on the backdrop cancels', async () => {
    const first = ask();
    click(button('Tak'));
    await flush();
    expect(first.result()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(TIMINGS.confirmCloseAnimation);
    });

    const second = ask();
    mouseDown(document.querySelector('.confirm-backdrop')!);
    await flush();
    expect(second.result()).toBe(false);
  });

  it('a newer question replaces one still open, which counts as cancelled', async () => {
    const first = ask({ message: 'Pierwsze?' });
    const second = ask({ message: 'Drugie?' });
    await flush();
    expect(first.result()).toBe(false);
    expect(second.result()).toBeUndefined();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(dialog()?.textContent).toContain('Drugie?');
  });
});
