import { FOUNDATION_SETTINGS } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { historyActorOf } from '../history/actor.js';
import type { FoundationStore } from './foundation.store.js';

/**
 * GET and PUT /settings/foundation (administrators: server/src/http/access.ts): the foundation
 * data as stored (numbers as digits, '' for a field not filled in). A PUT is checked whole by the
 * shared schema before anything is saved; a bad field is a 400 naming it. Never cached (as every
 * admin answer: admin-api.ts).
 */
export function mountFoundationAdmin(routes: AdminRoutes, foundation: FoundationStore): void {
  serveEndpoint(routes, FOUNDATION_SETTINGS.get, async () => foundation.get());

  serveEndpoint(routes, FOUNDATION_SETTINGS.save, async ({ req, input }) => foundation.save(input(), historyActorOf(req)));
}
