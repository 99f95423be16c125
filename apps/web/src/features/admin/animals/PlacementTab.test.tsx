import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FOSTER_MESSAGES as F, todayInPoland, type AdminAnimal, type AnimalPlacements, type Placement, type StaffRole } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { homeSummary, on, YEAR } from '../foster/test-data';
import { AnimalEditModal } from './AnimalEditModal';
import { movesOf, PlacementTab } from './PlacementTab';

function placement(id: number, fosterHomeId: number | null, date: string, patch: Partial<Placement> = {}): Placement {
  return {
    id,
    animalId: 14,
    fosterHomeId,
    fosterHomeName: fosterHomeId === 9 ? 'Anna Kowalska (Kraków)' : fosterHomeId === 11 ? 'Ewa Lis (Tarnów)' : null,
    date,
    note: '',
    createdBy: 'ola',
    createdAt: on('12-03'),
    ...patch,
  };
}

const AT_ANNA: AnimalPlacements = {
  current: placement(2, 9, `${YEAR}-12-03`),
  history: [placement(2, 9, `${YEAR}-12-03`, { note: 'Na rekonwalescencję.' }), placement(1, null, `${YEAR}-11-02`, { createdBy: null })],
};
const HOMES = [homeSummary(9), homeSummary(11, { firstName: 'Ewa', lastName: 'Lis', city: 'Tarnów', capacity: 1, animalCount: 1 })];
const WARNINGS = [
  { code: 'capacity', message: F.warningCapacity(1, 1) },
  { code: 'species', message: F.warningSpecies('Królik') },
];

