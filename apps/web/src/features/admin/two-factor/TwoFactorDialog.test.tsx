import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEAM_MESSAGES, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { AdminSessionContext } from '../admin-session';
import { AdminUserMenu } from '../layout/AdminUserMenu';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { recoveryCodesFile } from './RecoveryCodes';

const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String.fromCharCode(97 + index)}${index + 2}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Fundacja:ola?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  issuer: 'Fundacja',
  label: 'ola',
};
const status = (patch: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({ enabled: false, required: false, recoveryCodesLeft: 0, usable: false, ...patch });

function setup() {
  render(
    withQueryClient(
      <MemoryRouter>
        <AdminSessionContext.Provider value={{ id: 1, username: 'ola', role: 'wolontariusz', email: 'ola@fundacja.test' }}>
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

describe('"Weryfikacja dwuetapowa" in the account menu', () => {
  it('enrols with the QR code or the written-out key, then shows the recovery codes once, closed only when marked as saved', async () => {
    let attempt = 0;
    const { calls } = routedFetch({
      'GET /api/account/two-factor': status(),
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/account/two-factor/setup': SETUP,
      'POST /api/account/two-factor/enable': () => {
        attempt += 1;
        return attempt === 1
          ? json(400, { error: TWO_FACTOR_MESSAGES.invalidCode, code: 'invalid_code', fields: { code: TWO_FACTOR_MESSAGES.invalidCode } })
          : json(200, { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES });
      },
    });
    const user = setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Weryfikacja dwuetapowa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    expect(await within(dialog).findByText('Weryfikacja dwuetapowa jest wyłączona.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Włącz weryfikację dwuetapową' }));

    const qr = await within(dialog).findByRole('img', { name: 'Kod QR do dodania konta „ola” (Fundacja) w aplikacji uwierzytelniającej' });
    expect(qr.getAttribute('src')).toBe(SETUP.qrCode);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nie możesz zeskanować? Wpisz ten klucz ręcznie').value).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(calls.filter((call) => call.url === '/api/account/two-factor/setup')).toHaveLength(1);

    const code = within(dialog).getByLabelText<HTMLInputElement>('Kod z aplikacji uwierzytelniającej');
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Włącz weryfikację dwuetapową' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    await waitFor(() => expect(code.value).toBe(''));
    await user.type(code, '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Włącz weryfikację dwuetapową' }));

    const list = await within(dialog).findByRole('list', { name: 'Kody odzyskiwania' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(calls.filter((call) => call.url === '/api/account/two-factor/enable').map((call) => call.body)).toEqual([{ code: '111111' }, { code: '222222' }]);
    const download = within(dialog).getByRole('link', { name: 'Pobierz plik .txt' });
    expect(download.getAttribute('download')).toBe('kody-odzyskiwania-ola.txt');
    expect(decodeURIComponent(download.getAttribute('href')!.replace('data:text/plain;charset=utf-8,', ''))).toBe(recoveryCodesFile('ola', CODES));
    await user.click(within(dialog).getByRole('button', { name: 'Kopiuj kody' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codesCopied)).toBeTruthy();

    // Not closed before the codes are marked as saved: neither by "Gotowe" nor by Escape.
    await user.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Najpierw zaznacz, że kody są zapisane/);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Mam zapisane kody odzyskiwania' })));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Weryfikacja dwuetapowa' })).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mam zapisane kody odzyskiwania' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how many recovery codes are left, and turns off with the password (not while required)', async () => {
    let required = false;
    const { calls } = routedFetch({
      'GET /api/account/two-factor': () => json(200, status({ enabled: true, usable: true, recoveryCodesLeft: 4, required })),
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/account/two-factor/disable': (call: FetchCall) =>
        (call.body as { password: string }).password === 'dobre-haslo'
          ? json(200, { message: TWO_FACTOR_MESSAGES.disabled })
          : json(400, { error: TEAM_MESSAGES.currentPasswordWrong, code: 'wrong_password', fields: { password: TEAM_MESSAGES.currentPasswordWrong } }),
    });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Weryfikacja dwuetapowa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    expect(await within(dialog).findByText('Pozostało: 4 kody odzyskiwania.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Wyłącz weryfikację dwuetapową' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wyłącz weryfikację dwuetapową' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.currentPasswordRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Obecne hasło'), 'zle-haslo');
    await user.click(within(dialog).getByRole('button', { name: 'Wyłącz weryfikację dwuetapową' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TEAM_MESSAGES.currentPasswordWrong);
    required = true;
    await user.type(within(dialog).getByLabelText('Obecne hasło'), 'dobre-haslo');
    await user.click(within(dialog).getByRole('button', { name: 'Wyłącz weryfikację dwuetapową' }));
    await waitFor(() => expect(toasts()).toContain(TWO_FACTOR_MESSAGES.disabled));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ password: 'zle-haslo' }, { password: 'dobre-haslo' }]);
    // Back on the status, as the server now tells it: required, so no way to turn it off.
    expect(await within(dialog).findByText(/Fundacja wymaga weryfikacji dwuetapowej od wszystkich kont, więc nie można jej wyłączyć/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Wyłącz weryfikację dwuetapową' })).toBeNull();
  });
});
