import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TWO_FACTOR_MESSAGES } from '@pets/shared';
import { AdminGuard } from '../AdminGuard';
import { routedFetch, withQueryClient } from '../test-helpers';

const CODES = Array.from({ length: 10 }, (_, index) => `wxyz-abcd-efgh-jk${String.fromCharCode(109 + index)}${index + 2}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the enrolment the settings require', () => {
  it('comes before the panel: enrol, mark the recovery codes as saved, then the page opens', async () => {
    const { calls } = routedFetch({
      'GET /api/auth/me': { user: { id: 3, username: 'wera', role: 'wolontariusz', email: null }, mustChangePassword: false, twoFactorEnabled: false, twoFactorSetupRequired: true },
      'POST /api/account/two-factor/setup': { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', issuer: 'Fundacja', label: 'wera' },
      'POST /api/account/two-factor/enable': { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES },
    });
    const user = userEvent.setup();
    render(
      withQueryClient(
        <MemoryRouter initialEntries={['/admin/surveys']}>
          <AdminGuard>
            <p>panel</p>
          </AdminGuard>
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Włącz weryfikację dwuetapową' })).toBeTruthy();
    expect(screen.getByText(/Zalogowano jako wera\. Najpierw włącz weryfikację dwuetapową/)).toBeTruthy();
    expect(screen.queryByText('panel')).toBeNull();
    await user.type(await screen.findByLabelText('Kod z aplikacji uwierzytelniającej'), '123456');
    await user.click(screen.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }));
    expect(await screen.findByRole('list', { name: 'Kody odzyskiwania' })).toBeTruthy();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.enabled)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Mam zapisane kody odzyskiwania' }));
    await user.click(screen.getByRole('button', { name: 'Przejdź do panelu' }));
    await waitFor(() => expect(screen.getByText('panel')).toBeTruthy());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/auth/me', 'POST /api/account/two-factor/setup', 'POST /api/account/two-factor/enable']);
  });
});
