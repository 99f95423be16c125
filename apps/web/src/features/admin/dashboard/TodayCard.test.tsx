import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { DashboardResponse, StaffTask, TasksToday } from '@pets/shared';
import { json, routedFetch as stubFetch, withQueryClient } from '../test-helpers';
import { TASKS_LOAD_FAILED, TODAY_EMPTY, TODAY_FAILED, TodayCard } from './TodayCard';

const DAY = 24 * 60 * 60 * 1000;
const empty: DashboardResponse = {
  staleDays: 14,
  newSurveys: { count: 0, items: [] },
  staleReservations: { count: 0, items: [] },
  unreadMail: { count: 0, items: [] },
  animalsElsewhere: { count: 0, items: [] },
  mailTrouble: null,
  foundationMissing: [],
  failingJobs: [],
};

const noTasks: TasksToday = { today: '2026-05-12', tasks: [], upcomingHealth: [] };

/** The card reads the dashboard and the tasks of "Na dziś": no tasks unless a test says otherwise. */
const routedFetch = (routes: Parameters<typeof stubFetch>[0]) => stubFetch({ 'GET /api/tasks?due=today': noTasks, ...routes });

function task(id: number, due: string): StaffTask {
  return { id, title: `Zadanie ${id}`, due, done: false, doneAt: null, source: 'reczne', assignee: null, animal: null, surveyId: null, adopterId: null, overdue: due < '2026-05-12' };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <TodayCard /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TodayCard ("Na dziś")', () => {
  it('shows a loader, then a calm sentence when nothing needs attention', async () => {
    routedFetch({ 'GET /api/dashboard': empty });
    setup();
    expect(screen.getByRole('heading', { name: 'Na dziś' })).toBeTruthy();
    expect(await screen.findByText(TODAY_EMPTY)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says first when mail is not going out, linking to the mailbox status', async () => {
    routedFetch({
      'GET /api/dashboard': {
        ...empty,
        mailTrouble: { kind: 'failing', queued: 3, failed: 1, oldestQueuedAt: '2026-11-25T09:00:00Z', lastErrorAt: '2026-11-25T09:30:00Z' },
      } satisfies DashboardResponse,
    });
    setup();
    const link = await screen.findByRole('link', { name: 'Poczta: wiadomości nie wychodzą – pokaż stan poczty' });
    expect(link.getAttribute('href')).toBe('/admin/mail#stan-poczty');
    expect(screen.queryByText(TODAY_EMPTY)).toBeNull();
    expect(screen.getByText(/^w kolejce: 3 · niewysłane po wszystkich próbach: 1 · ostatni błąd: 25\.11\.2026/)).toBeTruthy();
  });

  it('says when mail has waited over 15 minutes', async () => {
    routedFetch({
      'GET /api/dashboard': { ...empty, mailTrouble: { kind: 'stuck', queued: 2, failed: 0, oldestQueuedAt: '2026-11-25T09:00:00Z', lastErrorAt: null } } satisfies DashboardResponse,
    });
    setup();
    expect(await screen.findByRole('link', { name: 'Poczta: wiadomości czekają na wysłanie dłużej niż 15 minut – pokaż stan poczty' })).toBeTruthy();
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    routedFetch({
      'GET /api/dashboard': () => {
        calls += 1;
        return calls === 1 ? json(500, { error: 'Błąd serwera.', code: 'internal' }) : json(200, empty);
      },
    });
    setup();
    expect(await screen.findByText(TODAY_FAILED)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await screen.findByText(TODAY_EMPTY)).toBeTruthy();
  });

  it('lists each group with its count linking to the filtered list, and its newest entries', async () => {
    routedFetch({
      'GET /api/dashboard': {
        ...empty,
        newSurveys: { count: 5, items: [{ id: 31, person: 'Zofia Kowalska-Nowak', species: 'Królik', createdAt: '2026-11-20T10:00:00Z' }] },
        staleReservations: {
          count: 1,
          items: [{ surveyId: 12, person: 'Jan Nowak', animalName: 'Misia', since: new Date(Date.now() - 21 * DAY - 1000).toISOString() }],
        },
        unreadMail: { count: 2, items: [{ id: 4, subject: 'Pytanie o Burka', from: 'Ola', receivedAt: '2026-11-25T08:00:00Z' }] },
        animalsElsewhere: { count: 1, items: [{ id: 8, person: 'Ala Wybierająca', species: 'Królik', createdAt: '2026-11-19T10:00:00Z' }] },
      } satisfies DashboardResponse,
    });
    setup();
    const fresh = await screen.findByRole('link', { name: 'Nowe ankiety: 5 – pokaż listę' });
    expect(fresh.getAttribute('href')).toBe('/admin/surveys');
    expect(screen.getByRole('link', { name: 'Rezerwacje dłuższe niż 14 dni: 1 – pokaż ankiety z tymi rezerwacjami' }).getAttribute('href')).toBe(
      '/admin/surveys?zakladka=rezerwacje&rezerwacje-dlugie-rezerwacje=1',
    );
    expect(screen.getByRole('link', { name: /Misia · rezerwacja od 21 dni/ }).getAttribute('href')).toBe('/admin/surveys?ankieta=12');
    expect(screen.getByRole('link', { name: 'Nieprzeczytane wiadomości: 2 – pokaż skrzynkę' }).getAttribute('href')).toBe('/admin/mail?filtr=nieprzeczytane');
    const elsewhere = screen.getByRole('link', { name: 'Wybrane zwierzaki trafiły do innych: 1 – pokaż te ankiety' });
    expect(elsewhere.getAttribute('href')).toBe('/admin/surveys?nowe-zajete-gdzie-indziej=1&rezerwacje-zajete-gdzie-indziej=1');
    const newGroup = fresh.closest('li')!;
    expect(within(newGroup as HTMLElement).getByRole('link', { name: /#31 Zofia Kowalska-Nowak/ }).getAttribute('href')).toBe('/admin/surveys?ankieta=31');

    await userEvent.click(screen.getByRole('link', { name: /Rezerwacje dłuższe/ }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/surveys?zakladka=rezerwacje&rezerwacje-dlugie-rezerwacje=1');
  });

  it('says which foundation data is still missing, with a link to the form', async () => {
    routedFetch({ 'GET /api/dashboard': { ...empty, foundationMissing: ['nip', 'bankAccount'] } satisfies DashboardResponse });
    setup();
    const link = await screen.findByRole('link', { name: 'Dane fundacji do uzupełnienia – uzupełnij w formularzu' });
    expect(link.getAttribute('href')).toBe('/admin/settings/foundation');
    expect(link.closest('li')!.textContent).toContain('Nie uzupełniono: NIP, numer konta. Strona publiczna pomija te pola.');
    expect(screen.queryByText(TODAY_EMPTY)).toBeNull();
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/admin/settings/foundation');
  });

  it('says which background jobs keep failing, with a link to their state', async () => {
    routedFetch({ 'GET /api/dashboard': { ...empty, failingJobs: ['retention', 'backup'] } satisfies DashboardResponse });
    setup();
    const link = await screen.findByRole('link', { name: 'Zadania w tle nie działają – pokaż stan zadań' });
    expect(link.closest('li')!.textContent).toContain('Usuwanie danych po terminie (RODO), Kopia zapasowa bazy danych: kolejne próby się nie udają.');
    expect(screen.queryByText(TODAY_EMPTY)).toBeNull();
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/admin/settings/security');
  });
  it('counts the tasks due today and overdue, and the health dates of the week, linking to Zadania', async () => {
    const { calls } = routedFetch({
      'GET /api/dashboard': empty,
      'GET /api/tasks?due=today': {
        today: '2026-05-12',
        tasks: [task(1, '2026-05-09'), task(2, '2026-05-12'), task(3, '2026-05-12')],
        upcomingHealth: [
          { entryId: 4, animal: { id: 8, name: 'Kropka' }, type: 'szczepienie', description: 'RHD1 i RHD2', nextDue: '2026-05-15' },
          { entryId: 5, animal: { id: 9, name: 'Misia' }, type: 'odrobaczanie', description: 'Milbemax', nextDue: '2026-05-18' },
        ],
      } satisfies TasksToday,
    });
    setup();
    const link = await screen.findByRole('link', { name: 'Zadania na dziś: 3 – pokaż zadania' });
    expect(link.getAttribute('href')).toBe('/admin/zadania');
    expect(link.closest('li')!.textContent).toContain('po terminie: 1 · z terminem na dziś: 2 · terminy z kart zdrowia w ciągu 7 dni: 2');
    expect(screen.queryByText(TODAY_EMPTY)).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/tasks'))).toHaveLength(1);
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/admin/zadania');
  });

  it('warns of the animals whose weight fell, each linking to its record, the group to the filtered list', async () => {
    routedFetch({
      'GET /api/dashboard': empty,
      'GET /api/tasks?due=today': { ...noTasks, weightDrops: [{ animal: { id: 12, name: 'Zefir' }, percent: 12, toDate: '2026-05-11' }] } satisfies TasksToday,
    });
    setup();
    const group = await screen.findByRole('link', { name: 'Spadek wagi: 1 – pokaż te zwierzaki' });
    expect(group.getAttribute('href')).toBe('/admin/animals/browse?uwagi=Spadek+wagi');
    const animal = screen.getByRole('link', { name: /^Zefir · o 12%/ });
    expect(animal.getAttribute('href')).toBe('/admin/animals/browse?zwierzak=12');
    expect(screen.queryByText(TODAY_EMPTY)).toBeNull();
  });

  it('names the health dates of the week even with no task for today', async () => {
    routedFetch({
      'GET /api/dashboard': empty,
      'GET /api/tasks?due=today': {
        ...noTasks,
        upcomingHealth: [{ entryId: 4, animal: { id: 8, name: 'Kropka' }, type: 'szczepienie', description: 'RHD1 i RHD2', nextDue: '2026-05-15' }],
      } satisfies TasksToday,
    });
    setup();
    const link = await screen.findByRole('link', { name: 'Zadania na dziś: 0 – pokaż zadania' });
    expect(link.closest('li')!.textContent).toContain('terminy z kart zdrowia w ciągu 7 dni: 1');
  });

  it('says when the tasks could not be read, still linking to them', async () => {
    routedFetch({ 'GET /api/dashboard': empty, 'GET /api/tasks?due=today': () => json(500, { error: 'Błąd serwera.', code: 'internal' }) });
    setup();
    const link = await screen.findByRole('link', { name: 'Zadania na dziś – pokaż zadania' });
    expect(link.closest('li')!.textContent).toContain(TASKS_LOAD_FAILED);
    expect(screen.queryByText(TODAY_EMPTY)).toBeNull();
  });
});
