import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDialog } from './AdminDialog';

afterEach(cleanup);

function Harness({ busy = false, onClose = () => {} }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      <a href="#behind">Za oknem</a>
      {open && (
        <AdminDialog
          title="Edycja"
          busy={busy}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={<button type="button">Zapisz</button>}
        >
          <input aria-label="Imię" />
        </AdminDialog>
      )}
    </>
  );
}

describe('AdminDialog', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edycja' });
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
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Otwórz' }));
    await user.click(await screen.findByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape while busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Otwórz' }));
    await screen.findByRole('dialog', { name: 'Edycja' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Zamknij' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
