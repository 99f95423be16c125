import type { Request, RequestHandler, Response } from 'express';
import type { Endpoint, EndpointMethod, ParsedInputOf, ResponseOf } from '@pets/shared';
import type { AdminRoutes } from './admin-api.js';
import { parseInput } from './validate.js';

export interface EndpointCall<E extends Endpoint> {
  req: Request;
  res: Response;
  /**
   * The input parsed with the endpoint's schema (a 400 with Polish field messages when it does not
   * fit). A function, so a handler first decides what its path names (an unknown id stays a 404
   * even with a bad body), then reads what was sent.
   */
  input(): ParsedInputOf<E>;
}

const register: Record<EndpointMethod, keyof AdminRoutes> = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' };

/**
 * Where an endpoint is mounted: the admin routes (with their session and role guards), or a
 * public Express router (its limits and traps are the handler's own work).
 */
export type EndpointRoutes = { [Method in keyof AdminRoutes]: (path: string, ...handlers: RequestHandler[]) => unknown };

/**
 * Mounts one endpoint of the shared contract (shared/src/endpoints) on the admin routes, with the
 * session and role guards every admin route gets (admin-api.ts), or on a public router. The handler's answer must be the
 * contract's response type (a compile error otherwise) and is sent as JSON (nothing: 204); a handler
 * may set the status first (201). `before` runs ahead of the handler (e.g. the multipart parser of an upload).
 */
export function serveEndpoint<E extends Endpoint>(
  routes: EndpointRoutes,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<ResponseOf<E>>,
  before: RequestHandler[] = [],
): void {
  const { input: schema, method } = endpoint;
  routes[register[method]](endpoint.path, ...before, async (req, res) => {
    const input = () => (schema ? parseInput(schema, method === 'GET' ? req.query : (req.body ?? {})) : undefined) as ParsedInputOf<E>;
    const answer = await handler({ req, res, input });
    // An endpoint declared with a void response answers 204 No Content.
    if (answer === undefined) res.status(204).end();
    else res.json(answer);
  });
}
