import { useQuery } from '@tanstack/react-query';
import { adoptersApi, type AdopterListParams } from './adopters-api';
import { adopterKeys } from '../query-keys';

export function useAdopterList(params: AdopterListParams) {
  return useQuery({ queryKey: adopterKeys.list(params), queryFn: ({ signal }) => adoptersApi.list(params, signal) });
}

export function useAdopterProfile(id: number) {
  return useQuery({ queryKey: adopterKeys.profile(id), queryFn: ({ signal }) => adoptersApi.profile(id, signal) });
}
