import { useQuery } from '@tanstack/react-query';
import { adoptersApi, type AdopterListParams } from './adopters-api';

/** The query keys of the adopters: every key starts with ['adopters']. */
export const adopterKeys = {
  all: ['adopters'] as const,
  lists: () => [...adopterKeys.all, 'list'] as const,
  list: (params: AdopterListParams) => [...adopterKeys.lists(), params] as const,
  profile: (id: number) => [...adopterKeys.all, 'profile', id] as const,
};

export function useAdopterList(params: AdopterListParams) {
  return useQuery({ queryKey: adopterKeys.list(params), queryFn: ({ signal }) => adoptersApi.list(params, signal) });
}

export function useAdopterProfile(id: number) {
  return useQuery({ queryKey: adopterKeys.profile(id), queryFn: ({ signal }) => adoptersApi.profile(id, signal) });
}
