import type { ComposeMailInput } from '@pets/shared';
import { api } from '../../../../lib/api';
import { renderMailTemplate } from '../../mail-templates/mail-template-queries';
import type { ComposeContext } from './compose-rules';

/** The calls of the compose forms: sending, and a template filled for whom the message concerns. */
export const composeApi = {
  send: (input: ComposeMailInput) => api.post<{ message?: string }>('/contact/admin/send', input),
  render: (key: string, context: ComposeContext | undefined, signal?: AbortSignal) =>
    renderMailTemplate(key, context && 'surveyId' in context ? { surveyId: context.surveyId } : context && 'adopterId' in context ? { adopterId: context.adopterId } : {}, signal),
};
