import { useQuery } from '@tanstack/react-query';
import { contractsApi, type ContractsOf } from './contracts-api';

/** The query keys of the adoption contracts: every key starts with ['contracts']. */
export const contractKeys = {
  all: ['contracts'] as const,
  of: (of: ContractsOf) => [...contractKeys.all, 'of', of] as const,
  unsigned: () => [...contractKeys.all, 'unsigned'] as const,
  template: () => [...contractKeys.all, 'template'] as const,
};

export function useContracts(of: ContractsOf) {
  return useQuery({ queryKey: contractKeys.of(of), queryFn: ({ signal }) => contractsApi.list(of, signal) });
}

export function useUnsignedContracts() {
  return useQuery({ queryKey: contractKeys.unsigned(), queryFn: ({ signal }) => contractsApi.unsigned(signal) });
}

export function useContractTemplate() {
  return useQuery({ queryKey: contractKeys.template(), queryFn: ({ signal }) => contractsApi.template(signal) });
}
