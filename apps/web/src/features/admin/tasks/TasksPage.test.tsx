import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { CARE_RECORD_MESSAGES as M, todayInPoland, type StaffRole, type StaffTask, type TaskAssignee, type TasksToday } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { ASSIGNEES_FAILED } from './AddTaskForm';
import { TASKS_EMPTY, TASKS_FAILED, TasksPage, UPCOMING_EMPTY } from './TasksPage';

const TODAY = '2026-05-12';

function task(id: number, title: string, patch: Partial<StaffTask> = {}): StaffTask {
  return {
    id,
    title,
    due: TODAY,
    done: false,
    doneAt: null,
    source: 'reczne',
    assignee: null,
    animal: null,
    surveyId: null,
    adopterId: null,
    overdue: false,
    ...patch,
  };
}

const OVERDUE = task(3, 'Zawieźć Misię na kontrolę', { due: '2026-05-09', overdue: true, animal: { id: 14, name: 'Misia' }, assignee: { id: 2, username: 'bartek' } });
const SIANO = task(7, 'Kupić siano', { assignee: { id: 1, username: 'anna' }, surveyId: 31, adopterId: 5 });
const ODROBACZANIE = task(9, 'Odrobaczanie / odpchlenie: Milbemax', { due: '2026-05-20', source: 'zdrowie', animal: { id: 14, name: 'Misia' } });
const DONE = task(4, 'Umyć klatki', { due: '2026-05-11', done: true, doneAt: '2026-05-11T09:30:00Z' });

const todayList: TasksToday = {
  today: TODAY,
  tasks: [OVERDUE, SIANO],
  upcomingHealth: [{ entryId: 21, animal: { id: 15, name: 'Kropka' }, type: 'szczepienie', description: 'RHD1 i RHD2', nextDue: '2026-05-15' }],
};
const openList: TasksToday = { today: TODAY, tasks: [OVERDUE, SIANO, ODROBACZANIE], upcomingHealth: [] };
const doneList: TasksToday = { today: TODAY, tasks: [DONE], upcomingHealth: [] };
const none: TasksToday = { today: TODAY, tasks: [], upcomingHealth: [] };

