import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES, RESERVATION_MESSAGES, type Animal, type SurveyAdminListItem } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { findConfirm, json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { installFakeXhr } from '../fake-xhr';
import { AnimalAddPage } from './AnimalAddPage';
import { AnimalEditModal } from './AnimalEditModal';
import { RELEASE_CONFIRM } from './ReservationPanel';

/** Issue 19 item 7 in the animal screens: whom a reserved animal is for, the stale release, TM. */

function survey(id: number, firstName: string, lastName: string): SurveyAdminListItem {
  return {
    id,
    createdAt: `2026-03-0${id % 9}T10:00:00Z`,
    species: 'Królik',
    adopter: { firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, phone: '+48600100200' },
    animals: [],
    closure: null,
    fosterOpinion: null,
  } as SurveyAdminListItem;
}

const params = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);

beforeEach(() => {
  useToastStore.getState().reset();
  useConfirmStore.setState({ request: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAddPage() {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/admin/animals/add', element: <AnimalAddPage /> }], { initialEntries: ['/admin/animals/add'] });
  render(withQueryClient(<RouterProvider router={router} />));
  return { user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Imię/), 'Rezerwka');
  await user.selectOptions(screen.getByLabelText(/^Gatunek/), 'Królik');
  await user.type(screen.getByLabelText(/^Data urodzenia/), '2025-03-01');
  await user.type(screen.getByLabelText(/^Stan zdrowia/), 'Zdrowa');
}

describe('adding an animal as "Zarezerwowany"', () => {
  it('asks for whom: picks an open survey of the species group (searchable) and sends it', async () => {
    const { calls } = routedFetch({
      'GET /api/survey/surveys?bucket=new': { items: [survey(3, 'Ola', 'Nowak')], total: 1 },
      'GET /api/survey/surveys?bucket=reserved': { items: [survey(5, 'Jan', 'Kowalski')], total: 1 },
      'POST /api/animals/add': () => json(201, { id: 77, message: MESSAGES.admin.animalAdded }),
    });
    const { user } = renderAddPage();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Zarezerwowany');
    const picker = screen.getByRole('group', { name: /Dla kogo jest rezerwacja\?/ });

    // Without a choice the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Dodaj zwierzaka' }));
    expect(await within(picker).findByText(RESERVATION_MESSAGES.targetRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const options = await within(picker).findByRole('list', { name: 'Otwarte ankiety' });
    expect(within(options).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^Ankieta #5 · Jan Kowalski · Królik/),
      expect.stringMatching(/^Ankieta #3 · Ola Nowak · Królik/),
    ]);
    const listed = calls.filter((call) => call.url.startsWith('/api/survey/surveys'));
    expect(listed.map((call) => params(call).bucket).sort()).toEqual(['new', 'reserved']);
    expect(params(listed[0]!).species).toBe('Królik');

    await user.type(within(picker).getByLabelText('Szukaj otwartej ankiety'), 'kowal');
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/survey/surveys') && params(call).query === 'kowal')).toBe(true));

    await user.click(within(picker).getByRole('radio', { name: /Ankieta #5/ }));
    expect(within(picker).getByText(/^Wybrano: Ankieta #5/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dodaj zwierzaka' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ status: 'Zarezerwowany', ankieta_id: 5, TM: 'Nie' });
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('adoptujacy_id');
  });

  it('can reserve for an adopter without a survey instead', async () => {
    const { calls } = routedFetch({
      'GET /api/survey/surveys': { items: [], total: 0 },
      'GET /api/adopters?': {
        items: [{ id: 12, adopter: { firstName: 'Bogna', lastName: 'Nowacka', email: 'bogna@example.com', phone: '' }, adoptionCount: 0, lastAdoptionAt: null, speciesChips: [] }],
        total: 1,
      },
      'POST /api/animals/add': () => json(201, { id: 78 }),
    });
    const { user } = renderAddPage();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Zarezerwowany');
    const picker = screen.getByRole('group', { name: /Dla kogo jest rezerwacja\?/ });
    await user.click(within(picker).getByRole('radio', { name: 'Adoptujący (bez ankiety)' }));
    await user.click(await within(picker).findByRole('radio', { name: /Bogna Nowacka · bogna@example.com/ }));
    await user.click(screen.getByRole('button', { name: 'Dodaj zwierzaka' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ status: 'Zarezerwowany', adoptujacy_id: 12 });
  });

  it('offers only "Wstrzymany" for a TM animal', async () => {
    routedFetch({});
    const { user } = renderAddPage();
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(Array.from(status.options).map((option) => option.value)).toEqual(['Dostępny', 'Zarezerwowany', 'Wstrzymany']);
    await user.selectOptions(screen.getByLabelText('Za Tęczowym Mostem (TM)'), 'Tak');
    expect(Array.from(status.options).map((option) => option.value)).toEqual(['Wstrzymany']);
    expect(status.value).toBe('Wstrzymany');
  });
});

const STUCK: Animal = {
  id_zwierzaka: 9,
  imie: 'Kropka',
  gatunek: 'Królik',
  plec: 'Samica',
  data_urodzenia: '2023-05-01',
  wykastrowany: 'Nie',
  status: 'Zarezerwowany',
  opis: 'Wesoła.',
  stan_zdrowia: 'Zdrowa',
  TM: 'Nie',
  data_dodania: '2025-01-01T00:00:00Z',
  cover: '/api/images/a.webp',
  zdrowie: null,
};

function renderEditModal(animal: Animal) {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [{ path: '/admin/animals/browse', element: <AnimalEditModal animal={animal} onClose={vi.fn()} onSaved={vi.fn()} /> }],
    { initialEntries: ['/admin/animals/browse'] },
  );
  render(
    withQueryClient(
      <>
        <RouterProvider router={router} />
        <ConfirmDialog />
      </>,
    ),
  );
  return { user };
}

describe('the edit modal', () => {
  it('releases an animal left "Zarezerwowany" without a reservation, after confirmation', async () => {
    let current = STUCK;
    const { calls } = routedFetch({
      'GET /api/animals/9': () => json(200, current),
      'GET /api/animals/9/images': [],
      'GET /api/animals/9/reservation': { active: false, since: null, surveyId: null, adopter: null },
      'GET /api/history': { items: [], nextBefore: null },
      'POST /api/animals/9/release-reservation': () => {
        current = { ...STUCK, status: 'Dostępny' };
        return json(200, { message: RESERVATION_MESSAGES.released, animal: current });
      },
    });
    const { user } = renderEditModal(STUCK);
    const release = await screen.findByRole('button', { name: 'Zwolnij rezerwację' });
    expect(screen.getByRole('switch', { name: 'Wstrzymaj adopcję' }).hasAttribute('disabled')).toBe(true);

    await user.click(release);
    const question = await findConfirm();
    expect(within(question).getByText(RELEASE_CONFIRM('Kropka'))).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Anuluj' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(release);
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Zwolnij rezerwację' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${RESERVATION_MESSAGES.released}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull());
    // The animal is free: the switch works again and the release is gone.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Wstrzymaj adopcję' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Zwolnij rezerwację' })).toBeNull();
  });

  it('shows an adopter’s reservation with a link to their profile and no release', async () => {
    routedFetch({
      'GET /api/animals/9': STUCK,
      'GET /api/animals/9/images': [],
      'GET /api/animals/9/reservation': {
        active: true,
        since: '2026-03-01T10:00:00Z',
        surveyId: null,
        adopterId: 12,
        adopter: { firstName: 'Bogna', lastName: 'Nowacka', email: 'bogna@example.com', phone: '' },
      },
      'GET /api/history': { items: [], nextBefore: null },
    });
    renderEditModal(STUCK);
    expect(await screen.findByText('Rezerwacja dla adoptującego (bez ankiety)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokaż adoptującego' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zwolnij rezerwację' })).toBeNull();
  });

  it('keeps a TM animal held: choosing TM turns the hold switch on and locks it', async () => {
    const available = { ...STUCK, status: 'Dostępny' as const };
    routedFetch({
      'GET /api/animals/9': available,
      'GET /api/animals/9/images': [],
      'GET /api/history': { items: [], nextBefore: null },
    });
    const xhr = installFakeXhr({ status: 200, body: { message: MESSAGES.admin.changesSaved } });
    const { user } = renderEditModal(available);
    const hold = await screen.findByRole('switch', { name: 'Wstrzymaj adopcję' });
    expect(hold.getAttribute('aria-checked') ?? String((hold as HTMLInputElement).checked)).toBe('false');
    await user.selectOptions(screen.getByLabelText(/^Za Tęczowym Mostem/), 'Tak');
    expect(hold.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Zwierzak za Tęczowym Mostem nie może być dostępny do adopcji, więc pozostaje wstrzymany.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    // The one save request (POST /animals/9/edit) carries the fields in its `data` part.
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(JSON.parse(String(xhr.sent[0]?.body?.get('data')))).toMatchObject({ TM: 'Tak', status: 'Wstrzymany' });
  });
});