function setup(role: StaffRole = 'koordynator') {
  const router = createMemoryRouter([{ path: '/admin/animals/browse', element: <PlacementTab animalId={14} animalName="Marchewka" /> }], { initialEntries: ['/admin/animals/browse'] });
  render(withQueryClient(<RouterProvider router={router} />, { role }));
  return userEvent.setup();
}

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Gdzie mieszka" of the animal’s edit view', () => {
  it('says where the animal lives now and lists its moves, newest first', async () => {
    routedFetch({ 'GET /api/animals/14/placement': AT_ANNA, 'GET /api/foster/homes?status=aktywne': HOMES });
    setup();
    expect(await screen.findByText(/^Teraz: dom tymczasowy/)).toBeTruthy();
    expect(screen.getByText(/^Teraz: dom tymczasowy/).textContent).toBe('Teraz: dom tymczasowy – Anna Kowalska (Kraków), od 3 grudnia');
    expect(screen.getByRole('link', { name: 'Anna Kowalska (Kraków)' }).getAttribute('href')).toBe('/admin/domy-tymczasowe/9');
    const moves = within(screen.getByRole('list', { name: 'Przeniesienia, najnowsze na górze' })).getAllByRole('listitem');
    expect(moves.map((move) => move.textContent)).toEqual([
      '3 grudnia: w fundacji → Anna Kowalska (Kraków)Na rekonwalescencję.zapisał(a): ola',
      '2 listopada: w fundacji → w fundacji',
    ]);
  });

  it('moves the animal: the warnings of a doubtful move are shown, and "Przenieś mimo to" sends it confirmed', async () => {
    const moved: AnimalPlacements = { current: placement(3, 11, todayInPoland()), history: [placement(3, 11, todayInPoland()), ...AT_ANNA.history] };
    const { calls } = routedFetch({
      'GET /api/animals/14/placement': AT_ANNA,
      'GET /api/foster/homes?status=aktywne': HOMES,
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/animals/14/placement': (call: FetchCall) =>
        (call.body as { confirm?: boolean }).confirm
          ? json(201, { message: F.placementSaved, placements: moved })
          : json(409, { error: F.placementNeedsConfirmation, code: 'placement_needs_confirmation', details: { warnings: WARNINGS } }),
    });
    const user = setup();
    const where = await screen.findByLabelText(/^Dokąd/);
    await waitFor(() => expect(within(where).getAllByRole('option').map((option) => option.textContent)).toEqual(['W fundacji', 'Anna Kowalska (Kraków) – 2 z 3 miejsc', 'Ewa Lis (Tarnów) – 1 z 1 miejsca']));
    expect((screen.getByLabelText(/^Data/) as HTMLInputElement).value).toBe(todayInPoland());
    await user.selectOptions(where, 'Anna Kowalska (Kraków) – 2 z 3 miejsc');
    expect(screen.getByText('Marchewka już tam mieszka.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Przenieś' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(where, 'Ewa Lis (Tarnów) – 1 z 1 miejsca');
    await user.type(screen.getByLabelText('Notatka'), 'Ewa ma doświadczenie.');
    await user.click(screen.getByRole('button', { name: 'Przenieś' }));
    const alert = await screen.findByRole('alertdialog', { name: F.placementNeedsConfirmation });
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(WARNINGS.map((warning) => warning.message));

    await user.click(within(alert).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Przenieś' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Przenieś mimo to' }));
    await waitFor(() => expect(toasts()).toContain('info: Zapisano, gdzie mieszka zwierzak.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { fosterHomeId: 11, date: todayInPoland(), note: 'Ewa ma doświadczenie.' },
      { fosterHomeId: 11, date: todayInPoland(), note: 'Ewa ma doświadczenie.' },
      { fosterHomeId: 11, date: todayInPoland(), note: 'Ewa ma doświadczenie.', confirm: true },
    ]);
    expect((await screen.findByRole('link', { name: 'Ewa Lis (Tarnów)' })).parentElement?.textContent).toMatch(/^Teraz: dom tymczasowy – Ewa Lis \(Tarnów\), od /);
  });

  it('shows a refusal that needs no confirmation under the form', async () => {
    routedFetch({
      'GET /api/animals/14/placement': AT_ANNA,
      'GET /api/foster/homes?status=aktywne': HOMES,
      'POST /api/animals/14/placement': () => json(409, { error: F.placementBeforeLast, code: 'conflict' }),
    });
    const user = setup();
    await screen.findByText(/^Teraz: dom tymczasowy/);
    await user.selectOptions(screen.getByLabelText(/^Dokąd/), 'W fundacji');
    await user.click(screen.getByRole('button', { name: 'Przenieś' }));
    expect((await screen.findByRole('alert')).textContent).toBe(F.placementBeforeLast);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a volunteer read where the animal lives, without the move form or the homes', async () => {
    const { calls } = routedFetch({ 'GET /api/animals/14/placement': { current: null, history: [] } });
    setup('wolontariusz');
    expect(await screen.findByText('Teraz: w fundacji')).toBeTruthy();
    expect(screen.getByText(/Zwierzak nie był jeszcze przenoszony/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Przenieś zwierzaka' })).toBeNull();
    expect(calls.some((call) => call.url.startsWith('/api/foster/homes'))).toBe(false);
  });

  it('is a tab of the edit view for a volunteer too', async () => {
    const animal = { id_zwierzaka: 14, imie: 'Marchewka', gatunek: 'Królik', plec: 'Samica', status: 'Dostępny' } as AdminAnimal;
    routedFetch({ 'GET /api/animals/14/record': animal, 'GET /api/animals/14/placement': { current: null, history: [] } });
    const router = createMemoryRouter([{ path: '/', element: <AnimalEditModal animal={animal} healthOnly onClose={() => {}} onSaved={() => {}} /> }]);
    render(withQueryClient(<RouterProvider router={router} />, { role: 'wolontariusz' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Gdzie mieszka' }));
    expect(await screen.findByText('Teraz: w fundacji')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Dane' })).toBeNull();
  });
});

describe('movesOf', () => {
  it('names where each move came from, in date order whatever order the history comes in', () => {
    const moves = movesOf([placement(1, 9, '2026-01-10'), placement(3, null, '2026-03-01'), placement(2, 11, '2026-02-01')]);
    expect(moves.map(({ from, to }) => `${from} → ${to}`)).toEqual(['Ewa Lis (Tarnów) → w fundacji', 'Anna Kowalska (Kraków) → Ewa Lis (Tarnów)', 'w fundacji → Anna Kowalska (Kraków)']);
  });
});
