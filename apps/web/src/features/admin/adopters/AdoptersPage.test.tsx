import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADOPTION_MESSAGES, ERASED_NAME, MESSAGES, RODO_MESSAGES, type AdopterAdminProfile, type AdopterListItem } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { findConfirm, json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { AdoptersPage } from './AdoptersPage';

function adopter(id: number, patch: Partial<AdopterListItem> = {}): AdopterListItem {
  return {
    id,
    adopter: { firstName: 'Żaneta', lastName: `Łukasiewicz${id}`, email: `zaneta${id}@example.com`, phone: '+48600100200' },
    adoptionCount: 1,
    lastAdoptionAt: '2026-03-04T10:00:00Z',
    speciesChips: ['Królik'],
    ...patch,
  };
}

function profile(patch: Partial<AdopterAdminProfile> = {}): AdopterAdminProfile {
  return {
    id: 1,
    adopter: { firstName: 'Żaneta', lastName: 'Łukasiewicz', email: 'zaneta@example.com', phone: '+48600100200', zip: '90-001', city: 'Łódź', updatedAt: '2026-03-01T10:00:00Z' },
    adoptedAnimals: [],
    surveys: [],
    erasedAt: null,
    reservedAnimals: [],
    ...patch,
  };
}

const params = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);
const listCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/adopters?'));
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} – pokaż profil`) });
const profileDialog = () => screen.getByRole('dialog', { name: /^(Adoptujący: |Profil adoptującego)/ });
const section = (name: string) => within(profileDialog()).getByRole('region', { name });
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);

function setup() {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/admin/adopters', element: <AdoptersPage /> },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: ['/admin/adopters'] },
  );
  render(
    withQueryClient(
      <>
        <RouterProvider router={router} />
        <ConfirmDialog />
      </>,
    ),
  );
  return { router, user };
}

/** Opens the first adopter's profile from the list, as a person clicks their name. */
async function openProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /– pokaż profil$/ }));
  return screen.findByRole('dialog', { name: /^(Adoptujący: |Profil adoptującego)/ });
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useConfirmStore.setState({ request: null });
});

describe('/admin/adopters', () => {
  it('shows a table with name, contact, count, last adoption and up to 3 species then +N; 12 a page', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': {
        items: [adopter(1, { speciesChips: ['Chomik syryjski', 'Świnka morska', 'Królik', 'Mysz', 'Szczur'], adoptionCount: 5 }), adopter(2)],
        total: 30,
      },
    });
    const { user } = setup();
    await screen.findByRole('table');
    expect(params(listCalls(calls)[0]!)).toMatchObject({ sort: 'newest', page: '1', pageSize: '12' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Adoptujący', 'E-mail', 'Telefon', 'Adopcje', 'Ostatnia adopcja', 'Gatunki']);
    const first = row('Żaneta Łukasiewicz1');
    expect(within(first).getByText('zaneta1@example.com')).toBeTruthy();
    expect(within(first).getByText('04.03.2026')).toBeTruthy();
    const chips = within(within(first).getByRole('list', { name: 'Gatunki' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Chomik syryjski', 'Świnka morska', 'Królik', '+2i jeszcze 2']);
    await user.click(screen.getByRole('button', { name: 'Strona 3' }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ page: '3' }));
  });

  it('offers the five sorts in Polish and goes back to page 1 on a change', async () => {
    const { calls } = routedFetch({ 'GET /api/adopters?': { items: [adopter(1)], total: 40 } });
    const { user } = setup();
    await screen.findByRole('table');
    const sort = within(screen.getByRole('search', { name: 'Filtry adoptujących' })).getByLabelText('Sortuj');
    expect(within(sort).getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['newest', 'Najnowsze'],
      ['oldest', 'Najstarsze'],
      ['most', 'Najwięcej adopcji'],
      ['name_az', 'Nazwisko A–Z'],
      ['name_za', 'Nazwisko Z–A'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ page: '2' }));
    await user.selectOptions(sort, 'Nazwisko A–Z');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'name_az', page: '1' }));
  });

  it('shows the failure text with retry, and "Brak wyników." when empty', async () => {
    let mode: 'fail' | 'empty' = 'fail';
    routedFetch({ 'GET /api/adopters?': () => (mode === 'fail' ? json(500, {}) : json(200, { items: [], total: 0 })) });
    const { user } = setup();
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się pobrać listy adoptujących.');
    mode = 'empty';
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak wyników.')).toBeTruthy();
  });

  it('opens the profile: empty texts, failure text', async () => {
    let failProfile = true;
    routedFetch({
      'GET /api/adopters?': { items: [adopter(1)], total: 1 },
      'GET /api/adopters/1': () => (failProfile ? json(500, {}) : json(200, profile())),
      'GET /api/animals/available': [],
    });
    const { user } = setup();
    const dialog = await openProfile(user);
    expect(await within(dialog).findByText(MESSAGES.admin.profileFailed)).toBeTruthy();
    failProfile = false;
    await user.click(within(dialog).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('dialog', { name: 'Adoptujący: Żaneta Łukasiewicz' })).toBeTruthy();
    expect(within(section('Adoptowane zwierzęta')).getByText('Brak zakończonych adopcji.')).toBeTruthy();
    expect(within(profileDialog()).getByText('Brak ankiet.')).toBeTruthy();
  });

  it('lists adopted animals and surveys; a survey opens on the surveys screen', async () => {
    routedFetch({
      'GET /api/adopters?': { items: [adopter(1)], total: 1 },
      'GET /api/adopters/1': profile({
        adoptedAnimals: [{ adoptionId: 77, date: '2026-02-02T10:00:00Z', animalId: 5, surveyId: 3, animal: { name: 'Kulka', species: 'Królik', cover: '/static/default-animal.webp' } }],
        surveys: [{ id: 3, createdAt: '2026-01-20T10:00:00Z', species: 'Królik', animals: [{ id: 5, name: 'Kulka' }] }],
      }),
      'GET /api/animals/available': [],
    });
    const { router, user } = setup();
    const dialog = await openProfile(user);
    await within(dialog).findByText('Kulka');
    const [adopted] = within(section('Adoptowane zwierzęta')).getAllByRole('listitem');
    expect(within(adopted!).getByText('Kulka')).toBeTruthy();
    expect(within(adopted!).getByText(/^Królik · Adopcja #77 · 02\.02\.2026/)).toBeTruthy();
    // The cover is decorative (alt=""): the role "presentation" is how it is found.
    expect(within(adopted!).getByRole('presentation')).toBeTruthy();
    expect(within(dialog).getByText(/Ankieta #3 · 20\.01\.2026/)).toBeTruthy();
    expect(within(dialog).getByText('Królik · Kulka')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Otwórz ankietę #3' }));
    expect(await screen.findByText('ankiety')).toBeTruthy();
    // The address names the survey: the surveys screen opens it from there.
    expect(router.state.location.pathname).toBe('/admin/surveys');
    expect(router.state.location.search).toBe('?ankieta=3');
  });

  it('edits the adopter data with the shared checks, and records an adoption without a survey', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': { items: [adopter(1)], total: 1 },
      'GET /api/adopters/1': profile(),
      'PUT /api/adopters/1': (call: FetchCall) => json(200, { message: ADOPTION_MESSAGES.adopterSaved, profile: profile({ adopter: { ...profile().adopter, ...(call.body as object) } }) }),
      'GET /api/animals/available': [
        { id_zwierzaka: 9, imie: 'Bułka', gatunek: 'Królik', plec: 'Samica', data_urodzenia: null, wykastrowany: 'Nie', status: 'Dostępny', stan_zdrowia: '', TM: 'Nie', data_dodania: '2026-01-01T00:00:00Z', cover: '/static/default-animal.webp' },
      ],
      'POST /api/adopters/1/adoptions': {
        message: 'ok',
        profile: profile({ adoptedAnimals: [{ adoptionId: 80, date: '2026-03-05T10:00:00Z', animalId: 9, surveyId: null, animal: { name: 'Bułka', species: 'Królik', cover: '/static/default-animal.webp' } }] }),
      },
    });
    const { user } = setup();
    await openProfile(user);
    const data = await screen.findByRole('region', { name: 'Dane adoptującego' });
    const email = within(data).getByLabelText('E-mail');
    const firstName = within(data).getByLabelText('Imię');
    await user.clear(email);
    await user.type(email, 'zly');
    await user.clear(firstName);
    await user.type(firstName, ' ');
    await user.click(within(data).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(data).findByText('Podaj imię.')).toBeTruthy();
    expect(within(data).getByText('Podaj poprawny adres e-mail.')).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    // The profile's form moves no focus on an error: the save button keeps it.
    expect(document.activeElement).toBe(within(data).getByRole('button', { name: 'Zapisz zmiany' }));
    await user.clear(email);
    await user.type(email, 'nowy@example.com');
    // After the first attempt each field is checked again as it is typed in.
    await waitFor(() => expect(within(data).queryByText('Podaj poprawny adres e-mail.')).toBeNull());
    expect(within(data).getByText('Podaj imię.')).toBeTruthy();
    await user.clear(firstName);
    await user.type(firstName, 'Żaneta');
    await user.click(within(data).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${ADOPTION_MESSAGES.adopterSaved}`));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ email: 'nowy@example.com', firstName: 'Żaneta' });

    const animals = section('Adoptowane zwierzęta');
    await user.selectOptions(await within(animals).findByLabelText('Nowa adopcja bez ankiety'), 'Bułka (Królik)');
    await user.click(within(animals).getByRole('button', { name: 'Adoptuj' }));
    const question = await findConfirm();
    expect(within(question).getByText('Czy na pewno chcesz adoptować?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(toasts()).toContain('info: Adoptowano :)'));
    expect(calls.find((call) => call.url === '/api/adopters/1/adoptions')!.body).toEqual({ animalId: 9 });
    expect(await within(section('Adoptowane zwierzęta')).findByText(/^Królik · Adopcja #80 · 05\.03\.2026 · bez ankiety$/)).toBeTruthy();
  });

  it('shows the server’s refusal of a field of the edit by that field', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': { items: [adopter(1)], total: 1 },
      'GET /api/adopters/1': profile(),
      'GET /api/animals/available': [],
      'PUT /api/adopters/1': () => json(400, { error: 'Popraw zaznaczone pola.', code: 'validation_failed', fields: { phone: MESSAGES.survey.invalidPhone } }),
    });
    const { user } = setup();
    await openProfile(user);
    const data = await screen.findByRole('region', { name: 'Dane adoptującego' });
    await user.click(within(data).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(data).findByText(MESSAGES.survey.invalidPhone)).toBeTruthy();
    expect(within(data).getByLabelText('Telefon').getAttribute('aria-invalid')).toBe('true');
    expect(toasts()).toContain('error: Popraw zaznaczone pola.');
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      firstName: 'Żaneta',
      lastName: 'Łukasiewicz',
      email: 'zaneta@example.com',
      phone: '+48600100200',
      zip: '90-001',
      city: 'Łódź',
    });
  });

  it('offers the RODO export as downloads, and erases the person after a confirmation naming them', async () => {
    const erased = profile({
      adopter: { firstName: ERASED_NAME, lastName: '', email: 'usunieto-adopter-1@anonim.invalid', phone: '', zip: '', city: '', updatedAt: '2026-03-09T10:00:00Z' },
      erasedAt: '2026-03-09T10:00:00Z',
    });
    const { calls } = routedFetch({
      'GET /api/adopters?': { items: [adopter(1)], total: 1 },
      'GET /api/adopters/1': profile(),
      'GET /api/animals/available': [],
      'POST /api/adopters/1/erase': { message: RODO_MESSAGES.erased, profile: erased },
    });
    const { user } = setup();
    const dialog = await openProfile(user);
    const jsonLink = await within(dialog).findByRole('link', { name: 'Pobierz dane (JSON)' });
    expect(jsonLink.getAttribute('href')).toBe('/api/adopters/1/export?format=json');
    expect(jsonLink.getAttribute('download')).toBe('dane-osobowe-1.json');
    expect(within(dialog).getByRole('link', { name: 'Pobierz dane (tekst)' }).getAttribute('href')).toBe('/api/adopters/1/export?format=text');

    await user.click(within(dialog).getByRole('button', { name: 'Usuń dane osobowe' }));
    const question = await findConfirm();
    expect(within(question).getByText(RODO_MESSAGES.confirmErase('Żaneta Łukasiewicz'))).toBeTruthy();
    expect(RODO_MESSAGES.confirmErase('Żaneta Łukasiewicz')).toContain('nieodwracalnie');
    await user.click(within(question).getByRole('button', { name: 'Usuń dane osobowe' }));
    const rodo = section('Dane osobowe (RODO)');
    expect((await within(rodo).findByRole('status')).textContent).toContain(RODO_MESSAGES.erasedNotice);
    expect(calls.filter((call) => call.url === '/api/adopters/1/erase')).toHaveLength(1);
    expect(toasts()).toContain(`info: ${RODO_MESSAGES.erased}`);
    const email = within(section('Dane adoptującego')).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('usunieto-adopter-1@anonim.invalid');
    expect(email.disabled).toBe(true);
    expect(within(profileDialog()).queryByRole('button', { name: 'Usuń dane osobowe' })).toBeNull();
  });
});
