import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SURVEY_FOSTER_MESSAGES as M, type StaffRole, type SurveyAdminDetail } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { SurveyCard } from './SurveyCard';
import { SurveyModal } from './SurveyModal';
import { detailAnimal, detailOf, listItem } from './test-data';

/** Foster homes in the survey modal and on its card (issue 33, item 7). */

const dialog = () => screen.getByRole('dialog', { name: /^Ankieta #/ });
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => [`${call.method} ${call.url}`, call.body]);

const MARCHEWKA = detailAnimal(14, 'Marchewka', {
  foster: {
    fosterHome: { id: 9, name: 'Anna Kowalska (Kraków)' },
    notes: [
      { kind: 'problem', text: 'Kicha od rana.', createdAt: '2026-12-06T08:15:00.000Z' },
      { kind: 'notatka', text: 'Lubi głaskanie.', createdAt: '2026-12-03T18:00:00.000Z' },
    ],
  },
});

async function open(detail: SurveyAdminDetail, routes: Record<string, unknown> = {}, role: StaffRole = 'administrator') {
  const stub = routedFetch({
    [`GET /api/survey/details/${detail.id}`]: detail,
    'GET /api/animals/available': [],
    'GET /api/history': { items: [], nextBefore: null },
    ...routes,
  });
  render(
    withQueryClient(
      <MemoryRouter>
        <SurveyModal surveyId={detail.id} onClose={vi.fn()} onOpenSurvey={vi.fn()} />
      </MemoryRouter>,
      { role },
    ),
  );
  await screen.findByRole('heading', { name: 'Szczegóły ankiety' });
  return stub;
}

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the carer’s notes in the survey modal', () => {
  it('says where a chosen animal lives, links the home, and lists the notes with dates, a health problem said in words', async () => {
    await open(detailOf(5, { animals: [MARCHEWKA, detailAnimal(15, 'Kulka')] }));
    const section = within(within(dialog()).getByRole('region', { name: 'Dom tymczasowy: Marchewka' }));
    expect(section.getByText(/^Marchewka mieszka w domu tymczasowym/).textContent).toBe('Marchewka mieszka w domu tymczasowym: Anna Kowalska (Kraków)');
    expect(section.getByRole('link', { name: 'Anna Kowalska (Kraków)' }).getAttribute('href')).toBe('/admin/domy-tymczasowe/9');
    const notes = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(notes).toEqual(['06.12.2026 Problem ze zdrowiem: Kicha od rana.', '03.12.2026 Lubi głaskanie.']);
    // An animal living with the foundation has no such section.
    expect(within(dialog()).queryByRole('region', { name: 'Dom tymczasowy: Kulka' })).toBeNull();
  });

  it('shows volunteers the notes without the carer’s name or a link', async () => {
    const anonymous = { ...MARCHEWKA, foster: { ...MARCHEWKA.foster!, fosterHome: { id: 9 } } };
    await open(detailOf(5, { animals: [anonymous] }), {}, 'wolontariusz');
    const section = within(within(dialog()).getByRole('region', { name: 'Dom tymczasowy: Marchewka' }));
    expect(section.getByText(/^Marchewka mieszka/).textContent).toBe('Marchewka mieszka w domu tymczasowym.');
    expect(section.queryByRole('link')).toBeNull();
    expect(section.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('"Opinia DT"', () => {
  it('saves the chosen opinion with its note and shows the survey as answered', async () => {
    const saved = detailOf(5, { fosterOpinion: { opinion: 'zastrzezenia', note: 'Poznała rodzinę.', at: '2026-12-07T10:00:00.000Z', by: 'koordynatorka' } });
    const { calls } = await open(detailOf(5), {
      'PUT /api/survey/5/foster-opinion': () => json(200, { message: M.opinionSaved, survey: saved }),
    });
    const user = userEvent.setup();
    const section = within(within(dialog()).getByRole('region', { name: 'Opinia DT' }));
    const select = section.getByLabelText<HTMLSelectElement>('Opinia domu tymczasowego');
    expect([...select.options].map((option) => option.text)).toEqual(['— brak —', 'pozytywna', 'z zastrzeżeniami', 'negatywna']);
    // Without an opinion there is no note to write.
    expect(section.getByLabelText<HTMLTextAreaElement>('Notatka do opinii (opcjonalnie)').disabled).toBe(true);

    await user.selectOptions(select, 'z zastrzeżeniami');
    await user.type(section.getByLabelText('Notatka do opinii (opcjonalnie)'), 'Poznała rodzinę.');
    await user.click(section.getByRole('button', { name: 'Zapisz opinię' }));

    expect(await section.findByText('Zapisano 07.12.2026 (koordynatorka)')).toBeTruthy();
    expect(writes(calls)).toEqual([['PUT /api/survey/5/foster-opinion', { opinion: 'zastrzezenia', note: 'Poznała rodzinę.' }]]);
    expect(toasts()).toEqual([`info: ${M.opinionSaved}`]);
    expect(section.getByLabelText<HTMLSelectElement>('Opinia domu tymczasowego').value).toBe('zastrzezenia');
  });

  it('removes the opinion with "— brak —" (and its note with it)', async () => {
    const { calls } = await open(detailOf(5, { fosterOpinion: { opinion: 'pozytywna', note: 'Dobrze.', at: '2026-12-07T10:00:00.000Z', by: 'admin' } }), {
      'PUT /api/survey/5/foster-opinion': () => json(200, { message: M.opinionCleared, survey: detailOf(5) }),
    });
    const user = userEvent.setup();
    const section = within(within(dialog()).getByRole('region', { name: 'Opinia DT' }));
    expect(section.getByLabelText<HTMLTextAreaElement>('Notatka do opinii (opcjonalnie)').value).toBe('Dobrze.');
    await user.selectOptions(section.getByLabelText('Opinia domu tymczasowego'), '— brak —');
    await user.click(section.getByRole('button', { name: 'Zapisz opinię' }));
    await vi.waitFor(() => expect(toasts()).toEqual([`info: ${M.opinionCleared}`]));
    expect(writes(calls)).toEqual([['PUT /api/survey/5/foster-opinion', { opinion: null, note: '' }]]);
  });

  it('is read, not changed, by volunteers', async () => {
    await open(detailOf(5, { fosterOpinion: { opinion: 'negatywna', note: '', at: '2026-12-07T10:00:00.000Z', by: 'admin' } }), {}, 'wolontariusz');
    const section = within(within(dialog()).getByRole('region', { name: 'Opinia DT' }));
    expect(section.getByText('Opinia domu tymczasowego: negatywna')).toBeTruthy();
    expect(section.queryByRole('combobox')).toBeNull();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('is a small badge on the survey’s card', () => {
    render(<SurveyCard survey={listItem(4, { fosterOpinion: 'zastrzezenia' })} onOpen={vi.fn()} />);
    expect(screen.getByText('Opinia DT: z zastrzeżeniami')).toBeTruthy();
    cleanup();
    render(<SurveyCard survey={listItem(4)} onOpen={vi.fn()} />);
    expect(screen.queryByText(/Opinia DT/)).toBeNull();
  });
});
