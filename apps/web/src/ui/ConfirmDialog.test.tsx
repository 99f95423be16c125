import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TIMINGS } from '@pets/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { confirm, useConfirmStore, type ConfirmOptions } from './confirm-store';

let opener: HTMLButtonElement;

beforeEach(() => {
  useConfirmStore.setState({ request: null });
  render(
    <>
      <button type="button">Usuń</button>
      <ConfirmDialog />
    </>,
  );
  opener = screen.getByRole('button', { name: 'Usuń' });
  opener.focus();
});

afterEach(async () => {
  // Let a closing dialog finish its animation before the next test.
  await new Promise((resolve) => setTimeout(resolve, TIMINGS.confirmCloseAnimation + 20));
  cleanup();
});

/** Asks, and waits until the dialog (a lazy chunk) is shown with the focus on the confirm button. */
async function ask(options?: ConfirmOptions) {
  let result: boolean | undefined;
  act(() => {
    void confirm(options).then((value) => {
      result = value;
    });
  });
  const dialog = await screen.findByRole('dialog', { name: 'Potwierdzenie' });
  const confirmLabel = options?.confirmLabel ?? 'Tak';
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: confirmLabel })));
  return { dialog, result: () => result };
}

describe('ConfirmDialog', () => {
  it('shows the default question with Tak / Anuluj as a modal dialog, focus on the confirm button', async () => {
    const { dialog } = await ask();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { description: MESSAGES.confirm.default })).toBe(dialog);
    expect(within(dialog).getAllByRole('button').map((item) => item.textContent)).toEqual(['Anuluj', 'Tak']);
    // The page behind is out of reach while the question is open.
    expect(opener.closest('[inert]')).not.toBeNull();
  });

  it('uses the given message and labels', async () => {
    const { dialog } = await ask({ message: MESSAGES.confirm.cancelAdoption('Pusia'), confirmLabel: 'Potwierdź', cancelLabel: 'Nie' });
    expect(dialog.textContent).toContain('Czy na pewno chcesz anulować adopcję „Pusia”?');
    expect(within(dialog).getAllByRole('button').map((item) => item.textContent)).toEqual(['Nie', 'Potwierdź']);
  });

  it('shows longer details as written, in a region reachable by keyboard', async () => {
    const { dialog } = await ask({ message: 'Wysłać 2 wiadomości?', details: 'Temat: Kulka\n\nDzień dobry,\nKulka ma dom.', detailsLabel: 'Podgląd wiadomości', confirmLabel: 'Wyślij' });
    const details = within(dialog).getByRole('region', { name: 'Podgląd wiadomości' });
    expect(details.tabIndex).toBe(0);
    expect(details.textContent).toBe('Temat: Kulka\n\nDzień dobry,\nKulka ma dom.');
  });

  it('has no details region without details', async () => {
    const { dialog } = await ask({ message: 'Na pewno?' });
    expect(within(dialog).queryByRole('region')).toBeNull();
  });

  it('Enter confirms, the focus returns to the opener at once and the dialog leaves after its 180 ms animation', async () => {
    const user = userEvent.setup();
    const { dialog, result } = await ask();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(result()).toBe(true));
    expect(dialog.getAttribute('data-state')).toBe('closing');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.closest('[inert]')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: TIMINGS.confirmCloseAnimation + 500 });
  });

  it('Escape cancels and the focus returns to the opener', async () => {
    const user = userEvent.setup();
    const { result } = await ask();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(result()).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Enter works wherever the focus is inside the dialog, except on the cancel button', async () => {
    const user = userEvent.setup();
    const { dialog, result } = await ask({ details: 'Treść', detailsLabel: 'Podgląd' });
    within(dialog).getByRole('button', { name: 'Anuluj' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(result()).toBe(false));

    await new Promise((resolve) => setTimeout(resolve, TIMINGS.confirmCloseAnimation + 20));
    const second = await ask({ details: 'Treść', detailsLabel: 'Podgląd' });
    within(second.dialog).getByRole('region', { name: 'Podgląd' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(second.result()).toBe(true));
  });

  it('keeps Tab inside the dialog, never on the page behind', async () => {
    const user = userEvent.setup();
    const { dialog } = await ask();
    for (let presses = 0; presses < 5; presses += 1) {
      await user.tab();
      // As in a native modal <dialog>: past the end only the document itself, never the page.
      expect(document.activeElement === document.body || dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('the buttons answer too, and a click on the backdrop cancels', async () => {
    const user = userEvent.setup();
    const first = await ask();
    await user.click(within(first.dialog).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(first.result()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.confirmCloseAnimation + 20));

    const second = await ask();
    // The backdrop is only seen (no role, no name): the one Ariakit draws behind this dialog names it in data-backdrop.
    expect(second.dialog.id).not.toBe('');
    const backdrop = document.querySelector<HTMLElement>(`[data-backdrop="${CSS.escape(second.dialog.id)}"]`)!;
    await user.click(backdrop);
    await waitFor(() => expect(second.result()).toBe(false));
  });

  it('a newer question replaces one still open, which counts as cancelled', async () => {
    const first = await ask({ message: 'Pierwsze?' });
    const second = await ask({ message: 'Drugie?' });
    expect(first.result()).toBe(false);
    expect(second.result()).toBeUndefined();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(second.dialog.textContent).toContain('Drugie?');
  });
});
