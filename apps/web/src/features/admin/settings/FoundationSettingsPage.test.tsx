import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_FOUNDATION_SETTINGS, FOUNDATION_MESSAGES, type FoundationSettings } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { FoundationSettingsPage } from './FoundationSettingsPage';

const STORED: FoundationSettings = {
  name: 'Fundacja Puszyste Serca',
  address: 'ul. Ogrodowa 7\n30-001 Kraków',
  email: 'kontakt@puszyste-serca.pl',
  krs: '0000987654',
  nip: '5251234560',
  regon: '146789017',
  bankAccount: '61109010140000071219812874',
  facebookUrl: 'https://www.facebook.com/puszyste-serca',
  instagramUrl: '',
};

function setup() {
  const user = userEvent.setup();
  render(
    withQueryClient(
      <MemoryRouter>
        <FoundationSettingsPage />
      </MemoryRouter>,
    ),
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
/** The error shown under a field: the element its aria-describedby names with the role alert. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent;

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Dane fundacji (/admin/settings/foundation)', () => {
  it('shows the saved data in labelled fields, numbers grouped for reading, with where each is shown publicly', async () => {
    routedFetch({ 'GET /api/settings/foundation': STORED });
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Dane fundacji' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Nazwa fundacji', { exact: false })).value).toBe(STORED.name);
    expect(field('Adres siedziby').value).toBe('ul. Ogrodowa 7\n30-001 Kraków');
    expect(field('NIP').value).toBe('525-123-45-60');
    expect(field('Numer konta bankowego').value).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(field('Profil na Instagramie').value).toBe('');
    // Each field says where the public site shows it.
    expect(document.getElementById(`${field('Numer konta bankowego').id}-hint`)?.textContent).toContain('Kopiuj numer konta');
    expect(screen.getByText(/Strona publiczna pokazuje tylko pola uzupełnione/)).toBeTruthy();
    expect(screen.queryByText(FOUNDATION_MESSAGES.incompleteTitle, { exact: false })).toBeNull();
  });

  it('says what is missing while the data is incomplete', async () => {
    routedFetch({ 'GET /api/settings/foundation': { ...EMPTY_FOUNDATION_SETTINGS, email: 'a@b.pl' } });
    setup();
    expect(await screen.findByText(/Nie uzupełniono: adres, KRS, NIP, REGON, numer konta\./)).toBeTruthy();
  });

  it('checks the fields before sending: a bad NIP is named under its field and nothing is sent', async () => {
    const { calls } = routedFetch({ 'GET /api/settings/foundation': STORED });
    const { user } = setup();
    const nip = await screen.findByLabelText('NIP', { exact: false });
    await user.clear(nip);
    await user.type(nip, '525-123-45-61');
    await user.click(screen.getByRole('button', { name: 'Zapisz dane fundacji' }));
    await waitFor(() => expect(errorOf(nip)).toBe(FOUNDATION_MESSAGES.nipChecksum));
    expect(nip.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nip);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows the server’s field errors next to their fields and keeps the typed values', async () => {
    routedFetch({
      'GET /api/settings/foundation': STORED,
      'PUT /api/settings/foundation': () =>
        json(400, { error: FOUNDATION_MESSAGES.bankAccountChecksum, code: 'validation_failed', fields: { bankAccount: FOUNDATION_MESSAGES.bankAccountChecksum } }),
    });
    const { user } = setup();
    const email = await screen.findByLabelText('E-mail fundacji', { exact: false });
    await user.clear(email);
    await user.type(email, 'biuro@puszyste-serca.pl');
    await user.click(screen.getByRole('button', { name: 'Zapisz dane fundacji' }));
    const account = field('Numer konta bankowego');
    await waitFor(() => expect(errorOf(account)).toBe(FOUNDATION_MESSAGES.bankAccountChecksum));
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(email).toHaveProperty('value', 'biuro@puszyste-serca.pl');
    expect(toasts()).toEqual([]);
  });

  it('saves the normalised data with a busy button, then shows the saved values and a success message', async () => {
    let release: (response: Response) => void = () => undefined;
    const { calls } = routedFetch({
      'GET /api/settings/foundation': STORED,
      'PUT /api/settings/foundation': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = setup();
    const account = await screen.findByLabelText('Numer konta bankowego', { exact: false });
    await user.clear(account);
    await user.click(screen.getByRole('button', { name: 'Zapisz dane fundacji' }));

    const busy = await screen.findByRole('button', { name: 'Zapisywanie…' });
    expect(busy).toHaveProperty('disabled', true);
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/settings/foundation');
    expect(put.body).toEqual({ ...STORED, bankAccount: '' });

    release(json(200, { ...STORED, bankAccount: '' }));
    expect(await screen.findByRole('button', { name: 'Zapisz dane fundacji' })).toHaveProperty('disabled', false);
    expect(toasts()).toEqual([`info: ${FOUNDATION_MESSAGES.saved}`]);
    expect(field('Numer konta bankowego').value).toBe('');
    expect(await screen.findByText(/Nie uzupełniono: numer konta\./)).toBeTruthy();
  });

  it('shows an error card with a retry when the data cannot be read', async () => {
    let calls = 0;
    routedFetch({
      'GET /api/settings/foundation': () => {
        calls += 1;
        return calls === 1 ? json(500, { error: 'Wystąpił nieoczekiwany błąd serwera.', code: 'internal' }) : json(200, STORED);
      },
    });
    const { user } = setup();
    expect(await screen.findByText('Wystąpił nieoczekiwany błąd serwera.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect((await screen.findByLabelText<HTMLInputElement>('Nazwa fundacji', { exact: false })).value).toBe(STORED.name);
  });
});