/** A row of GET /tasks/assignees: an id and a username, nothing else. */
function assignee(id: number, username: string): TaskAssignee {
  return { id, username };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup(search = '', role: StaffRole = 'administrator') {
  const router = createMemoryRouter(
    [
      { path: '/admin/zadania', element: <TasksPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/admin/zadania${search}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />, { role }));
  return { router, user: userEvent.setup() };
}

const lists = { 'GET /api/tasks?due=today': todayList, 'GET /api/tasks?due=open': openList, 'GET /api/tasks?due=done': doneList, 'GET /api/history': { items: [], nextBefore: null } };
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const rowOf = (title: string) => screen.getByText(title).closest('li')!;
const gets = (calls: FetchCall[], url: string) => calls.filter((call) => call.method === 'GET' && call.url === url).length;

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Zadania (/admin/zadania)', () => {
  it('opens on "Na dziś": overdue tasks marked with their date, today’s, and the health dates of the week', async () => {
    const { calls } = routedFetch({ ...lists, 'GET /api/tasks/assignees': [] });
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Zadania' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Na dziś' }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Zadania na dziś i po terminie' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => (within(row).getByRole('checkbox') as HTMLInputElement).checked)).toEqual([false, false]);

    const overdue = within(rows[0]!);
    expect(overdue.getByText('Zawieźć Misię na kontrolę')).toBeTruthy();
    expect(overdue.getByText('po terminie')).toBeTruthy();
    expect(overdue.getByText('termin: 09.05.2026')).toBeTruthy();
    expect(overdue.getByText('przypisane: bartek')).toBeTruthy();
    expect(overdue.getByRole('link', { name: 'Zwierzak: Misia' }).getAttribute('href')).toBe('/admin/animals/browse?zwierzak=14');

    const siano = within(rows[1]!);
    expect(siano.queryByText('po terminie')).toBeNull();
    expect(siano.getByText('termin: 12.05.2026 (dziś)')).toBeTruthy();
    expect(siano.getByText('przypisane: anna')).toBeTruthy();
    expect(siano.getByRole('link', { name: 'Ankieta #31' }).getAttribute('href')).toBe('/admin/surveys?ankieta=31');
    expect(siano.getByRole('link', { name: 'Adoptujący #5' }).getAttribute('href')).toBe('/admin/adopters?profil=5');

    const week = screen.getByRole('region', { name: 'W ciągu 7 dni' });
    expect(within(week).getByText('15.05.2026')).toBeTruthy();
    expect(within(week).getByText('Szczepienie: RHD1 i RHD2')).toBeTruthy();
    expect(within(week).getByRole('link', { name: 'Zwierzak: Kropka' }).getAttribute('href')).toBe('/admin/animals/browse?zwierzak=15');
    expect(gets(calls, '/api/tasks?due=today')).toBe(1);
    expect(gets(calls, '/api/tasks?due=open')).toBe(0);
  });

  it('keeps the view in the address: "Wszystkie otwarte" and "Zrobione" ask for their own list', async () => {
    const { calls } = routedFetch({ ...lists, 'GET /api/tasks/assignees': [] });
    const { user, router } = setup();
    await screen.findByRole('list', { name: 'Zadania na dziś i po terminie' });

    await user.click(screen.getByRole('tab', { name: 'Wszystkie otwarte' }));
    expect(router.state.location.search).toBe('?widok=otwarte');
    const open = await screen.findByRole('list', { name: 'Wszystkie otwarte' });
    expect(within(open).getAllByRole('listitem')).toHaveLength(3);
    const health = within(rowOf('Odrobaczanie / odpchlenie: Milbemax'));
    expect(health.getByText('z karty zdrowia')).toBeTruthy();
    expect(health.getByText('nieprzypisane')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'W ciągu 7 dni' })).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Wszystkie otwarte' })).toBeTruthy();

    // Arrow keys move between the tabs (and the view with them).
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?widok=zrobione');
    const done = await screen.findByRole('list', { name: 'Zrobione' });
    const row = within(within(done).getAllByRole('listitem')[0]!);
    expect((row.getByRole('checkbox', { name: 'Zrobione: Umyć klatki' }) as HTMLInputElement).checked).toBe(true);
    expect(row.getByText(/^zrobione: 11\.05\.2026/)).toBeTruthy();
    expect(gets(calls, '/api/tasks?due=open')).toBe(1);
    expect(gets(calls, '/api/tasks?due=done')).toBe(1);

    await user.click(screen.getByRole('tab', { name: 'Na dziś' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the view the address names', async () => {
    routedFetch({ ...lists, 'GET /api/tasks?due=done': none, 'GET /api/tasks/assignees': [] });
    setup('?widok=zrobione');
    expect(screen.getByRole('tab', { name: 'Zrobione' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(TASKS_EMPTY.done)).toBeTruthy();
  });

  it('says when nothing is due today, and when no health date falls within the week', async () => {
    routedFetch({ ...lists, 'GET /api/tasks?due=today': none, 'GET /api/tasks/assignees': [] });
    setup();
    expect(await screen.findByText('Nic na dziś: żadne zadanie nie czeka ani nie jest po terminie.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'W ciągu 7 dni' })).getByText(UPCOMING_EMPTY)).toBeTruthy();
  });

  it('shows an error card whose retry asks again', async () => {
    let calls = 0;
    routedFetch({
      'GET /api/tasks/assignees': [],
      'GET /api/tasks?due=today': () => {
        calls += 1;
        return calls === 1 ? json(500, { error: 'Błąd serwera.', code: 'internal' }) : json(200, none);
      },
    });
    const { user } = setup();
    const card = await screen.findByRole('alert');
    expect(within(card).getByText(TASKS_FAILED)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText(TASKS_EMPTY.today)).toBeTruthy();
  });

  it('ticking "Zrobione" sends it at once, shows the server’s message, and can be taken back by keyboard', async () => {
    const { calls } = routedFetch({
      ...lists,
      'GET /api/tasks/assignees': [],
      'POST /api/tasks/7/done': (call: FetchCall) => {
        const done = (call.body as { done: boolean }).done;
        return json(200, {
          message: done ? M.taskDone : M.taskUndone,
          task: { ...SIANO, done, doneAt: done ? '2026-05-12T10:00:00Z' : null },
        });
      },
    });
    const { user } = setup();
    const box = await screen.findByRole('checkbox', { name: 'Zrobione: Kupić siano' });
    await user.click(box);
    await waitFor(() => expect(toasts()).toEqual([`info: ${M.taskDone}`]));
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([['/api/tasks/7/done', { done: true }]]);
    // The row stays, ticked, so a slip can be taken back.
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Zrobione: Kupić siano' }) as HTMLInputElement).checked).toBe(true));
    expect(within(rowOf('Kupić siano')).getByText(/^zrobione: 12\.05\.2026/)).toBeTruthy();

    const again = screen.getByRole('checkbox', { name: 'Zrobione: Kupić siano' });
    again.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toasts()).toContain(`info: ${M.taskUndone}`));
    // The focus stays on the box.
    expect(document.activeElement).toBe(again);
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({ done: false });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Zrobione: Kupić siano' }) as HTMLInputElement).checked).toBe(false));
  });

  it('says so when the tick is refused, and shows the task as the server has it', async () => {
    routedFetch({
      ...lists,
      'GET /api/tasks/assignees': [],
      'POST /api/tasks/3/done': () => json(404, { error: M.taskMissing, code: 'task_not_found' }),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Zrobione: Zawieźć Misię na kontrolę' }));
    await waitFor(() => expect(toasts()).toEqual([`error: ${M.taskMissing}`]));
    expect((screen.getByRole('checkbox', { name: 'Zrobione: Zawieźć Misię na kontrolę' }) as HTMLInputElement).checked).toBe(false);
  });

  describe('Dodaj zadanie', () => {
    it('checks the title with the shared schema’s message before sending, due today by default', async () => {
      const { calls } = routedFetch({ ...lists, 'GET /api/tasks/assignees': [] });
      const { user } = setup();
      const form = within(screen.getByRole('region', { name: 'Dodaj zadanie' }));
      expect((form.getByLabelText(/^Termin/) as HTMLInputElement).value).toBe(todayInPoland());
      await user.click(form.getByRole('button', { name: 'Dodaj zadanie' }));
      expect(await form.findByText(M.taskTitleRequired)).toBeTruthy();
      const title = form.getByRole('textbox', { name: 'Co trzeba zrobić' });
      expect(title.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(title));
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('adds a task for a colleague, then the lists are read again', async () => {
      const { calls } = routedFetch({
        ...lists,
        'GET /api/tasks/assignees': [assignee(2, 'bartek'), assignee(1, 'test-administrator')],
        'POST /api/tasks': (call: FetchCall) => json(201, { message: M.taskAdded, task: task(11, (call.body as { title: string }).title) }),
      });
      const { user } = setup();
      await screen.findByRole('list', { name: 'Zadania na dziś i po terminie' });
      const form = within(screen.getByRole('region', { name: 'Dodaj zadanie' }));
      const person = form.getByRole('combobox', { name: 'Osoba' }) as HTMLSelectElement;
      await waitFor(() => expect([...person.options].map((option) => option.text)).toEqual(['Nikt konkretny', 'Ja (test-administrator)', 'bartek']));
      await user.type(form.getByRole('textbox', { name: 'Co trzeba zrobić' }), '  Odebrać karmę z hurtowni ');
      await user.clear(form.getByLabelText(/^Termin/));
      await user.type(form.getByLabelText(/^Termin/), '2026-05-14');
      await user.selectOptions(person, 'bartek');
      await user.click(form.getByRole('button', { name: 'Dodaj zadanie' }));

      await waitFor(() => expect(toasts()).toEqual([`info: ${M.taskAdded}`]));
      expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
        title: 'Odebrać karmę z hurtowni',
        due: '2026-05-14',
        assigneeId: 2,
        animalId: null,
        surveyId: null,
        adopterId: null,
      });
      await waitFor(() => expect(gets(calls, '/api/tasks?due=today')).toBe(2));
      expect((form.getByRole('textbox', { name: 'Co trzeba zrobić' }) as HTMLInputElement).value).toBe('');
      expect(person.value).toBe('');
    });

    it('shows the server’s refusal under the field it names', async () => {
      routedFetch({
        ...lists,
        'GET /api/tasks/assignees': [assignee(1, 'test-administrator'), assignee(2, 'bartek')],
        'POST /api/tasks': () => json(400, { error: M.taskAssigneeUnknown, code: 'task_assignee_unknown', fields: { assigneeId: M.taskAssigneeUnknown } }),
      });
      const { user } = setup();
      const form = within(screen.getByRole('region', { name: 'Dodaj zadanie' }));
      const person = form.getByRole('combobox', { name: 'Osoba' }) as HTMLSelectElement;
      await waitFor(() => expect(person.options).toHaveLength(3));
      await user.type(form.getByRole('textbox', { name: 'Co trzeba zrobić' }), 'Zadzwonić do lecznicy');
      await user.selectOptions(person, 'bartek');
      await user.click(form.getByRole('button', { name: 'Dodaj zadanie' }));
      expect(await form.findByText(M.taskAssigneeUnknown)).toBeTruthy();
      expect(person.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(person));
      expect((form.getByRole('textbox', { name: 'Co trzeba zrobić' }) as HTMLInputElement).value).toBe('Zadzwonić do lecznicy');
      expect(toasts()).toEqual([]);
    });

    it('lets a volunteer give a task to anyone in the team (from the assignees list, not the administrators’ accounts list); adopters are not links for them', async () => {
      const { calls } = routedFetch({
        ...lists,
        'GET /api/tasks/assignees': [assignee(2, 'bartek'), assignee(1, 'test-wolontariusz'), assignee(4, 'anna')],
        'POST /api/tasks': (call: FetchCall) => json(201, { message: M.taskAdded, task: task(12, (call.body as { title: string }).title) }),
      });
      const { user } = setup('', 'wolontariusz');
      await screen.findByRole('list', { name: 'Zadania na dziś i po terminie' });
      const person = screen.getByRole('combobox', { name: 'Osoba' }) as HTMLSelectElement;
      await waitFor(() => expect([...person.options].map((option) => option.text)).toEqual(['Nikt konkretny', 'Ja (test-wolontariusz)', 'anna', 'bartek']));
      expect(calls.some((call) => call.url.startsWith('/api/team'))).toBe(false);
      const form = within(screen.getByRole('region', { name: 'Dodaj zadanie' }));
      await user.type(form.getByRole('textbox', { name: 'Co trzeba zrobić' }), 'Umyć miski');
      await user.selectOptions(person, 'anna');
      await user.click(form.getByRole('button', { name: 'Dodaj zadanie' }));
      await waitFor(() => expect(toasts()).toEqual([`info: ${M.taskAdded}`]));
      expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ title: 'Umyć miski', assigneeId: 4 });
      const siano = within(rowOf('Kupić siano'));
      expect(siano.getByText('Adoptujący #5')).toBeTruthy();
      expect(siano.queryByRole('link', { name: 'Adoptujący #5' })).toBeNull();
      expect(siano.getByRole('link', { name: 'Ankieta #31' })).toBeTruthy();
    });

    it('still offers oneself when the assignees cannot be loaded, and says so', async () => {
      routedFetch({ ...lists, 'GET /api/tasks/assignees': () => json(500, { error: 'Błąd serwera.', code: 'internal' }) });
      setup('', 'koordynator');
      const person = (await screen.findByRole('combobox', { name: 'Osoba' })) as HTMLSelectElement;
      expect(await screen.findByText(ASSIGNEES_FAILED)).toBeTruthy();
      expect([...person.options].map((option) => option.text)).toEqual(['Nikt konkretny', 'Ja (test-koordynator)']);
    });
  });
});
