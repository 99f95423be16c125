import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES, type NoteInput } from '@pets/shared';
import { taskKeys } from '../query-keys';
import { callEndpoint } from '../../../lib/endpoints';
import { refreshHistory } from './history-query';

/**
 * "Dodaj notatkę": a note about a survey or an adopter, saved as a history row of it. The mutation
 * ends once the timelines have reloaded, so the form stays busy until the note shows. Declared in
 * shared/src/endpoints/notes.ts.
 */
export function useAddNote(subjectType: keyof typeof NOTES, subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => callEndpoint(NOTES[subjectType], { params: { id: subjectId }, input }),
    // A reminder day made a task: "Zadania" and "Na dziś" show it.
    onSuccess: () => Promise.all([refreshHistory(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}
