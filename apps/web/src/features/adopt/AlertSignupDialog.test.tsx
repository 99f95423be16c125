import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ALERT_MESSAGES, PRIVACY_POLICY_VERSION } from '@pets/shared';
import { AlertSignupDialog } from './AlertSignupDialog';
import { withQueryClient } from '../../test/query-client';

// The modal's dialog is a lazy chunk in the app; here it renders at once, so the form is there to query.
vi.mock('../../ui/Modal', async () => ({ Modal: (await import('../../ui/Dialog')).Dialog }));

async function settle(times = 6) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 202, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AlertSignupDialog', () => {
  it('shows the shared schema messages after the first submit, focusing the first wrong field, then follows changes', async () => {
    render(withQueryClient(<AlertSignupDialog filteredSpecies={[]} onClose={() => undefined} />));
    const email = screen.getByRole('textbox', { name: 'Adres e-mail' });
    fireEvent.input(email, { target: { value: 'ania@' } });
    await settle();
    expect(screen.queryByText(ALERT_MESSAGES.emailInvalid)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz mnie' }));
    await settle();
    expect(screen.getByText(ALERT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(ALERT_MESSAGES.speciesRequired)).toBeTruthy();
    expect(screen.getByText(ALERT_MESSAGES.policyRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.input(email, { target: { value: ' ania@example.pl ' } });
    await settle();
    expect(screen.queryByText(ALERT_MESSAGES.emailInvalid)).toBeNull();
  });

  it('starts with the filtered species ticked and sends the trimmed address with the species in the spec order', async () => {
    render(withQueryClient(<AlertSignupDialog filteredSpecies={['Szczur']} onClose={() => undefined} />));
    expect((screen.getByRole('checkbox', { name: 'Szczur' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.input(screen.getByRole('textbox', { name: 'Adres e-mail' }), { target: { value: ' ania@example.pl ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Królik' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Zgadzam się/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz mnie' }));
    await settle();
    const init = vi.mocked(fetch).mock.calls[0]![1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ania@example.pl',
      species: ['Królik', 'Szczur'],
      policy: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      website: '',
    });
    expect(screen.getByRole('status').textContent).toBe(ALERT_MESSAGES.subscribed);
  });
});
