import { useQuery } from '@tanstack/react-query';
import { mailTemplatesApi } from './mail-templates-api';

/** The e-mail templates: one query for the templates screen and every compose form's picker. */
export const mailTemplateKeys = {
  all: ['mail-templates'] as const,
  list: () => [...mailTemplateKeys.all, 'list'] as const,
};

export function useMailTemplates() {
  return useQuery({ queryKey: mailTemplateKeys.list(), queryFn: ({ signal }) => mailTemplatesApi.list(signal) });
}
