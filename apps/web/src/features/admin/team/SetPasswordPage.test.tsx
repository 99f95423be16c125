import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TEAM_MESSAGES } from '@pets/shared';
import { json, routedFetch } from '../test-helpers';
import { SetPasswordPage } from './SetPasswordPage';
import { withQueryClient } from '../../../test/query-client';

function setup(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/ustaw-haslo', element: <SetPasswordPage /> },
      { path: '/admin/login', element: <p>logowanie</p> },
    ],
    { initialEntries: [`/admin/ustaw-haslo${search}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('set-password page (/admin/ustaw-haslo)', () => {
  it('names the account, checks both fields, sets the password and leads to the sign-in', async () => {
    const { calls } = routedFetch({
      'POST /api/auth/set-password/check': { username: 'celina', expiresAt: '2026-03-03T10:00:00.000Z' },
      'POST /api/auth/set-password': { message: TEAM_MESSAGES.passwordSet },
    });
    const { user, router } = setup('?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(await screen.findByText('celina')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ustaw hasło' })).toBeTruthy();
    expect(calls[0]!.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' });

    await user.type(screen.getByLabelText('Nowe hasło'), 'krotkie');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    // The form checks asynchronously (its resolver): wait for the message.
    expect(await screen.findByText(TEAM_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByLabelText('Nowe hasło').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Nowe hasło').getAttribute('aria-describedby')).toMatch(/-hint .*-error$/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nowe hasło')));

    await user.clear(screen.getByLabelText('Nowe hasło'));
    await user.type(screen.getByLabelText('Nowe hasło'), 'zielony kubek na parapecie');
    await user.type(screen.getByLabelText('Powtórz nowe hasło'), 'zielony kubek na parapeci');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(await screen.findByText(TEAM_MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(screen.queryByText(TEAM_MESSAGES.passwordTooShort)).toBeNull();
    expect(screen.getByLabelText('Powtórz nowe hasło').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Powtórz nowe hasło')));

    await user.type(screen.getByLabelText('Powtórz nowe hasło'), 'e');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(await screen.findByText(TEAM_MESSAGES.passwordSet)).toBeTruthy();
    expect(calls.at(-1)!.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', password: 'zielony kubek na parapecie' });
    await user.click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('says in Polish when the password cannot be set, and lets the person try again', async () => {
    routedFetch({
      'POST /api/auth/set-password/check': { username: 'celina', expiresAt: '2026-03-03T10:00:00.000Z' },
      'POST /api/auth/set-password': () => json(400, { error: TEAM_MESSAGES.linkExpired, code: 'link_expired' }),
    });
    const { user } = setup('?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await user.type(await screen.findByLabelText('Nowe hasło'), 'zielony kubek na parapecie');
    await user.type(screen.getByLabelText('Powtórz nowe hasło'), 'zielony kubek na parapecie');
    await user.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.linkExpired);
    expect((screen.getByRole('button', { name: 'Ustaw hasło' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says why a link cannot be used, and shows no form', async () => {
    routedFetch({ 'POST /api/auth/set-password/check': () => json(400, { error: TEAM_MESSAGES.linkUsed, code: 'link_used' }) });
    setup('?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.linkUsed);
    expect(screen.queryByLabelText('Nowe hasło')).toBeNull();
  });

  it('refuses a page opened without a token', async () => {
    routedFetch({});
    setup('');
    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.linkInvalid);
  });
});
