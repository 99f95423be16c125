import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARE_RECORD_MESSAGES as M, type AnimalWeights, type HealthEntry } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { HealthTab } from './HealthTab';

const VACCINATION: HealthEntry = {
  id: 5,
  animalId: 9,
  type: 'szczepienie',
  date: '2026-01-10',
  description: 'RHD1 i RHD2',
  costGrosze: 12050,
  clinicId: 2,
  clinicName: 'Lecznica Zwierzyniec',
  nextDue: '2026-01-20',
  doseEveryHours: null,
  courseUntil: null,
  note: '',
  version: 1,
  createdBy: 'ola',
  updatedAt: '2026-01-10T10:00:00Z',
  attachments: [{ id: 3, name: 'faktura-12.pdf', contentType: 'application/pdf', size: 2048 }],
};

const WEIGHTS: AnimalWeights = {
  weights: [
    { id: 1, date: '2026-01-01', grams: 2100 },
    { id: 2, date: '2026-01-10', grams: 1850 },
  ],
  drop: { fromGrams: 2100, toGrams: 1850, fromDate: '2026-01-01', toDate: '2026-01-10', percent: 12 },
};

function setup(role: 'administrator' | 'wolontariusz' = 'administrator', extra: Record<string, unknown> = {}) {
  const stub = routedFetch({
    'GET /api/animals/9/health': role === 'wolontariusz' ? [{ ...VACCINATION, costGrosze: undefined, attachments: undefined }] : [VACCINATION],
    'GET /api/animals/9/weights': WEIGHTS,
    'GET /api/clinics': [{ id: 2, name: 'Lecznica Zwierzyniec' }],
    ...extra,
  });
  render(withQueryClient(<HealthTab animalId={9} species="Królik" />, { role }));
  return { ...stub, user: userEvent.setup() };
}

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the "Zdrowie i waga" tab', () => {
  it('lists the card with its cost, clinic and an overdue next-due date, and warns of the weight drop', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Wpisy w karcie zdrowia' });
    const entry = within(list).getByRole('article', { name: /Szczepienie.*RHD1 i RHD2/ });
    expect(entry.textContent).toContain('Lecznica Zwierzyniec');
    expect(entry.textContent).toContain('120,50\u00a0zł');
    expect(entry.textContent).toContain('(po terminie)');
    expect((await screen.findByRole('status')).textContent).toContain('Spadek wagi o 12% w 9 dni (z 2100 g do 1850 g)');
    expect(screen.getByRole('table', { name: 'Ważenia: data i waga w gramach' })).toBeTruthy();
  });

  it('adds an entry: a cost with three decimals is refused before sending, then it goes in grosze with the species schedule as its next date', async () => {
    const { calls, user } = setup('administrator', {
      'POST /api/animals/9/health': (call: { body: unknown }) => json(201, { message: M.entrySaved, entry: { ...VACCINATION, id: 6, ...(call.body as object) } }),
    });
    await screen.findByRole('list', { name: 'Wpisy w karcie zdrowia' });
    await user.click(screen.getByRole('button', { name: 'Dodaj wpis' }));
    const form = screen.getByRole('group', { name: 'Nowy wpis' });
    await user.clear(within(form).getByLabelText(/^Data/));
    await user.type(within(form).getByLabelText(/^Data/), '2026-02-01');
    await user.click(within(form).getByRole('button', { name: /^RHD1 i RHD2: co roku/ }));
    expect((within(form).getByLabelText(/^Opis/) as HTMLInputElement).value).toBe('RHD1 i RHD2');
    expect((within(form).getByLabelText('Następny termin') as HTMLInputElement).value).toBe('2027-02-01');
    await user.type(within(form).getByLabelText('Koszt (zł)'), '85,505');
    await user.click(within(form).getByRole('button', { name: 'Dodaj wpis' }));
    expect(await within(form).findByText(M.costInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Koszt (zł)'));
    await user.type(within(form).getByLabelText('Koszt (zł)'), '85,50');
    await user.selectOptions(within(form).getByLabelText('Lecznica'), 'Lecznica Zwierzyniec');
    await user.click(within(form).getByRole('button', { name: 'Dodaj wpis' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'szczepienie',
      date: '2026-02-01',
      description: 'RHD1 i RHD2',
      costGrosze: 8550,
      clinicId: 2,
      nextDue: '2027-02-01',
      doseEveryHours: null,
      courseUntil: null,
      note: '',
    });
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(M.entrySaved));
  });

  it('shows a volunteer no cost field, and a correction names the version it was made on', async () => {
    const { calls, user } = setup('wolontariusz', {
      'PUT /api/animals/9/health/5': () => json(409, { error: M.entryChanged, code: 'entry_changed' }),
    });
    await user.click(await screen.findByRole('button', { name: /^Popraw wpis: Szczepienie RHD1 i RHD2/ }));
    const form = screen.getByRole('group', { name: 'Popraw wpis' });
    expect(within(form).queryByLabelText('Koszt (zł)')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Zapisz poprawkę' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 1, description: 'RHD1 i RHD2' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('costGrosze');
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(M.entryChanged));
    // The card is read again, with the colleague's version.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/animals/9/health').length).toBeGreaterThan(1));
  });

  it('links the attached invoice and attaches another for coordination; a volunteer sees neither', async () => {
    const { calls, user } = setup('administrator', {
      'POST /api/animals/9/health/5/attachments': () => json(201, { message: M.attachmentSaved, attachments: [] }),
    });
    const link = await screen.findByRole('link', { name: 'faktura-12.pdf' });
    expect(link.getAttribute('href')).toBe('/api/animals/9/health/5/attachments/3');
    await user.upload(screen.getByLabelText('Dołącz fakturę lub wynik'), new File(['%PDF-1.4'], 'wynik.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/animals/9/health/5/attachments'));
    expect((calls.find((call) => call.method === 'POST')?.body as FormData).get('plik')).toBeInstanceOf(File);
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(M.attachmentSaved));
    cleanup();
    setup('wolontariusz');
    await screen.findByRole('list', { name: 'Wpisy w karcie zdrowia' });
    expect(screen.queryByRole('link', { name: 'faktura-12.pdf' })).toBeNull();
    expect(screen.queryByLabelText('Dołącz fakturę lub wynik')).toBeNull();
  });

  it('records a weighing and shows the server\'s message under the grams', async () => {
    const { user } = setup('administrator', { 'POST /api/animals/9/weights': () => json(400, { error: M.gramsInvalid, code: 'validation', fields: { grams: M.gramsInvalid } }) });
    await screen.findByRole('table', { name: 'Ważenia: data i waga w gramach' });
    await user.type(screen.getByLabelText('Waga (g)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Zapisz ważenie' }));
    expect(await screen.findByText(M.gramsInvalid, { selector: '.animal-field__error' })).toBeTruthy();
  });
});
