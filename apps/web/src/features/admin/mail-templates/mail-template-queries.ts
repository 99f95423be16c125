import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_TEMPLATES, type MailTemplateList, type MailTemplateResponse, type MailTemplateUpdateInput, type RenderedMailTemplate } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { mailTemplateKeys } from '../query-keys';
import { refreshHistory } from '../ui/history-query';

/**
 * The e-mail templates' data: the one list (the Szablony e-maili screen and every compose form's
 * picker read it), saving and restoring a template, each putting the answer into that list, and
 * one template filled for whom a message concerns. Declared in shared/src/endpoints/mail-templates.ts.
 */

export const mailTemplateQueries = {
  list: () => queryOptions({ queryKey: mailTemplateKeys.list(), queryFn: ({ signal }) => callEndpoint(MAIL_TEMPLATES.list, { signal }) }),
};

export const useMailTemplates = () => useQuery(mailTemplateQueries.list());

/** A saved template replaces its old self in the list (no refetch); the history is refreshed. */
function useTemplateWrite<Variables>(write: (variables: Variables) => Promise<MailTemplateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ template }) => {
      queryClient.setQueryData<MailTemplateList>(mailTemplateKeys.list(), (current) =>
        current ? { ...current, templates: current.templates.map((item) => (item.key === template.key ? template : item)) } : current,
      );
      void refreshHistory(queryClient);
    },
  });
}

export const useSaveMailTemplate = (key: string) =>
  useTemplateWrite((input: MailTemplateUpdateInput) => callEndpoint(MAIL_TEMPLATES.save, { params: { key }, input }));

/** "Przywróć domyślny": the template's default text again. */
export const useRestoreMailTemplate = (key: string) => useTemplateWrite(() => callEndpoint(MAIL_TEMPLATES.restoreDefault, { params: { key } }));

/** The template filled with the data of a survey's or an adopter's person (neither: the foundation's only). */
export const renderMailTemplate = (key: string, whose: { surveyId?: number; adopterId?: number }, signal?: AbortSignal): Promise<RenderedMailTemplate> =>
  callEndpoint(MAIL_TEMPLATES.render, { params: { key }, input: whose, signal });
