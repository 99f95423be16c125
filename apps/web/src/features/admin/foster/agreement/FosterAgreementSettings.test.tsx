import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_FOSTER_AGREEMENT_TEMPLATE, FOSTER_AGREEMENT_MESSAGES, formatDate, type FosterAgreementTemplateResponse } from '@pets/shared';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { answerConfirm, json, routedFetch, type FetchCall, withQueryClient } from '../../test-helpers';
import { FosterAgreementTemplatePage } from './FosterAgreementTemplatePage';
import { UnsignedFosterAgreementsCard } from './UnsignedFosterAgreementsCard';

const custom = '# § 1. Przedmiot umowy\nFundacja oddaje {zwierze} pod opiekę Opiekunowi ({opiekun}).';
const saved: FosterAgreementTemplateResponse = { text: custom, isDefault: false, updatedAt: '2026-03-01T10:00:00Z', defaultText: DEFAULT_FOSTER_AGREEMENT_TEMPLATE };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Umowa z domem tymczasowym (settings)', () => {
  it('refuses an unknown field by its line, restores the default after asking, and saves it', async () => {
    const { calls } = routedFetch({
      'GET /api/foster-agreement-template': saved,
      'PUT /api/foster-agreement-template': (call: FetchCall) =>
        json(200, { message: FOSTER_AGREEMENT_MESSAGES.templateSaved, template: { ...saved, text: (call.body as { text: string }).text, isDefault: true } }),
    });
    render(
      withQueryClient(
        <MemoryRouter>
          <FosterAgreementTemplatePage />
          <ConfirmDialog />
        </MemoryRouter>,
      ),
    );
    const text = await screen.findByLabelText<HTMLTextAreaElement>('Treść umowy z domem tymczasowym');
    expect(text.value).toBe(custom);
    // The help names this document's own fields.
    expect(screen.getByText(/imię i nazwisko Opiekuna/)).toBeTruthy();

    fireEvent.change(text, { target: { value: `${custom}\nDla {adoptujacy}.` } });
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz szablon' }));
    expect(await screen.findByText('Wiersz 3: nieznane pole {adoptujacy}.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Przywróć domyślny' }));
    expect(await answerConfirm('Wstaw wzór')).toContain('Tekst domyślny');
    await waitFor(() => expect(text.value).toBe(DEFAULT_FOSTER_AGREEMENT_TEMPLATE));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz szablon' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ text: DEFAULT_FOSTER_AGREEMENT_TEMPLATE }]));
    expect(await screen.findByText('Obowiązuje tekst domyślny.')).toBeTruthy();
  });
});

describe('Umowy z DT bez podpisu (dashboard)', () => {
  it('lists each unsigned agreement with a link to its foster home', async () => {
    routedFetch({
      'GET /api/foster/unsigned-agreements': {
        total: 1,
        items: [{ fosterHomeId: 4, homeName: 'Anna Kowalska (Kraków)', issuedAt: '2026-03-02T10:00:00Z', animals: ['Żelka', 'Łucek'] }],
      },
    });
    render(withQueryClient(<MemoryRouter><UnsignedFosterAgreementsCard /></MemoryRouter>));
    expect(screen.getByRole('heading', { name: 'Umowy z DT bez podpisu' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Anna Kowalska (Kraków)' });
    expect(link.getAttribute('href')).toBe('/admin/domy-tymczasowe/4');
    expect(screen.getByText(`· Żelka, Łucek · umowa z ${formatDate('2026-03-02T10:00:00Z')}`, { exact: false })).toBeTruthy();
  });

  it('says when every agreement has its scan', async () => {
    routedFetch({ 'GET /api/foster/unsigned-agreements': { total: 0, items: [] } });
    render(withQueryClient(<MemoryRouter><UnsignedFosterAgreementsCard /></MemoryRouter>));
    expect(await screen.findByText('Wszystkie starsze umowy z domami tymczasowymi mają podpisany skan.')).toBeTruthy();
  });
});
