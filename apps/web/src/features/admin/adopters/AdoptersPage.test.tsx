import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ADOPTION_MESSAGES, ERASED_NAME, MESSAGES, RODO_MESSAGES, type AdopterAdminProfile, type AdopterListItem } from '@pets/shared';
import { cleanup, click, flush, getByText, render } from '../../../test/dom';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, setValue, submit, withQueryClient, type FetchCall } from '../test-helpers';
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
const rows = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLTableRowElement>('tbody tr'));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/admin/adopters', element: <AdoptersPage /> },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: ['/admin/adopters'] },
  );
  return { router, ...render(withQueryClient(<RouterProvider router={router} />)) };
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useConfirmStore.getState().answer(false));
});

describe('/admin/adopters', () => {
  it('shows a table with name, contact, count, last adoption and up to 3 species then +N; 12 a page', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': {
        items: [adopter(1, { speciesChips: ['Chomik syryjski', 'Świnka morska', 'Królik', 'Mysz', 'Szczur'], adoptionCount: 5 }), adopter(2)],
        total: 30,
      },
    });
    const { container } = setup();
    await flush();
    expect(params(listCalls(calls)[0]!)).toMatchObject({ sort: 'newest', page: '1', pageSize: '12' });
    expect(Array.from(container.querySelectorAll('thead th')).map((th) => th.textContent)).toEqual([
      'Adoptujący',
      'E-mail',
      'Telefon',
      'Adopcje',
      'Ostatnia adopcja',
      'Gatunki',
    ]);
    const [first] = rows(container);
    expect(first!.textContent).toContain('Żaneta Łukasiewicz1');
    expect(first!.textContent).toContain('zaneta1@example.com');
    expect(first!.textContent).toContain('04.03.2026');
    expect(Array.from(first!.querySelectorAll('.adopter-chip')).map((chip) => chip.textContent)).toEqual([
      'Chomik syryjski',
      'Świnka morska',
      'Królik',
      '+2i jeszcze 2',
    ]);
    click(getByText(container, 'Strona 3', 'button'));
    await flush();
    expect(params(listCalls(calls).at(-1)!)).toMatchObject({ page: '3' });
  });

  it('offers the five sorts in Polish and goes back to page 1 on a change', async () => {
    const { calls } = routedFetch({ 'GET /api/adopters?': { items: [adopter(1)], total: 40 } });
    const { container } = setup();
    await flush();
    const sort = container.querySelector<HTMLSelectElement>('.list-filters select')!;
    expect(Array.from(sort.options).map((option) => [option.value, option.textContent])).toEqual([
      ['newest', 'Najnowsze'],
      ['oldest', 'Najstarsze'],
      ['most', 'Najwięcej adopcji'],
      ['name_az', 'Nazwisko A–Z'],
      ['name_za', 'Nazwisko Z–A'],
    ]);
    click(getByText(container, 'Strona 2', 'button'));
    await flush();
    setValue(sort, 'name_az');
    await flush();
    expect(params(listCalls(calls).at(-1)!)).toMatchObject({ sort: 'name_az', page: '1' });
  });

  it('shows the failure text with retry, and "Brak wyników." when empty', async () => {
    let mode: 'fail' | 'empty' = 'fail';
    routedFetch({ 'GET /api/adopters?': () => (mode === 'fail' ? json(500, {}) : json(200, { items: [], total: 0 })) });
    const { container } = setup();
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Nie udało się pobrać listy adoptujących.');
    mode = 'empty';
    click(getByText(container, 'Spróbuj ponownie', 'button'));
    await flush();
    expect(container.textContent).toContain('Brak wyników.');
  });

  it('opens the profile: empty texts, failure text', async () => {
    let failProfile = true;
    routedFetch({
      'GET /api/adopters?': { items: [adopter(1)], total: 1 },
      'GET /api/adopters/1': () => (failProfile ? json(500, {}) : json(200, profile())),
      'GET /api/animals/available': [],
    });
    const { container } = setup();
    await flush();
    click(container.querySelector('.adopters-open')!);
    await flush();
    expect(dialog().textContent).toContain(MESSAGES.admin.profileFailed);
    failProfile = false;
    click(getByText(dialog(), 'Spróbuj ponownie', 'button'));
    await flush();
    expect(dialog().querySelector('h2')?.textContent).toBe('Adoptujący: Żaneta Łukasiewicz');
    expect(dialog().textContent).toContain('Brak zakończonych adopcji.');
    expect(dialog().textContent).toContain('Brak ankiet.');
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
    const { container, router } = setup();
    await flush();
    click(container.querySelector('.adopters-open')!);
    await flush();
    const adopted = dialog().querySelector('.adopted-item')!;
    expect(adopted.textContent).toContain('Kulka');
    expect(adopted.textContent).toContain('Królik · Adopcja #77 · 02.02.2026');
    expect(adopted.querySelector('img')).not.toBeNull();
    const survey = dialog().querySelector('.profile-survey')!;
    expect(survey.textContent).toContain('Ankieta #3 · 20.01.2026');
    expect(survey.textContent).toContain('Królik · Kulka');
    click(survey.querySelector('button')!);
    await flush();
    expect(router.state.location.pathname).toBe('/admin/surveys');
    expect(sessionStorage.getItem('admin.surveys.openId')).toBe('3');
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
    const { container } = setup();
    await flush();
    click(container.querySelector('.adopters-open')!);
    await flush();
    const form = dialog().querySelector('form.adopter-form')!;
    const input = (label: string) => {
      const id = Array.from(form.querySelectorAll('label')).find((item) => item.textContent === label)!.htmlFor;
      return form.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)!;
    };
    setValue(input('E-mail'), 'zly');
    setValue(input('Imię'), ' ');
    submit(form);
    await flush();
    expect(Array.from(form.querySelectorAll('.adopter-form__error')).map((item) => item.textContent)).toEqual(['Podaj imię.', 'Podaj poprawny adres e-mail.']);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    setValue(input('E-mail'), 'nowy@example.com');
    setValue(input('Imię'), 'Żaneta');
    submit(form);
    await flush();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ email: 'nowy@example.com', firstName: 'Żaneta' });
    expect(toasts()).toContain(`info: ${ADOPTION_MESSAGES.adopterSaved}`);

    setValue(dialog().querySelector('.adopter-new select'), '9');
    click(getByText(dialog(), 'Adoptuj', 'button'));
    await flush();
    expect(useConfirmStore.getState().request?.message).toBe('Czy na pewno chcesz adoptować?');
    act(() => useConfirmStore.getState().answer(true));
    await flush();
    expect(calls.find((call) => call.url === '/api/adopters/1/adoptions')!.body).toEqual({ animalId: 9 });
    expect(toasts()).toContain('info: Adoptowano :)');
    expect(dialog().querySelector('.adopted-item')?.textContent).toContain('bez ankiety');
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
    const { container } = setup();
    await flush();
    click(container.querySelector('.adopters-open')!);
    await flush();
    const jsonLink = getByText(dialog(), 'Pobierz dane (JSON)', 'a') as HTMLAnchorElement;
    expect(jsonLink.getAttribute('href')).toBe('/api/adopters/1/export?format=json');
    expect(jsonLink.getAttribute('download')).toBe('dane-osobowe-1.json');
    expect(getByText(dialog(), 'Pobierz dane (tekst)', 'a').getAttribute('href')).toBe('/api/adopters/1/export?format=text');

    click(getByText(dialog(), 'Usuń dane osobowe', 'button'));
    await flush();
    expect(useConfirmStore.getState().request?.message).toBe(RODO_MESSAGES.confirmErase('Żaneta Łukasiewicz'));
    expect(useConfirmStore.getState().request?.message).toContain('nieodwracalnie');
    act(() => useConfirmStore.getState().answer(true));
    await flush();
    expect(calls.filter((call) => call.url === '/api/adopters/1/erase')).toHaveLength(1);
    expect(toasts()).toContain(`info: ${RODO_MESSAGES.erased}`);
    expect(dialog().querySelector('[role="status"]')?.textContent).toContain(RODO_MESSAGES.erasedNotice);
    expect(dialog().querySelector<HTMLInputElement>('form.adopter-form input[type="email"]')!.value).toBe('usunieto-adopter-1@anonim.invalid');
    expect(dialog().querySelector<HTMLInputElement>('form.adopter-form input[type="email"]')!.disabled).toBe(true);
    expect(Array.from(dialog().querySelectorAll('button')).map((button) => button.textContent)).not.toContain('Usuń dane osobowe');
  });
});
