import { useQuery } from '@tanstack/react-query';
import { contractsApi, type ContractsOf } from './contracts-api';
import { contractKeys } from '../query-keys';

export function useContracts(of: ContractsOf) {
  return useQuery({ queryKey: contractKeys.of(of), queryFn: ({ signal }) => contractsApi.list(of, signal) });
}

export function useUnsignedContracts() {
  return useQuery({ queryKey: contractKeys.unsigned(), queryFn: ({ signal }) => contractsApi.unsigned(signal) });
}

export function useContractTemplate() {
  return useQuery({ queryKey: contractKeys.template(), queryFn: ({ signal }) => contractsApi.template(signal) });
}
