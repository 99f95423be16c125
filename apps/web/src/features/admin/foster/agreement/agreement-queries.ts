import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath, FOSTER_AGREEMENT, FOSTER_AGREEMENT_FILES, type FosterAgreement } from '@pets/shared';
import { API_BASE } from '../../../../lib/api';
import { callEndpoint } from '../../../../lib/endpoints';
import { refreshHistory } from '../../ui/history-query';

/**
 * The foster agreement's data (issue 33 item 6; shared/src/endpoints/foster-agreement.ts): a
 * home's current agreement, the dashboard's unsigned list, the template, with what each write
 * refreshes. Screens import hooks from here and nothing from lib/api.
 */
export const fosterAgreementKeys = {
  all: ['foster-agreement'] as const,
  of: (homeId: number) => [...fosterAgreementKeys.all, 'home', homeId] as const,
  unsigned: () => [...fosterAgreementKeys.all, 'unsigned'] as const,
  template: () => [...fosterAgreementKeys.all, 'template'] as const,
};

export const fosterAgreementQueries = {
  of: (homeId: number) =>
    queryOptions({ queryKey: fosterAgreementKeys.of(homeId), queryFn: ({ signal }) => callEndpoint(FOSTER_AGREEMENT.current, { params: { id: homeId }, signal }) }),
  unsigned: () => queryOptions({ queryKey: fosterAgreementKeys.unsigned(), queryFn: ({ signal }) => callEndpoint(FOSTER_AGREEMENT.unsigned, { signal }) }),
  template: () => queryOptions({ queryKey: fosterAgreementKeys.template(), queryFn: ({ signal }) => callEndpoint(FOSTER_AGREEMENT.template, { signal }) }),
};

export const useFosterAgreement = (homeId: number) => useQuery(fosterAgreementQueries.of(homeId));
export const useUnsignedFosterAgreements = () => useQuery(fosterAgreementQueries.unsigned());
export const useFosterAgreementTemplate = () => useQuery(fosterAgreementQueries.template());

/** The PDF and the scan are plain download links (the session cookie goes with them). */
export const fosterAgreementFileUrl = (file: keyof typeof FOSTER_AGREEMENT_FILES, homeId: number) =>
  `${API_BASE}${endpointPath(FOSTER_AGREEMENT_FILES[file], { id: homeId })}`;

/** An agreement issued or given its scan: the home's panel shows the answer, the dashboard's list and the history are read again. */
function useAgreementChanged(homeId: number) {
  const queryClient = useQueryClient();
  return (agreement: FosterAgreement) => {
    queryClient.setQueryData(fosterAgreementKeys.of(homeId), { agreement });
    void queryClient.invalidateQueries({ queryKey: fosterAgreementKeys.unsigned() });
    void refreshHistory(queryClient);
  };
}

export function useIssueFosterAgreement(homeId: number) {
  const changed = useAgreementChanged(homeId);
  return useMutation({
    mutationFn: () => callEndpoint(FOSTER_AGREEMENT.issue, { params: { id: homeId } }),
    onSuccess: (response) => changed(response.agreement),
  });
}

export function useUploadFosterAgreementScan(homeId: number) {
  const changed = useAgreementChanged(homeId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('scan', file, file.name);
      return callEndpoint(FOSTER_AGREEMENT.uploadScan, { params: { id: homeId }, form });
    },
    onSuccess: (response) => changed(response.agreement),
  });
}

export function useSaveFosterAgreementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callEndpoint(FOSTER_AGREEMENT.saveTemplate, { input: { text } }),
    onSuccess: (response) => {
      queryClient.setQueryData(fosterAgreementKeys.template(), response.template);
      void refreshHistory(queryClient);
    },
  });
}
