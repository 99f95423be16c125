import { taskDigestInputSchema } from '../schemas/task-digest.js';
import type { TaskAssignee, TaskDigestSettings } from '../task-digest.js';
import { endpoint } from './endpoint.js';

/**
 * The tasks' endpoints beside CARE_RECORD's list and writes (every role): who a task may be given
 * to (the active accounts, id and username only: GET /team/accounts is the administrators'), and
 * the signed-in account's own daily e-mail of its tasks.
 */
export const TASK_ASSIGNEES = {
  list: endpoint<TaskAssignee[]>()({ method: 'GET', path: '/tasks/assignees' }),
} as const;

export const TASK_DIGEST = {
  get: endpoint<TaskDigestSettings>()({ method: 'GET', path: '/account/task-digest' }),
  save: endpoint<{ message: string; settings: TaskDigestSettings }>()({ method: 'PUT', path: '/account/task-digest', input: taskDigestInputSchema }),
} as const;
