import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Wypełnij ankietę
      </button>
      <a href="#behind">Za oknem</a>
      {open && (
        <Modal title="Wybierz gatunek" description="Ankieta zależy od gatunku." onClose={() => setOpen(false)}>
          <button type="button">Królik</button>
          <button type="button">Mysz</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a named, described modal dialog that takes the focus and keeps Tab off the page behind', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wypełnij ankietę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz gatunek', description: 'Ankieta zależy od gatunku.' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const behind = screen.getByRole('link', { name: 'Za oknem', hidden: true });
    const reached = new Set<Element | null>();
    for (let presses = 0; presses < 8; presses += 1) {
      await user.tab();
      reached.add(document.activeElement);
      // As in a native modal <dialog>: past the end only the document itself, never the page.
      expect(document.activeElement === document.body || dialog.contains(document.activeElement)).toBe(true);
    }
    expect(reached.has(behind)).toBe(false);
    expect(reached.has(screen.getByRole('button', { name: 'Mysz' }))).toBe(true);
  });

  it('Escape closes it and the focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Wypełnij ankietę' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Wybierz gatunek' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('the close button closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Wypełnij ankietę' }));
    await user.click(await screen.findByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
