import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TASK_DIGEST_MESSAGES as M } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { AdminSessionContext } from '../admin-session';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { AdminUserMenu } from './AdminUserMenu';

function setup(email: string | null = 'ola@fundacja.test') {
  render(
    withQueryClient(
      <MemoryRouter>
        <AdminSessionContext.Provider value={{ id: 1, username: 'ola', role: 'wolontariusz', email }}>
          <AdminUserMenu />
        </AdminSessionContext.Provider>
      </MemoryRouter>,
    ),
  );
  return userEvent.setup();
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"E-mail z zadaniami" in the account menu', () => {
  it('turns the daily e-mail on at an hour, with a toast, and off again', async () => {
    let hour: number | null = null;
    const { calls } = routedFetch({
      'GET /api/account/task-digest': () => json(200, { hour, hasEmail: true }),
      'PUT /api/account/task-digest': (call: FetchCall) => {
        hour = (call.body as { hour: number | null }).hour;
        return json(200, { message: M.saved(hour), settings: { hour, hasEmail: true } });
      },
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'E-mail z zadaniami' }));
    const dialog = within(await screen.findByRole('dialog', { name: M.title }));
    const select = (await dialog.findByRole('combobox', { name: M.title })) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options).toHaveLength(25);
    expect([...select.options].slice(0, 3).map((option) => option.text)).toEqual([M.off, 'o 0:00', 'o 1:00']);
    expect(dialog.getByText(M.hint)).toBeTruthy();

    await user.selectOptions(select, 'o 7:00');
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ hour: 7 });
    expect(toasts()).toContain(M.saved(7));

    // Opened again: the saved hour, and off is one choice away.
    await user.click(screen.getByRole('button', { name: 'E-mail z zadaniami' }));
    const again = within(await screen.findByRole('dialog', { name: M.title }));
    const selectAgain = (await again.findByRole('combobox', { name: M.title })) as HTMLSelectElement;
    expect(selectAgain.value).toBe('7');
    await user.selectOptions(selectAgain, M.off);
    await user.click(again.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({ hour: null });
    expect(toasts()).toContain(M.saved(null));
  });

  it('explains that an account without an e-mail address cannot turn it on', async () => {
    const { calls } = routedFetch({ 'GET /api/account/task-digest': { hour: null, hasEmail: false } });
    const user = setup(null);
    await user.click(screen.getByRole('button', { name: 'E-mail z zadaniami' }));
    const dialog = within(await screen.findByRole('dialog', { name: M.title }));
    const select = (await dialog.findByRole('combobox', { name: M.title })) as HTMLSelectElement;
    expect(dialog.getByText(M.noEmail)).toBeTruthy();
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-describedby')).toContain(dialog.getByText(M.noEmail).id);
    expect((dialog.getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal under the control and keeps the dialog open', async () => {
    routedFetch({
      'GET /api/account/task-digest': { hour: null, hasEmail: true },
      'PUT /api/account/task-digest': () => json(400, { error: M.noEmail, code: 'task_digest_no_email', fields: { hour: M.noEmail } }),
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'E-mail z zadaniami' }));
    const dialog = within(await screen.findByRole('dialog', { name: M.title }));
    const select = (await dialog.findByRole('combobox', { name: M.title })) as HTMLSelectElement;
    await user.selectOptions(select, 'o 6:00');
    await user.click(dialog.getByRole('button', { name: 'Zapisz' }));
    expect(await dialog.findByText(M.noEmail)).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: M.title })).toBeTruthy();
    expect(toasts()).toEqual([]);
  });
});
