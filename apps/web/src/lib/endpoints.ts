import type { z } from 'zod';
import { endpointPath, type Endpoint, type InputOf, type PathParamNames, type PathParams, type ResponseOf } from '@pets/shared';
import { api, type QueryParams } from './api';

/**
 * The client side of the endpoint contract (shared/src/endpoints, ARCHITECTURE decision 22): one
 * function calls any declared endpoint with its path parameters and input, typed by the contract,
 * through the one fetch client (lib/api.ts: session cookie, refresh on 401, Polish errors). Each
 * feature's `<resource>-queries.ts` builds its queryOptions, hooks and mutations on it.
 */
export type EndpointArgs<E extends Endpoint> = (PathParamNames<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['input'] extends z.ZodType ? { input: InputOf<E> } : { input?: undefined }) & {
    signal?: AbortSignal | undefined;
    /** A multipart upload (an endpoint without a JSON input, e.g. a contract scan). */
    form?: FormData;
  };

export function callEndpoint<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>): Promise<ResponseOf<E>> {
  const path = endpointPath(endpoint.path, args.params);
  if (endpoint.method === 'GET') {
    return api.get<ResponseOf<E>>(path, { signal: args.signal, query: args.input as QueryParams | undefined });
  }
  return api.request<ResponseOf<E>>(path, { method: endpoint.method, body: args.form ?? args.input, signal: args.signal });
}
