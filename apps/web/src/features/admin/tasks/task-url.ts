import { formatDate, TASK_VIEWS, type TaskView } from '@pets/shared';

/**
 * The address of /admin/zadania (ARCHITECTURE decision 10): the open view in `widok` ("Na dziś"
 * is the default, left out), and the links a task row makes to what it is about.
 */

export const TASKS_PATH = '/admin/zadania';
export const VIEW_PARAM = 'widok';

export const VIEW_SLUGS: Record<TaskView, string | null> = { today: null, open: 'otwarte', done: 'zrobione' };

export const VIEW_LABELS: Record<TaskView, string> = { today: 'Na dziś', open: 'Wszystkie otwarte', done: 'Zrobione' };

/** The view a `widok` value names; "Na dziś" for anything else. */
export function viewOfSlug(slug: string | null): TaskView {
  return TASK_VIEWS.find((view) => VIEW_SLUGS[view] !== null && VIEW_SLUGS[view] === slug) ?? 'today';
}

/** The address change that opens a view. */
export const viewChange = (view: TaskView) => ({ [VIEW_PARAM]: VIEW_SLUGS[view] });

/** The animal's card in the list, its editor open (the history links the same way). */
export const animalHref = (animalId: number) => `/admin/animals/browse?zwierzak=${animalId}`;

/** A calendar day (YYYY-MM-DD) as dd.mm.yyyy, read as that day wherever the browser is. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00`);
