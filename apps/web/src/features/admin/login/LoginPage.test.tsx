import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES, TWO_FACTOR_MESSAGES } from '@pets/shared';
import { LoginPage } from './LoginPage';
import { LOGIN_FLASH_KEY, loginTarget, takeLoginFlash } from './login-flash';
import { hasSessionHint, rememberSessionHint } from './session-hint';
import { json, routedFetch } from '../test-helpers';
import { withQueryClient } from '../../../test/query-client';

/** The session checks among the page's requests (the first-account question aside). */
const sessionCalls = (calls: { url: string }[]) => calls.map((call) => call.url).filter((url) => url !== '/api/auth/setup');

function setup(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/*', element: <p>panel</p> },
    ],
    { initialEntries: [{ pathname: '/admin/login', state }] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { router, user: userEvent.setup() };
}

const username = () => screen.getByLabelText<HTMLInputElement>('Nazwa użytkownika');
const password = () => screen.getByLabelText<HTMLInputElement>('Hasło');
const signInButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Zaloguj się' });

const signedOut = { 'GET /api/auth/me': () => json(401, { error: 'Brak sesji', code: 'unauthorized' }), 'POST /api/auth/refresh': () => json(401, {}) };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('requires both fields with the client-side messages and sends nothing', async () => {
    const { calls } = routedFetch(signedOut);
    const { user } = setup();
    await user.click(signInButton());
    expect(await screen.findByText(MESSAGES.auth.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.auth.passwordRequired)).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');
    // An explicit type (HTML_CodeSniffer H98: the autocomplete token must suit the input's type).
    expect([username().getAttribute('type'), username().getAttribute('autocomplete')]).toEqual(['text', 'username']);
    await waitFor(() => expect(document.activeElement).toBe(username()));
    await user.type(username(), 'ola');
    await user.click(signInButton());
    await waitFor(() => expect(screen.queryByText(MESSAGES.auth.usernameRequired)).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(password()));
    expect(calls.filter((call) => call.url === '/api/auth/login')).toHaveLength(0);
  });

  it("disables the inputs while signing in and shows the server's error", async () => {
    let answer: (response: Response) => void = () => {};
    routedFetch({ ...signedOut, 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = setup();
    await user.type(username(), 'ola');
    await user.type(password(), 'zle-haslo');
    await user.click(signInButton());
    await waitFor(() => expect(username().disabled).toBe(true));
    expect(password().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Logowanie…' }).disabled).toBe(true);
    answer(json(401, { error: MESSAGES.auth.invalidCredentials, code: 'invalid_credentials' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.auth.invalidCredentials);
    expect(username().disabled).toBe(false);
    expect(password().value).toBe('');
  });

  it('falls back to the default failure text', async () => {
    routedFetch({ ...signedOut, 'POST /api/auth/login': () => json(500, '') });
    const { user } = setup();
    await user.type(username(), 'ola');
    await user.type(password(), 'x');
    await user.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Błąd logowania. Spróbuj ponownie.');
  });

  it('keeps the success message once and goes to the page the visitor came from', async () => {
    const { calls } = routedFetch({ ...signedOut, 'POST /api/auth/login': { message: 'Zalogowano pomyślnie', user: { id: 1, username: 'ola' } } });
    const { router, user } = setup({ from: '/admin/animals/browse' });
    await user.type(username(), '  ola ');
    await user.type(password(), 'sekret');
    await user.click(signInButton());
    expect(await screen.findByText('panel')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/auth/login')?.body).toEqual({ username: 'ola', password: 'sekret' });
    expect(router.state.location.pathname).toBe('/admin/animals/browse');
    expect(sessionStorage.getItem(LOGIN_FLASH_KEY)).toBe('Zalogowano pomyślnie');
    expect(takeLoginFlash()).toBe('Zalogowano pomyślnie');
    expect(takeLoginFlash()).toBeNull();
  });

  it('sends someone already signed in straight to /admin', async () => {
    rememberSessionHint();
    routedFetch({ 'GET /api/auth/me': { user: { id: 1, username: 'ola' } } });
    const { router } = setup();
    expect(await screen.findByText('panel')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('asks for no session when this browser has none (no 401s in the console)', async () => {
    const { calls } = routedFetch(signedOut);
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    expect(username()).toBeTruthy();
    // Only whether any account exists yet (a public answer, never a 401).
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/setup']);
  });

  it('forgets a stale hint after the check finds no session, and remembers a new sign-in', async () => {
    rememberSessionHint();
    const { calls } = routedFetch({ ...signedOut, 'POST /api/auth/login': { message: 'Zalogowano pomyślnie' } });
    const { user } = setup();
    await waitFor(() => expect(sessionCalls(calls)).toEqual(['/api/auth/me', '/api/auth/refresh']));
    await waitFor(() => expect(hasSessionHint()).toBe(false));
    await user.type(username(), 'ola');
    await user.type(password(), 'sekret');
    await user.click(signInButton());
    await waitFor(() => expect(hasSessionHint()).toBe(true));
  });

  describe('second step (two-step sign-in)', () => {
    const secondStep = { message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true };
    const codeField = () => screen.getByLabelText<HTMLInputElement>('Kod z aplikacji uwierzytelniającej');
    const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Potwierdź' });
    const signInWithPassword = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(username(), 'ola');
      await user.type(password(), 'sekret');
      await user.click(signInButton());
      await screen.findByRole('heading', { level: 1, name: 'Weryfikacja dwuetapowa' });
    };

    it('asks for the code from the app after a right password, and signs in with it', async () => {
      let answered = 0;
      const { calls } = routedFetch({
        ...signedOut,
        'POST /api/auth/login': secondStep,
        'POST /api/auth/login/totp': () => {
          answered += 1;
          return answered === 1
            ? json(401, { error: TWO_FACTOR_MESSAGES.invalidCode, code: 'invalid_code', fields: { code: TWO_FACTOR_MESSAGES.invalidCode } })
            : json(200, { message: 'Zalogowano pomyślnie', user: { id: 1, username: 'ola' }, mustChangePassword: false });
        },
      });
      const { router, user } = setup({ from: '/admin/team' });
      await signInWithPassword(user);
      // The password alone signed nobody in: no flash, no navigation.
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(sessionStorage.getItem(LOGIN_FLASH_KEY)).toBeNull();
      expect(screen.queryByLabelText('Hasło')).toBeNull();
      const field = codeField();
      expect(field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(field.getAttribute('inputmode')).toBe('numeric');
      await waitFor(() => expect(document.activeElement).toBe(field));

      // Not six digits: said at the field, nothing sent.
      await user.type(field, '12345');
      await user.click(confirmButton());
      expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(calls.filter((call) => call.url === '/api/auth/login/totp')).toHaveLength(0);

      // A wrong code: the server's message in an alert, the field cleared and focused for the next one.
      await user.clear(field);
      await user.type(field, '000 000');
      await user.click(confirmButton());
      expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.invalidCode);
      await waitFor(() => expect(codeField().value).toBe(''));
      await waitFor(() => expect(document.activeElement).toBe(codeField()));

      await user.type(codeField(), '123456');
      await user.click(confirmButton());
      expect(await screen.findByText('panel')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/team');
      expect(calls.filter((call) => call.url === '/api/auth/login/totp').map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
      expect(takeLoginFlash()).toBe('Zalogowano pomyślnie');
      expect(hasSessionHint()).toBe(true);
    });

    it('takes a recovery code instead, and keeps the server’s message of how many are left', async () => {
      const left = TWO_FACTOR_MESSAGES.signedInWithRecoveryCode(9);
      const { calls } = routedFetch({
        ...signedOut,
        'POST /api/auth/login': secondStep,
        'POST /api/auth/login/totp': { message: left, user: { id: 1, username: 'ola' }, mustChangePassword: false, recoveryCodesLeft: 9 },
      });
      const { user } = setup();
      await signInWithPassword(user);
      await user.click(screen.getByRole('button', { name: 'Nie masz telefonu? Użyj kodu odzyskiwania' }));
      const field = screen.getByLabelText<HTMLInputElement>('Kod odzyskiwania');
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(screen.queryByLabelText('Kod z aplikacji uwierzytelniającej')).toBeNull();
      await user.type(field, 'ABCD-EFGH-JKMN-PQRS');
      await user.click(confirmButton());
      expect(await screen.findByText('panel')).toBeTruthy();
      expect(calls.find((call) => call.url === '/api/auth/login/totp')?.body).toEqual({ recoveryCode: 'abcdefghjkmnpqrs' });
      expect(takeLoginFlash()).toBe(left);
    });

    it('goes back to the password when the wait for the code is over, or when asked', async () => {
      routedFetch({
        ...signedOut,
        'POST /api/auth/login': secondStep,
        'POST /api/auth/login/totp': () => json(401, { error: TWO_FACTOR_MESSAGES.pendingExpired, code: 'two_factor_expired' }),
      });
      const { user } = setup();
      await signInWithPassword(user);
      await user.type(codeField(), '123456');
      await user.click(confirmButton());
      expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.pendingExpired);
      expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
      expect(username().value).toBe('ola');
      expect(password().value).toBe('');
      await waitFor(() => expect(document.activeElement).toBe(password()));

      await user.type(password(), 'sekret');
      await user.click(signInButton());
      await user.click(await screen.findByRole('button', { name: 'Zaloguj się od nowa' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('only returns to admin pages', () => {
    expect(loginTarget({ from: '/admin/surveys?x=1' })).toBe('/admin/surveys?x=1');
    expect(loginTarget({ from: '/admin/login' })).toBe('/admin');
    expect(loginTarget({ from: '/kontakt' })).toBe('/admin');
    expect(loginTarget({ from: '//evil.example/admin' })).toBe('/admin');
    expect(loginTarget(null)).toBe('/admin');
  });

  it('tells a fresh install how the first account is made, and says nothing once one exists', async () => {
    routedFetch({ ...signedOut, 'GET /api/auth/setup': { hasAccounts: false } });
    setup();
    const hint = await screen.findByRole('region', { name: 'Nie ma jeszcze żadnego konta' });
    expect(hint.textContent).toContain('npm run admin -- create <nazwa>');
    expect(hint.textContent).toContain('ADMIN_USERNAME i ADMIN_PASSWORD');
    cleanup();

    const { calls } = routedFetch({ ...signedOut, 'GET /api/auth/setup': { hasAccounts: true } });
    setup();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/setup'));
    // The answer is applied in the next tasks: let them run, then nothing is shown.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('region', { name: 'Nie ma jeszcze żadnego konta' })).toBeNull();
  });
});
