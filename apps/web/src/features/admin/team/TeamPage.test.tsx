import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ROLE_MESSAGES, TEAM_MESSAGES, TWO_FACTOR_MESSAGES, type TeamAccount } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { AdminSessionContext } from '../admin-session';
import { findConfirm, json, routedFetch, withQueryClient } from '../test-helpers';
import { TeamPage } from './TeamPage';

function account(id: number, username: string, patch: Partial<TeamAccount> = {}): TeamAccount {
  return {
    id,
    username,
    role: 'koordynator',
    email: `${username}@fundacja.test`,
    mustChangePassword: false,
    createdAt: '2026-01-05T09:00:00.000Z',
    lastLoginAt: '2026-03-01T08:30:00.000Z',
    disabledAt: null,
    linkExpiresAt: null,
    twoFactor: false,
    ...patch,
  };
}

const ANNA = account(1, 'anna');
const BARTEK = account(2, 'bartek');
const CELINA = account(3, 'celina', { disabledAt: '2026-02-01T10:00:00.000Z', lastLoginAt: null });

function setup() {
  const user = userEvent.setup();
  render(
    withQueryClient(
      <MemoryRouter>
        <AdminSessionContext.Provider value={{ id: 1, username: 'anna', role: 'administrator', email: 'anna@fundacja.test' }}>
          <TeamPage />
        </AdminSessionContext.Provider>
        <ConfirmDialog />
      </MemoryRouter>,
    ),
  );
  return { user };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  useToastStore.getState().reset();
  useConfirmStore.setState({ request: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Zespół (/admin/team)', () => {
  it('lists the accounts with their state; one’s own row offers no disable or reset', async () => {
    routedFetch({ 'GET /api/team/accounts': [ANNA, BARTEK, CELINA, account(4, 'darek', { lastLoginAt: null, linkExpiresAt: '2026-03-03T10:00:00.000Z' })] });
    setup();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Zespół' })).toBeTruthy();
    const own = row('anna');
    expect(within(own).getByText('(Ty)')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(row('bartek')).getByRole('button', { name: 'Wyłącz konto „bartek”' })).toBeTruthy();
    expect(within(row('celina')).getByText('Wyłączone od 01.02.2026')).toBeTruthy();
    expect(within(row('celina')).getByRole('button', { name: 'Włącz konto „celina”' })).toBeTruthy();
    expect(within(row('darek')).getByText(/^Czeka na ustawienie hasła \(link ważny do 03\.03\.2026/)).toBeTruthy();
    expect(within(row('darek')).getByText('Jeszcze się nie logowało')).toBeTruthy();
  });

  it('adds an account and shows its one-time password once, with a warning and a copy button', async () => {
    const { calls } = routedFetch({
      'GET /api/team/accounts': [ANNA],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts': () => json(201, { message: TEAM_MESSAGES.created('ewa'), account: account(5, 'ewa', { lastLoginAt: null }), password: 'abcde-fghjk-mnpqr-stuvw' }),
    });
    const { user } = setup();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Nazwa użytkownika (login)'), 'ewa');
    expect((screen.getByLabelText('Rola') as HTMLSelectElement).value).toBe('wolontariusz');
    await user.selectOptions(screen.getByLabelText('Rola'), 'koordynator');
    await user.type(screen.getByLabelText('Adres e-mail tej osoby'), 'ewa@example.org');
    expect((screen.getByRole('radio', { name: /Wygeneruj hasło jednorazowe/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dodaj konto' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hasło jednorazowe konta „ewa”' });
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ username: 'ewa', role: 'koordynator', email: 'ewa@example.org', delivery: 'password' });
    expect((within(dialog).getByLabelText('Hasło') as HTMLInputElement).value).toBe('abcde-fghjk-mnpqr-stuvw');
    expect(within(dialog).getByText(/nie będzie można go zobaczyć ponownie/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Kopiuj hasło' }));
    expect(writeText).toHaveBeenCalledWith('abcde-fghjk-mnpqr-stuvw');
    expect(await within(dialog).findByText(TEAM_MESSAGES.copied)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hasło zapisane, zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Nazwa użytkownika (login)') as HTMLInputElement).value).toBe('');
  });

  it('sends a set-password link instead when asked, checking the address first', async () => {
    const { calls } = routedFetch({
      'GET /api/team/accounts': [ANNA],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts': () => json(201, { message: TEAM_MESSAGES.createdWithLink('filip'), account: account(6, 'filip') }),
    });
    const { user } = setup();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Nazwa użytkownika (login)'), 'filip');
    await user.click(screen.getByRole('radio', { name: /Wyślij link do ustawienia własnego hasła na ten adres/ }));
    await user.type(screen.getByLabelText('Adres e-mail tej osoby'), 'filip@');
    await user.click(screen.getByRole('button', { name: 'Dodaj konto' }));
    expect(await screen.findByText(TEAM_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Adres e-mail tej osoby').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Adres e-mail tej osoby')));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Adres e-mail tej osoby'), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Dodaj konto' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${TEAM_MESSAGES.createdWithLink('filip')}`));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ username: 'filip', role: 'wolontariusz', email: 'filip@example.org', delivery: 'email' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says next to the login field that it is taken', async () => {
    routedFetch({
      'GET /api/team/accounts': [ANNA, BARTEK],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts': () => json(409, { error: TEAM_MESSAGES.usernameTaken, code: 'username_taken' }),
    });
    const { user } = setup();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Nazwa użytkownika (login)'), 'Bartek');
    await user.type(screen.getByLabelText('Adres e-mail tej osoby'), 'bartek2@example.org');
    await user.click(screen.getByRole('button', { name: 'Dodaj konto' }));
    const field = screen.getByLabelText('Nazwa użytkownika (login)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText(TEAM_MESSAGES.usernameTaken)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('checks the login and the address before sending, and focuses the first wrong field', async () => {
    const { calls } = routedFetch({ 'GET /api/team/accounts': [ANNA], 'GET /api/history': { items: [], nextBefore: null } });
    const { user } = setup();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Nazwa użytkownika (login)'), ' e ');
    await user.click(screen.getByRole('button', { name: 'Dodaj konto' }));
    const login = screen.getByLabelText('Nazwa użytkownika (login)');
    expect(screen.getByText('Nazwa użytkownika musi mieć co najmniej 3 znaki.')).toBeTruthy();
    expect(login.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Adres e-mail tej osoby').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(login));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('disables a colleague after a confirmation that says their sessions end, and shows a refusal in Polish', async () => {
    let disabled = 0;
    const { calls } = routedFetch({
      'GET /api/team/accounts': [ANNA, BARTEK],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts/2/disable': () => {
        disabled += 1;
        return disabled === 1
          ? json(200, { message: TEAM_MESSAGES.disabled('bartek'), account: { ...BARTEK, disabledAt: '2026-03-02T10:00:00.000Z' } })
          : json(409, { error: TEAM_MESSAGES.lastActive, code: 'last_active_account' });
      },
    });
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(within(row('bartek')).getByRole('button', { name: 'Wyłącz konto „bartek”' }));
    const question = await findConfirm();
    expect(within(question).getByText(/^Wyłączyć konto „bartek”\? .*otwarte sesje zostaną od razu zakończone/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));

    await user.click(within(row('bartek')).getByRole('button', { name: 'Wyłącz konto „bartek”' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Wyłącz konto' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${TEAM_MESSAGES.disabled('bartek')}`));

    await user.click(within(row('bartek')).getByRole('button', { name: 'Wyłącz konto „bartek”' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Wyłącz konto' }));
    await waitFor(() => expect(toasts()).toContain(`error: ${TEAM_MESSAGES.lastActive}`));
  });

  it('shows who uses two-step sign-in and removes a colleague’s second factor after a confirmation', async () => {
    const withFactor = { ...BARTEK, twoFactor: true };
    let accounts = [{ ...ANNA, twoFactor: true }, withFactor];
    const { calls } = routedFetch({
      'GET /api/team/accounts': () => json(200, accounts),
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts/2/two-factor/reset': () => {
        accounts = [accounts[0]!, { ...withFactor, twoFactor: false }];
        return json(200, { message: TWO_FACTOR_MESSAGES.resetDone('bartek') });
      },
    });
    const { user } = setup();
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Weryfikacja dwuetapowa' })).toBeTruthy();
    expect(within(row('anna')).getByText('Włączona')).toBeTruthy();
    // One's own factor is changed from the account menu, not here.
    expect(within(row('anna')).queryByRole('button')).toBeNull();
    await user.click(within(row('bartek')).getByRole('button', { name: 'Wyłącz weryfikację dwuetapową konta „bartek”' }));
    const question = await findConfirm();
    expect(within(question).getByText(/^Wyłączyć weryfikację dwuetapową konta „bartek”\? .*kody odzyskiwania przestaną działać\. Dostanie o tym e-mail/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));

    await user.click(within(row('bartek')).getByRole('button', { name: 'Wyłącz weryfikację dwuetapową konta „bartek”' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Wyłącz weryfikację' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${TWO_FACTOR_MESSAGES.resetDone('bartek')}`));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/team/accounts/2/two-factor/reset']);
    await waitFor(() => expect(within(row('bartek')).getByText('Wyłączona')).toBeTruthy());
    expect(within(row('bartek')).queryByRole('button', { name: /Wyłącz weryfikację dwuetapową/ })).toBeNull();
  });

  it('resets a colleague’s password: warns first, then shows the new one-time password', async () => {
    const { calls } = routedFetch({
      'GET /api/team/accounts': [ANNA, BARTEK],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts/2/reset-password': { message: TEAM_MESSAGES.passwordReset('bartek'), account: BARTEK, password: 'zzzzz-yyyyy-xxxxx-wwwww' },
    });
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(within(row('bartek')).getByRole('button', { name: 'Zresetuj hasło konta „bartek”' }));
    const dialog = screen.getByRole('dialog', { name: 'Zresetuj hasło konta „bartek”' });
    expect(within(dialog).getByText(/Dotychczasowe hasło przestanie działać od razu/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zresetuj hasło' }));
    const shown = await screen.findByRole('dialog', { name: 'Hasło jednorazowe konta „bartek”' });
    expect((within(shown).getByLabelText('Hasło') as HTMLInputElement).value).toBe('zzzzz-yyyyy-xxxxx-wwwww');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ delivery: 'password' });
  });

  it('sends a colleague a set-password link to the address on their account, and offers no link without one', async () => {
    const NO_EMAIL = account(7, 'gosia', { email: null });
    const { calls } = routedFetch({
      'GET /api/team/accounts': [ANNA, BARTEK, NO_EMAIL],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts/2/reset-password': { message: TEAM_MESSAGES.passwordResetWithLink('bartek'), account: BARTEK },
    });
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(within(row('gosia')).getByRole('button', { name: 'Zresetuj hasło konta „gosia”' }));
    let dialog = screen.getByRole('dialog', { name: 'Zresetuj hasło konta „gosia”' });
    expect((within(dialog).getByRole('radio', { name: /Wyślij link/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(ROLE_MESSAGES.noEmailOnAccount)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    await user.click(within(row('bartek')).getByRole('button', { name: 'Zresetuj hasło konta „bartek”' }));
    dialog = screen.getByRole('dialog', { name: 'Zresetuj hasło konta „bartek”' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Wyślij link do ustawienia własnego hasła na bartek@fundacja.test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zresetuj hasło' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${TEAM_MESSAGES.passwordResetWithLink('bartek')}`));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ delivery: 'email' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes a colleague’s role after a confirmation naming what it allows; one’s own role is only shown', async () => {
    const { calls } = routedFetch({
      'GET /api/team/accounts': [{ ...ANNA, role: 'administrator' }, BARTEK],
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/team/accounts/2/role': { message: ROLE_MESSAGES.roleChanged('bartek', 'wolontariusz'), account: { ...BARTEK, role: 'wolontariusz' } },
    });
    const { user } = setup();
    await screen.findByRole('table');
    expect(within(row('anna')).getByText('Administrator')).toBeTruthy();
    expect(within(row('anna')).queryByRole('combobox')).toBeNull();
    const select = within(row('bartek')).getByRole('combobox', { name: 'Rola konta „bartek”' });
    expect((select as HTMLSelectElement).value).toBe('koordynator');
    await user.selectOptions(select, 'wolontariusz');
    const question = await findConfirm();
    expect(within(question).getByText(/^Zmienić rolę konta „bartek” na: wolontariusz\? Uprawnienia po zmianie: podgląd zwierząt/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Zmień rolę' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${ROLE_MESSAGES.roleChanged('bartek', 'wolontariusz')}`));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ role: 'wolontariusz' });
  });

  it('shows a retry when the list cannot be loaded', async () => {
    routedFetch({ 'GET /api/team/accounts': () => json(500, { error: TEAM_MESSAGES.listFailed, code: 'internal' }) });
    setup();
    expect(await screen.findByText(TEAM_MESSAGES.listFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeTruthy();
  });
});
