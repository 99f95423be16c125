import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TASK_DIGEST, type TaskDigestInput } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { taskDigestKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * The signed-in account's daily e-mail of its tasks (the account menu): its hour, or off, and
 * whether the account has an address to send it to. Declared in shared/src/endpoints/tasks.ts
 * (TASK_DIGEST).
 */
export const taskDigestQuery = () => queryOptions({ queryKey: taskDigestKeys.all, queryFn: ({ signal }) => callEndpoint(TASK_DIGEST.get, { signal }) });

export const useTaskDigest = () => useQuery(taskDigestQuery());

/** Saves the hour (null: off); the answer's setting replaces the cached one, and the history is read again. */
export function useSaveTaskDigest(onSaved: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskDigestInput) => callEndpoint(TASK_DIGEST.save, { input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(taskDigestKeys.all, answer.settings);
      void refreshHistory(queryClient);
      onSaved(answer.message);
    },
  });
}
