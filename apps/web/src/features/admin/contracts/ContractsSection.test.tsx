import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_MESSAGES, formatDate, todayInPoland, type AdoptionContract } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, type FetchCall, withQueryClient } from '../test-helpers';
import { ContractsSection } from './ContractsSection';

const today = todayInPoland();

function contract(patch: Partial<AdoptionContract> = {}): AdoptionContract {
  return {
    adoptionId: 7,
    adoptedAt: `${today}T08:00:00Z`,
    adopterId: 3,
    surveyId: 11,
    animals: [
      { adoptionId: 7, animalId: 1, name: 'Kluska', species: 'Świnka morska' },
      { adoptionId: 8, animalId: 2, name: 'Żelka', species: 'Świnka morska' },
    ],
    signedOn: null,
    scan: null,
    ...patch,
  };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
/**
 * "<action>: <animals>", the animals' names being for screen readers only. happy-dom computes no
 * CSS, so the name as computed here has a space before ':'.
 */
const named = (action: string, names: string) => new RegExp(`^${action} ?: ${names}$`);

async function setup(initial: AdoptionContract, routes: Parameters<typeof routedFetch>[0] = {}) {
  const user = userEvent.setup();
  const stub = routedFetch({ 'GET /api/adoptions/contracts?adopterId=3': { items: [initial] }, ...routes });
  render(withQueryClient(<ContractsSection of={{ adopterId: 3 }} sectionClassName="s" headingClassName="h" />));
  await screen.findByText('Umowa nr 7: Kluska, Żelka');
  return { ...stub, user };
}

async function openForm(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const toggle = screen.getByRole('button', { name: named('Oznacz jako podpisaną', 'Kluska, Żelka') });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  return screen.getByRole('form', { name: 'Podpisanie umowy nr 7' });
}

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContractsSection', () => {
  it('shows each contract with its download links and unsigned state', async () => {
    await setup(contract());
    expect(screen.getByText('Niepodpisana')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/api/adoptions/7/contract.pdf', '/api/adoptions/7/care-card.pdf']);
    expect(screen.getByRole('link', { name: named('Pobierz umowę \\(PDF\\)', 'Kluska, Żelka') })).toBeTruthy();
    expect(screen.getByRole('link', { name: named('Karta opieki \\(PDF\\)', 'Kluska, Żelka') })).toBeTruthy();
  });

  it('refuses a date before the adoption in the form, then signs and uploads the scan in that order', async () => {
    const signed = contract({ signedOn: today });
    const { calls, user } = await setup(contract(), {
      'PUT /api/adoptions/7/contract/signature': { message: CONTRACT_MESSAGES.signed, contract: signed },
      'POST /api/adoptions/7/contract/scan': () => json(201, { message: CONTRACT_MESSAGES.scanSaved, contract: { ...signed, scan: { contentType: 'application/pdf', size: 9, uploadedAt: `${today}T09:00:00Z` } } }),
    });
    const form = await openForm(user);
    const date = within(form).getByLabelText('Data podpisania') as HTMLInputElement;
    expect(date.value).toBe(today);
    await user.clear(date);
    await user.type(date, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect((await within(form).findByText(/^Data podpisania nie może być wcześniejsza niż data adopcji/)).id).toBe(date.getAttribute('aria-describedby'));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date);
    expect(writes(calls)).toEqual([]);

    await user.clear(date);
    await user.type(date, today);
    await user.upload(within(form).getByLabelText('Skan podpisanej umowy'), new File(['%PDF-1.4'], 'umowa.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(writes(calls)).toEqual(['PUT /api/adoptions/7/contract/signature', 'POST /api/adoptions/7/contract/scan']));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ signedOn: today });
    await waitFor(() => expect(toasts()).toEqual([`info: ${CONTRACT_MESSAGES.signed}`, `info: ${CONTRACT_MESSAGES.scanSaved}`]));
    expect(await screen.findByText(`Podpisana ${formatDate(today)}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: named('Pobierz skan umowy', 'Kluska, Żelka') }).getAttribute('href')).toBe('/api/adoptions/7/contract/scan');
  });

  it('refuses a file that is neither a PDF nor an image before sending anything', async () => {
    const { calls } = await setup(contract());
    // A file picker can be switched to "all files": the form itself must still refuse such a file.
    const user = userEvent.setup({ applyAccept: false });
    const form = await openForm(user);
    const scan = within(form).getByLabelText('Skan podpisanej umowy');
    await user.upload(scan, new File(['<html>'], 'umowa.html', { type: 'text/html' }));
    // Said as soon as the file is chosen.
    expect(await within(form).findByText(CONTRACT_MESSAGES.scanRejected)).toBeTruthy();
    expect(scan.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(within(form).getByText(CONTRACT_MESSAGES.scanRejected)).toBeTruthy();
    expect(document.activeElement).toBe(scan);
    expect(writes(calls)).toEqual([]);
  });

  it('shows the load error with a retry', async () => {
    routedFetch({ 'GET /api/adoptions/contracts': () => json(500, { error: 'x', code: 'internal' }) });
    render(withQueryClient(<ContractsSection of={{ surveyId: 4 }} sectionClassName="s" headingClassName="h" />));
    expect(await screen.findByText(CONTRACT_MESSAGES.contractsFailed)).toBeTruthy();
  });
});
