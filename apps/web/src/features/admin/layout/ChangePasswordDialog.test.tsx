import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEAM_MESSAGES } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { AdminSessionContext } from '../admin-session';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { AdminUserMenu } from './AdminUserMenu';

function setup() {
  render(
    withQueryClient(
      <MemoryRouter>
        <AdminSessionContext.Provider value={{ id: 1, username: 'ola', role: 'administrator', email: 'ola@fundacja.test' }}>
          <AdminUserMenu />
        </AdminSessionContext.Provider>
      </MemoryRouter>,
    ),
  );
  return userEvent.setup();
}

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Zmień hasło" in the account menu', () => {
  it('says a wrong current password next to its field, then changes the password and closes', async () => {
    let attempt = 0;
    const { calls } = routedFetch({
      'POST /api/account/password': () => {
        attempt += 1;
        return attempt === 1
          ? json(400, { error: TEAM_MESSAGES.currentPasswordWrong, code: 'wrong_password', fields: { currentPassword: TEAM_MESSAGES.currentPasswordWrong } })
          : json(200, { message: TEAM_MESSAGES.passwordChanged });
      },
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień hasło' });
    expect(dialog).toBeTruthy();

    await user.type(screen.getByLabelText('Obecne hasło'), 'stare-haslo-oli');
    await user.type(screen.getByLabelText('Nowe hasło'), 'za-krotkie');
    const submit = () => within(dialog).getByRole('button', { name: 'Zmień hasło' });
    await user.click(submit());
    expect(await screen.findByText(TEAM_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Nowe hasło'), '-ale-juz-dluzsze');
    await user.type(screen.getByLabelText('Powtórz nowe hasło'), 'za-krotkie-ale-juz-dluzsze');
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Obecne hasło').getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText(TEAM_MESSAGES.currentPasswordWrong)).toBeTruthy();

    await user.clear(screen.getByLabelText('Obecne hasło'));
    await user.type(screen.getByLabelText('Obecne hasło'), 'prawdziwe-haslo-oli');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)!.body).toEqual({ currentPassword: 'prawdziwe-haslo-oli', newPassword: 'za-krotkie-ale-juz-dluzsze' });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(TEAM_MESSAGES.passwordChanged);
  });
});
