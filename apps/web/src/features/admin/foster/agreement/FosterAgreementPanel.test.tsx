import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_MESSAGES, FOSTER_AGREEMENT_MESSAGES, formatDate, type FosterAgreement } from '@pets/shared';
import { json, routedFetch, type FetchCall, withQueryClient } from '../../test-helpers';
import { FosterAgreementPanel } from './FosterAgreementPanel';

const issued: FosterAgreement = {
  id: 3,
  fosterHomeId: 12,
  issuedAt: '2026-03-02T10:00:00Z',
  animals: [
    { id: 1, name: 'Żelka', species: 'Świnka morska' },
    { id: 2, name: 'Łucek', species: 'Królik' },
  ],
  scan: null,
};
const signed: FosterAgreement = { ...issued, scan: { contentType: 'application/pdf', size: 9, uploadedAt: '2026-03-05T09:00:00Z' } };

const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

function setup(agreement: FosterAgreement | null, routes: Parameters<typeof routedFetch>[0] = {}) {
  const stub = routedFetch({ 'GET /api/foster/homes/12/agreement': { agreement }, ...routes });
  render(withQueryClient(<FosterAgreementPanel homeId={12} />));
  return stub;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FosterAgreementPanel', () => {
  it('issues the agreement of a home without one, then offers its PDF and the scan upload', async () => {
    const user = userEvent.setup();
    const { calls } = setup(null, { 'POST /api/foster/homes/12/agreement': () => json(201, { message: FOSTER_AGREEMENT_MESSAGES.issued, agreement: issued }) });
    expect(await screen.findByText('Brak umowy')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Przygotuj umowę' }));
    expect(await screen.findByText(`Umowa z ${formatDate(issued.issuedAt)}, czeka na podpisany skan`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(FOSTER_AGREEMENT_MESSAGES.issued);
    expect(screen.getByText('Zwierzaki w umowie: Żelka, Łucek')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Pobierz umowę (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/foster/homes/12/agreement.pdf');
    expect(pdf.getAttribute('download')).toBe('umowa-dt-12.pdf');
    expect(screen.getByLabelText('Dodaj skan podpisanej umowy')).toBeTruthy();
    expect(writes(calls)).toEqual(['POST /api/foster/homes/12/agreement']);
  });

  it("says in Polish why the agreement could not be issued", async () => {
    const user = userEvent.setup();
    setup(null, { 'POST /api/foster/homes/12/agreement': () => json(409, { error: FOSTER_AGREEMENT_MESSAGES.noAnimals, code: 'foster_agreement_no_animals' }) });
    await user.click(await screen.findByRole('button', { name: 'Przygotuj umowę' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FOSTER_AGREEMENT_MESSAGES.noAnimals);
    expect(screen.getByText('Brak umowy')).toBeTruthy();
  });

  it('uploads the signed scan and then offers it for download', async () => {
    const user = userEvent.setup();
    const { calls } = setup(issued, { 'POST /api/foster/homes/12/agreement/scan': () => json(201, { message: FOSTER_AGREEMENT_MESSAGES.scanSaved, agreement: signed }) });
    await user.upload(await screen.findByLabelText('Dodaj skan podpisanej umowy'), new File(['%PDF-1.4'], 'umowa.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(`Podpisana, skan z ${formatDate(signed.scan!.uploadedAt)}`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(FOSTER_AGREEMENT_MESSAGES.scanSaved);
    expect(screen.getByRole('link', { name: 'Pobierz skan' }).getAttribute('href')).toBe('/api/foster/homes/12/agreement/scan');
    await waitFor(() => expect(writes(calls)).toEqual(['POST /api/foster/homes/12/agreement/scan']));
    expect(calls.at(-1)?.body).toBeInstanceOf(FormData);
  });

  it('refuses a file that is neither a PDF nor an image before sending anything', async () => {
    // A file picker can be switched to "all files": the panel itself must still refuse such a file.
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = setup(issued);
    await user.upload(await screen.findByLabelText('Dodaj skan podpisanej umowy'), new File(['<html>'], 'umowa.html', { type: 'text/html' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTRACT_MESSAGES.scanRejected);
    expect(writes(calls)).toEqual([]);
  });

  it('shows the load error with a retry', async () => {
    setup(null, { 'GET /api/foster/homes/12/agreement': () => json(500, { error: 'x', code: 'internal' }) });
    expect(await screen.findByText(FOSTER_AGREEMENT_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
