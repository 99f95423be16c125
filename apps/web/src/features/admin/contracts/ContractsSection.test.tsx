import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { CONTRACT_MESSAGES, formatDate, todayInPoland, type AdoptionContract } from '@pets/shared';
import { cleanup, click, flush, getByText, render } from '../../../test/dom';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, setValue, submit, type FetchCall } from '../test-helpers';
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

async function setup(initial: AdoptionContract, routes: Parameters<typeof routedFetch>[0] = {}) {
  const stub = routedFetch({ 'GET /api/adoptions/contracts?adopterId=3': { items: [initial] }, ...routes });
  const rendered = render(<ContractsSection of={{ adopterId: 3 }} sectionClassName="s" headingClassName="h" />);
  await flush();
  return { ...stub, ...rendered };
}

function openForm(container: HTMLElement): HTMLFormElement {
  const toggle = container.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  expect(toggle.textContent).toBe('Oznacz jako podpisaną: Kluska, Żelka');
  click(toggle);
  return container.querySelector<HTMLFormElement>('form[aria-label="Podpisanie umowy nr 7"]')!;
}

const input = (form: HTMLFormElement, label: string) => {
  const id = Array.from(form.querySelectorAll('label')).find((element) => element.textContent === label)?.htmlFor;
  return form.querySelector<HTMLInputElement>(`#${CSS.escape(id ?? '')}`)!;
};

function chooseFile(field: HTMLInputElement, file: File) {
  Object.defineProperty(field, 'files', { value: [file], configurable: true });
  act(() => {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useConfirmStore.getState().answer(false));
});

describe('ContractsSection', () => {
  it('shows each contract with its download links and unsigned state', async () => {
    const { container } = await setup(contract());
    expect(getByText(container, 'Umowa nr 7: Kluska, Żelka')).toBeTruthy();
    expect(getByText(container, 'Niepodpisana')).toBeTruthy();
    const links = Array.from(container.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/api/adoptions/7/contract.pdf', '/api/adoptions/7/care-card.pdf']);
  });

  it('refuses a date before the adoption in the form, then signs and uploads the scan in that order', async () => {
    const signed = contract({ signedOn: today });
    const { container, calls } = await setup(contract(), {
      'PUT /api/adoptions/7/contract/signature': { message: CONTRACT_MESSAGES.signed, contract: signed },
      'POST /api/adoptions/7/contract/scan': () => json(201, { message: CONTRACT_MESSAGES.scanSaved, contract: { ...signed, scan: { contentType: 'application/pdf', size: 9, uploadedAt: `${today}T09:00:00Z` } } }),
    });
    const form = openForm(container);
    expect(input(form, 'Data podpisania').value).toBe(today);
    setValue(input(form, 'Data podpisania'), '2020-01-01');
    submit(form);
    await flush();
    expect(form.textContent).toContain('Data podpisania nie może być wcześniejsza niż data adopcji');
    expect(writes(calls)).toEqual([]);

    setValue(input(form, 'Data podpisania'), today);
    chooseFile(input(form, 'Skan podpisanej umowy'), new File(['%PDF-1.4'], 'umowa.pdf', { type: 'application/pdf' }));
    submit(form);
    await flush(6);
    expect(writes(calls)).toEqual(['PUT /api/adoptions/7/contract/signature', 'POST /api/adoptions/7/contract/scan']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ signedOn: today });
    expect(toasts()).toEqual([`info: ${CONTRACT_MESSAGES.signed}`, `info: ${CONTRACT_MESSAGES.scanSaved}`]);
    expect(getByText(container, `Podpisana ${formatDate(today)}`)).toBeTruthy();
    expect(container.querySelector('a[href="/api/adoptions/7/contract/scan"]')).not.toBeNull();
  });

  it('refuses a file that is neither a PDF nor an image before sending anything', async () => {
    const { container, calls } = await setup(contract());
    const form = openForm(container);
    chooseFile(input(form, 'Skan podpisanej umowy'), new File(['<html>'], 'umowa.html', { type: 'text/html' }));
    submit(form);
    await flush();
    expect(form.textContent).toContain(CONTRACT_MESSAGES.scanRejected);
    expect(writes(calls)).toEqual([]);
  });

  it('shows the load error with a retry', async () => {
    routedFetch({ 'GET /api/adoptions/contracts': () => json(500, { error: 'x', code: 'internal' }) });
    const { container } = render(<ContractsSection of={{ surveyId: 4 }} sectionClassName="s" headingClassName="h" />);
    await flush();
    expect(container.textContent).toContain(CONTRACT_MESSAGES.contractsFailed);
  });
});
