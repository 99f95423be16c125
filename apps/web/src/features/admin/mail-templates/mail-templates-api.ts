import type { MailTemplateList, MailTemplateResponse, MailTemplateUpdateInput } from '@pets/shared';
import { api } from '../../../lib/api';

const templatePath = (key: string) => `/mail-templates/${encodeURIComponent(key)}`;

/** The e-mail templates screen's calls. */
export const mailTemplatesApi = {
  list: (signal?: AbortSignal) => api.get<MailTemplateList>('/mail-templates', { signal }),
  save: (key: string, input: MailTemplateUpdateInput) => api.put<MailTemplateResponse>(templatePath(key), input),
  restoreDefault: (key: string) => api.post<MailTemplateResponse>(`${templatePath(key)}/restore-default`),
};
