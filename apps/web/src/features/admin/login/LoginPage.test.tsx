import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { LoginPage } from './LoginPage';
import { LOGIN_FLASH_KEY, loginTarget, takeLoginFlash } from './login-flash';
import { hasSessionHint, rememberSessionHint } from './session-hint';
import { cleanup, flush, render } from '../../../test/dom';
import { json, routedFetch, setValue, submit } from '../test-helpers';

function setup(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/*', element: <p>panel</p> },
    ],
    { initialEntries: [{ pathname: '/admin/login', state }] },
  );
  const rendered = render(<RouterProvider router={router} />);
  const $ = <T extends Element>(selector: string) => rendered.container.querySelector<T>(selector);
  return { router, ...rendered, $ };
}

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
    const { $ } = setup();
    await flush();
    submit($('form'));
    await flush();
    expect($('#login-username-error')?.textContent).toBe(MESSAGES.auth.usernameRequired);
    expect($('#login-password-error')?.textContent).toBe(MESSAGES.auth.passwordRequired);
    expect($('#login-username')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('#login-username'));
    setValue($('#login-username'), 'ola');
    submit($('form'));
    await flush();
    expect($('#login-username-error')).toBeNull();
    expect(document.activeElement).toBe($('#login-password'));
    expect(calls.filter((call) => call.url === '/api/auth/login')).toHaveLength(0);
  });

  it("disables the inputs while signing in and shows the server's error", async () => {
    let answer: (response: Response) => void = () => {};
    routedFetch({ ...signedOut, 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { $, container } = setup();
    await flush();
    setValue($('#login-username'), 'ola');
    setValue($('#login-password'), 'zle-haslo');
    submit($('form'));
    await flush();
    expect($<HTMLInputElement>('#login-username')!.disabled).toBe(true);
    expect($<HTMLInputElement>('#login-password')!.disabled).toBe(true);
    expect($<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    answer(json(401, { error: MESSAGES.auth.invalidCredentials, code: 'invalid_credentials' }));
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.auth.invalidCredentials);
    expect($<HTMLInputElement>('#login-username')!.disabled).toBe(false);
    expect($<HTMLInputElement>('#login-password')!.value).toBe('');
  });

  it('falls back to the default failure text', async () => {
    routedFetch({ ...signedOut, 'POST /api/auth/login': () => json(500, '') });
    const { $, container } = setup();
    await flush();
    setValue($('#login-username'), 'ola');
    setValue($('#login-password'), 'x');
    submit($('form'));
    await flush();
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Błąd logowania. Spróbuj ponownie.');
  });

  it('keeps the success message once and goes to the page the visitor came from', async () => {
    const { calls } = routedFetch({ ...signedOut, 'POST /api/auth/login': { message: 'Zalogowano pomyślnie', user: { id: 1, username: 'ola' } } });
    const { $, router } = setup({ from: '/admin/animals/browse' });
    await flush();
    setValue($('#login-username'), '  ola ');
    setValue($('#login-password'), 'sekret');
    submit($('form'));
    await flush();
    await flush();
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
    await flush();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('asks for no session when this browser has none (no 401s in the console)', async () => {
    const { calls } = routedFetch(signedOut);
    const { $ } = setup();
    await flush();
    expect(calls).toEqual([]);
    expect($('form')).not.toBeNull();
  });

  it('forgets a stale hint after the check finds no session, and remembers a new sign-in', async () => {
    rememberSessionHint();
    const { calls } = routedFetch({ ...signedOut, 'POST /api/auth/login': { message: 'Zalogowano pomyślnie' } });
    const { $ } = setup();
    await flush(6);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(hasSessionHint()).toBe(false);
    setValue($('#login-username'), 'ola');
    setValue($('#login-password'), 'sekret');
    submit($('form'));
    await flush();
    await flush();
    expect(hasSessionHint()).toBe(true);
  });

  it('only returns to admin pages', () => {
    expect(loginTarget({ from: '/admin/surveys?x=1' })).toBe('/admin/surveys?x=1');
    expect(loginTarget({ from: '/admin/login' })).toBe('/admin');
    expect(loginTarget({ from: '/kontakt' })).toBe('/admin');
    expect(loginTarget({ from: '//evil.example/admin' })).toBe('/admin');
    expect(loginTarget(null)).toBe('/admin');
  });
});
