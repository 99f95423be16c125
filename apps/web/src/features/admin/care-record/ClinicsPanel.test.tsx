import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARE_RECORD_MESSAGES as M } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, json, routedFetch, withQueryClient } from '../test-helpers';
import { ClinicsPanel } from './ClinicsPanel';

const CLINICS = [
  { id: 1, name: 'Gabinet Pod Lipą', entries: 3 },
  { id: 2, name: 'Gabinet Zapasowy', entries: 0 },
];

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Lecznice" on the animals menu', () => {
  it('lists the clinics with their use, renames one and removes only an unused one after asking', async () => {
    const { calls } = routedFetch({
      'GET /api/clinics': CLINICS,
      'PUT /api/clinics/1': () => json(200, { message: M.clinicRenamed, clinic: { id: 1, name: 'Gabinet Weterynaryjny Pod Lipą', entries: 3 } }),
      'DELETE /api/clinics/2': () => json(200, { message: M.clinicRemoved }),
    });
    render(
      withQueryClient(
        <>
          <ClinicsPanel />
          <ConfirmDialog />
        </>,
      ),
    );
    const list = await screen.findByRole('list', { name: 'Lecznice na liście' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Gabinet Pod Lipą (wpisy w kartach zdrowia: 3)') as unknown as string,
      expect.stringContaining('Gabinet Zapasowy (bez wpisów)') as unknown as string,
    ]);
    expect(screen.queryByRole('button', { name: 'Usuń: Gabinet Pod Lipą' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zmień nazwę: Gabinet Pod Lipą' }));
    const input = screen.getByLabelText('Nowa nazwa lecznicy „Gabinet Pod Lipą”');
    await user.clear(input);
    await user.type(input, 'Gabinet Weterynaryjny Pod Lipą');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Gabinet Weterynaryjny Pod Lipą' }));

    await user.click(screen.getByRole('button', { name: 'Usuń: Gabinet Zapasowy' }));
    await answerConfirm('Usuń');
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/clinics/2')).toBe(true));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(M.clinicRemoved));
  });
});
