import { useQuery } from '@tanstack/react-query';
import { mailTemplatesApi } from './mail-templates-api';
import { mailTemplateKeys } from '../query-keys';

export function useMailTemplates() {
  return useQuery({ queryKey: mailTemplateKeys.list(), queryFn: ({ signal }) => mailTemplatesApi.list(signal) });
}
