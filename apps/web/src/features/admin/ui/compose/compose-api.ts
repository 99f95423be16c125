import type { ComposeMailInput, MailTemplateList, RenderedMailTemplate } from '@pets/shared';
import { api } from '../../../../lib/api';
import type { ComposeContext } from './compose-rules';

/** The calls of the compose forms: sending, the templates to pick from, one filled for whom it concerns. */
export const composeApi = {
  send: (input: ComposeMailInput) => api.post<{ message?: string }>('/contact/admin/send', input),
  templates: (signal?: AbortSignal) => api.get<MailTemplateList>('/mail-templates', { signal }),
  render: (key: string, context: ComposeContext | undefined, signal?: AbortSignal) =>
    api.get<RenderedMailTemplate>(`/mail-templates/${encodeURIComponent(key)}/render`, {
      signal,
      query: context && 'surveyId' in context ? { surveyId: context.surveyId } : context && 'adopterId' in context ? { adopterId: context.adopterId } : {},
    }),
};
