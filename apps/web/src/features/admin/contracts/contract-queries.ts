import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CONTRACT_FILES, CONTRACTS, endpointPath, type AdoptionContract, type AdoptionContractList } from '@pets/shared';
import { API_BASE } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { refreshHistory } from '../ui/history-query';
import { contractKeys } from '../query-keys';

/**
 * The adoption contracts' data (issue 20), all of it: the queries, the writes with what they
 * refresh, and the download links. Screens import hooks from here and nothing from lib/api.
 * The endpoints themselves are declared in shared/src/endpoints/contracts.ts.
 */

export type ContractsOf = { adopterId: number } | { surveyId: number };

export const contractQueries = {
  of: (of: ContractsOf) => queryOptions({ queryKey: contractKeys.of(of), queryFn: ({ signal }) => callEndpoint(CONTRACTS.list, { input: { ...of }, signal }) }),
  unsigned: () => queryOptions({ queryKey: contractKeys.unsigned(), queryFn: ({ signal }) => callEndpoint(CONTRACTS.unsigned, { signal }) }),
  template: () => queryOptions({ queryKey: contractKeys.template(), queryFn: ({ signal }) => callEndpoint(CONTRACTS.template, { signal }) }),
};

export const useContracts = (of: ContractsOf) => useQuery(contractQueries.of(of));
export const useUnsignedContracts = () => useQuery(contractQueries.unsigned());
export const useContractTemplate = () => useQuery(contractQueries.template());

/** The PDFs and the scan are plain download links (the session cookie goes with them). */
export const contractFileUrl = (file: keyof typeof CONTRACT_FILES, adoptionId: number) => `${API_BASE}${endpointPath(CONTRACT_FILES[file], { id: adoptionId })}`;

/**
 * A contract marked signed or given its scan: every list showing it shows the answer (no refetch),
 * the unsigned-contracts card is refetched, and so is the history.
 */
function contractChanged(queryClient: QueryClient, next: AdoptionContract): void {
  queryClient.setQueriesData<AdoptionContractList>({ queryKey: [...contractKeys.all, 'of'] }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.adoptionId === next.adoptionId ? next : item)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: contractKeys.unsigned() });
  void refreshHistory(queryClient);
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adoptionId, signedOn }: { adoptionId: number; signedOn: string }) =>
      callEndpoint(CONTRACTS.sign, { params: { id: adoptionId }, input: { signedOn } }),
    onSuccess: (response) => contractChanged(queryClient, response.contract),
  });
}

export function useUploadContractScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adoptionId, file }: { adoptionId: number; file: File }) => {
      const form = new FormData();
      form.append('scan', file, file.name);
      return callEndpoint(CONTRACTS.uploadScan, { params: { id: adoptionId }, form });
    },
    onSuccess: (response) => contractChanged(queryClient, response.contract),
  });
}

export function useSaveContractTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callEndpoint(CONTRACTS.saveTemplate, { input: { text } }),
    onSuccess: (response) => {
      queryClient.setQueryData(contractKeys.template(), response.template);
      void refreshHistory(queryClient);
    },
  });
}
