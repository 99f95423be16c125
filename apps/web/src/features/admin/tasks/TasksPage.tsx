import { useId } from 'react';
import { Tab, TabList, TabProvider } from '@ariakit/react/tab';
import { TASK_VIEWS, type TasksToday, type TaskView } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { useUrlParams } from '../url-state';
import { AddTaskForm } from './AddTaskForm';
import { useTasks } from './task-queries';
import { VIEW_LABELS, VIEW_PARAM, viewChange, viewOfSlug } from './task-url';
import { TaskList, UpcomingHealthList } from './TaskList';
import '../ui/panel-tabs.css';
import './tasks.css';

export const TASKS_FAILED = 'Nie udało się wczytać zadań.';

export const TASKS_EMPTY: Record<TaskView, string> = {
  today: 'Nic na dziś: żadne zadanie nie czeka ani nie jest po terminie.',
  open: 'Brak otwartych zadań.',
  done: 'Nic jeszcze nie oznaczono jako zrobione.',
};

export const UPCOMING_EMPTY = 'W najbliższych 7 dniach nie wypada żaden termin z kart zdrowia.';

/** The open view: its list, loaded when opened; the list of "Na dziś" comes with the health dates of the week. */
function TasksPanel({ view, tabId, panelId }: { view: TaskView; tabId: string; panelId: string }) {
  const headingId = useId();
  const query = useTasks(view);
  const state = viewOf(query);
  let body;
  if (state.status === 'loading') body = <Loader block label="Wczytywanie zadań…" />;
  else if (state.status === 'error') body = <ErrorCard title={TASKS_FAILED} message={errorMessage(state.error, 'Spróbuj ponownie za chwilę.')} onRetry={() => void query.refetch()} />;
  else body = <TasksView view={view} data={state.data} headingId={headingId} />;
  return (
    <section id={panelId} role="tabpanel" aria-labelledby={tabId} aria-busy={query.isFetching} className="task-panel">
      {body}
    </section>
  );
}

function TasksView({ view, data, headingId }: { view: TaskView; data: TasksToday; headingId: string }) {
  const list =
    data.tasks.length === 0 ? (
      <p className="task-empty">{TASKS_EMPTY[view]}</p>
    ) : (
      <TaskList tasks={data.tasks} today={data.today} label={view === 'today' ? 'Zadania na dziś i po terminie' : VIEW_LABELS[view]} />
    );
  if (view !== 'today') {
    return (
      <>
        {view === 'done' && data.tasks.length > 0 && <p className="task-panel__note">Ostatnio zrobione, najnowsze na górze. Odznacz, jeśli zadanie trzeba jeszcze zrobić.</p>}
        {list}
      </>
    );
  }
  return (
    <>
      {list}
      <section className="task-week" aria-labelledby={headingId}>
        <h2 id={headingId} className="task-section-title">
          W ciągu 7 dni
        </h2>
        <p className="task-panel__note">Terminy z kart zdrowia (szczepienia, odrobaczanie, leki…): w dniu terminu każdy z nich staje się zadaniem na dziś.</p>
        {data.upcomingHealth.length === 0 ? <p className="task-empty">{UPCOMING_EMPTY}</p> : <UpcomingHealthList items={data.upcomingHealth} />}
      </section>
    </>
  );
}

/**
 * /admin/zadania ("Zadania", issue 32, every role): the team's tasks in three views, the open one
 * in the address (`?widok=otwarte|zrobione`; "Na dziś" without it): "Na dziś" (overdue and today's
 * tasks, then the health dates of the next 7 days), "Wszystkie otwarte" and "Zrobione". A tick
 * marks a task done (or, in "Zrobione", open again); "Dodaj zadanie" adds one.
 */
export function TasksPage() {
  usePageTitle('Zadania · Panel administratora');
  const baseId = useId();
  const [searchParams, writeParams] = useUrlParams();
  const active = viewOfSlug(searchParams.get(VIEW_PARAM));
  const tabId = (view: TaskView) => `${baseId}-tab-${view}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className="admin-page tasks-page" aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`} className="admin-page__title">
        Zadania
      </h1>
      <p className="admin-page__note">
        Co zespół ma do zrobienia. Terminy z kart zdrowia (np. następne szczepienie) same stają się zadaniami. Zaznacz „Zrobione”, gdy zadanie jest wykonane.
      </p>
      <AddTaskForm />
      <div className="task-views">
        {/* Ariakit's tabs: arrows, Home and End move and select (roving tabindex); the open view is in the URL. */}
        <TabProvider
          selectedId={tabId(active)}
          setSelectedId={(id) => {
            const view = TASK_VIEWS.find((item) => tabId(item) === id);
            if (view && view !== active) writeParams(viewChange(view));
          }}
        >
          <TabList className="panel-tabs" aria-label="Widok zadań">
            {TASK_VIEWS.map((view) => (
              <Tab key={view} id={tabId(view)} className="panel-tabs__tab" aria-controls={view === active ? panelId : undefined}>
                {VIEW_LABELS[view]}
              </Tab>
            ))}
          </TabList>
        </TabProvider>
        <TasksPanel key={active} view={active} tabId={tabId(active)} panelId={panelId} />
      </div>
    </section>
  );
}
