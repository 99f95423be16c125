import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { CARE_RECORD, TASK_ASSIGNEES, type StaffTask, type TaskData, type TasksToday, type TaskView } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { taskAssigneeKeys, taskKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * The staff tasks' data (issue 32), all of it: the three lists and the two writes with what they
 * refresh. Screens (the Zadania screen, the dashboard's "Na dziś") import hooks from here and
 * nothing from lib/api. The endpoints are declared in shared/src/endpoints/care-record.ts, and who a
 * task may be given to in shared/src/endpoints/tasks.ts.
 */

export const taskQueries = {
  /** `today`: today's and overdue open tasks, and the health dates of the next 7 days; `open`; `done` (the last 100). */
  list: (view: TaskView) => queryOptions({ queryKey: taskKeys.list(view), queryFn: ({ signal }) => callEndpoint(CARE_RECORD.tasks, { input: { due: view }, signal }) }),
  /** The active accounts a task may be given to (ids and usernames), for every role. */
  assignees: () => queryOptions({ queryKey: taskAssigneeKeys.all, queryFn: ({ signal }) => callEndpoint(TASK_ASSIGNEES.list, { signal }) }),
};

export const useTasks = (view: TaskView) => useQuery(taskQueries.list(view));
export const useTaskAssignees = () => useQuery(taskQueries.assignees());

/** What a screen says about a write's outcome (a toast, a field error); the hook itself refreshes what it changed. */
type Outcome<Answer, Variables> = Pick<UseMutationOptions<Answer, Error, Variables>, 'onSuccess' | 'onError'>;

/** "Dodaj zadanie" (201): every list is read again (the new task may belong to any of them), and the history. */
export function useAddTask(outcome: Outcome<{ message: string; task: StaffTask }, TaskData> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskData) => callEndpoint(CARE_RECORD.addTask, { input }),
    ...outcome,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), refreshHistory(queryClient)]),
  });
}

export type TaskDoneChange = { task: StaffTask; done: boolean };

/**
 * The answer's task replaces the old one in every list on screen, where it stays (ticked, or
 * unticked in "Zrobione") so that a slip can be taken back at once; the lists are only marked
 * stale, and show where the task now belongs the next time they are opened.
 */
function taskChanged(queryClient: QueryClient, next: StaffTask): void {
  queryClient.setQueriesData<TasksToday>({ queryKey: taskKeys.lists() }, (list) =>
    list ? { ...list, tasks: list.tasks.map((task) => (task.id === next.id ? next : task)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: taskKeys.all, refetchType: 'none' });
}

/** "Zrobione" ticked or unticked. */
export function useSetTaskDone(outcome: Outcome<{ message: string; task: StaffTask }, TaskDoneChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, done }: TaskDoneChange) => callEndpoint(CARE_RECORD.taskDone, { params: { id: task.id }, input: { done } }),
    ...outcome,
    onSuccess: (answer, change, ...rest) => {
      taskChanged(queryClient, answer.task);
      void refreshHistory(queryClient);
      return outcome.onSuccess?.(answer, change, ...rest);
    },
    onError: (error, change, ...rest) => {
      // Refused (the task was removed, a network failure): the lists show what the server holds.
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      return outcome.onError?.(error, change, ...rest);
    },
  });
}

/** "Na dziś" in numbers: open tasks overdue and due today, and health dates within the next 7 days. */
export interface TodayTaskCounts {
  overdue: number;
  dueToday: number;
  upcomingHealth: number;
}

export function todayTaskCounts(data: TasksToday): TodayTaskCounts {
  const open = data.tasks.filter((task) => !task.done);
  const overdue = open.filter((task) => task.overdue || task.due < data.today).length;
  return { overdue, dueToday: open.length - overdue, upcomingHealth: data.upcomingHealth.length };
}
