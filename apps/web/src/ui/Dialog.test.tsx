import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, type DialogProps } from './Dialog';

afterEach(cleanup);

function Harness({ onClose = () => {}, children = <input aria-label="Imię" />, ...props }: Partial<DialogProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      <a href="#behind">Za oknem</a>
      {open && (
        <Dialog
          title="Edycja"
          variant="panel"
          footer={<button type="button">Zapisz</button>}
          {...props}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          {children}
        </Dialog>
      )}
    </>
  );
}

async function open(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Otwórz' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Edycja' });
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back to the opener', async () => {
    const { user, opener, dialog } = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // The page behind is inert: Tab goes through the dialog and, as in a native modal <dialog>,
    // past its end only to the document (the browser's own controls), never to the page.
    const behind = screen.getByRole('link', { name: 'Za oknem', hidden: true });
    const reached = new Set<Element | null>();
    for (let presses = 0; presses < 8; presses += 1) {
      await user.tab();
      reached.add(document.activeElement);
      expect(document.activeElement === document.body || dialog.contains(document.activeElement)).toBe(true);
    }
    expect(reached.has(behind)).toBe(false);
    expect(reached.has(screen.getByRole('textbox', { name: 'Imię' }))).toBe(true);
    await user.tab({ shift: true });
    expect(document.activeElement === document.body || dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its close button', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape while busy, and its close button is disabled', async () => {
    const onClose = vi.fn();
    const { user } = await open({ busy: true, onClose });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Zamknij' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the panel has the heading with its extra, the scrolling body and the footer in order, in the chosen size', async () => {
    const { dialog } = await open({ size: 'lg', className: 'animal-edit', headerExtra: <span>Dostępna</span>, closeLabel: 'Zamknij okno' });
    expect(dialog.className).toBe('modal modal--panel modal--lg animal-edit');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edycja' }).parentElement?.textContent).toBe('EdycjaDostępna');
    expect(within(dialog).getByRole('button', { name: 'Zamknij okno' }).title).toBe('Zamknij okno');
    const parts = Array.from(dialog.children).map((child) => child.className);
    expect(parts).toEqual(['modal__header', 'modal__body', 'modal__footer']);
    expect(within(dialog.querySelector('.modal__footer') as HTMLElement).getByRole('button', { name: 'Zapisz' })).toBeTruthy();
  });

  it('the card (the default) is described by its description and has no footer unless given one', async () => {
    const { dialog } = await open({ variant: undefined, footer: undefined, description: 'Ankieta zależy od gatunku.' });
    expect(dialog.className).toBe('modal');
    expect(screen.getByRole('dialog', { description: 'Ankieta zależy od gatunku.' })).toBe(dialog);
    expect(Array.from(dialog.children).map((child) => child.className)).toEqual(['modal__header', 'modal__description', 'modal__body']);
  });
});
