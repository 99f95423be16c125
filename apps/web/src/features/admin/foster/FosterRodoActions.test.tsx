import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOSTER_MESSAGES as F } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, routedFetch, withQueryClient } from '../test-helpers';
import { FosterRodoActions } from './FosterRodoActions';

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a foster carer’s RODO rights', () => {
  it('lets an administrator download the carer’s data and erase it after a confirmation naming them', async () => {
    const { calls } = routedFetch({ 'POST /api/foster/homes/9/erase': { message: F.erased } });
    const onErased = vi.fn();
    render(withQueryClient(<><FosterRodoActions subject={{ kind: 'home', id: 9 }} name="Anna Kowalska" onErased={onErased} /><ConfirmDialog /></>));
    expect(screen.getByRole('link', { name: /Pobierz dane osobowe/ }).getAttribute('href')).toBe('/api/foster/homes/9/export');
    await userEvent.setup().click(screen.getByRole('button', { name: /Usuń dane osobowe/ }));
    expect(await answerConfirm('Usuń dane osobowe')).toContain('Usunąć dane osobowe: Anna Kowalska?');
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/foster/homes/9/erase'))).toBe(true);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(F.erased);
  });

  it('offers nothing to a coordinator (the server refuses them too)', () => {
    routedFetch({});
    render(withQueryClient(<FosterRodoActions subject={{ kind: 'application', id: 3 }} name="Ola" />, { role: 'koordynator' }));
    expect(screen.queryByRole('button', { name: /Usuń dane osobowe/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Pobierz dane osobowe/ })).toBeNull();
  });
});
