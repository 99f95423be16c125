import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAIL, type ComposeMailInput } from '@pets/shared';
import { callEndpoint } from '../../../../lib/endpoints';
import { refreshHistory } from '../history-query';
import { renderMailTemplate } from '../../mail-templates/mail-template-queries';
import type { ComposeContext } from './compose-rules';

/** A template filled for whom the message concerns. */
export const composeApi = {
  render: (key: string, context: ComposeContext | undefined, signal?: AbortSignal) =>
    renderMailTemplate(key, context && 'surveyId' in context ? { surveyId: context.surveyId } : context && 'adopterId' in context ? { adopterId: context.adopterId } : {}, signal),
};

/**
 * "Wyślij": the message is queued in the outbox (202) and stands in the timelines of whom it
 * concerns at once, so they are reloaded. Declared in shared/src/endpoints/mail.ts.
 */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComposeMailInput) => callEndpoint(MAIL.send, { input }),
    onSuccess: () => void refreshHistory(queryClient),
  });
}
