import type { z } from 'zod';

/**
 * One endpoint contract (ARCHITECTURE decision 22): each endpoint is declared once, here in shared/,
 * with its method, its path, the zod schema of its input (the JSON body, or the query string of a
 * GET) and its response type. The server mounts it with `serveEndpoint` (server/src/http), which
 * parses the input with that schema and type-checks the handler's answer against the response type;
 * the web app calls it with `callEndpoint` (apps/web/src/lib/endpoints.ts), which builds the path
 * and types the answer, so neither side can drift from the other without a type error.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path: `/adoptions/:id/contract` → 'id'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string | number };

export interface Endpoint<
  Method extends EndpointMethod = EndpointMethod,
  Path extends string = string,
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Response = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  /** Validates the body (the query string for a GET) on the server; undefined: the endpoint takes none. */
  readonly input: Input;
  /** Never set at run time: carries the response type to the server's handler and the client's call. */
  readonly response?: Response;
}

/**
 * Declares an endpoint. Curried so that the response type is written and the rest inferred:
 * `endpoint<ContractResponse>()({ method: 'PUT', path: '/adoptions/:id/contract/signature', input: contractSignatureSchema })`.
 */
export function endpoint<Response>() {
  return <const Method extends EndpointMethod, const Path extends string, Input extends z.ZodType | undefined = undefined>(definition: {
    method: Method;
    path: Path;
    input?: Input;
  }): Endpoint<Method, Path, Input, Response> => ({ method: definition.method, path: definition.path, input: definition.input as Input });
}

/** What the endpoint answers. */
export type ResponseOf<E extends Endpoint> = E extends Endpoint<EndpointMethod, string, z.ZodType | undefined, infer Response> ? Response : never;

/** What the server's handler receives: the schema's output (undefined without a schema). */
export type ParsedInputOf<E extends Endpoint> = E['input'] extends z.ZodType ? z.output<E['input']> : undefined;

/** What a client sends: the schema's input (for a GET: query values under the schema's keys). */
export type InputOf<E extends Endpoint> = E['input'] extends z.ZodType
  ? E['method'] extends 'GET'
    ? { readonly [Key in keyof z.output<E['input']>]?: QueryValue }
    : z.input<E['input']>
  : undefined;

/** A query-string value: arrays are comma-joined, null/undefined/'' and empty arrays are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The path with its `:name` segments filled in (each value URI-encoded). */
export function endpointPath<Path extends string>(path: Path, params: PathParams<Path> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
