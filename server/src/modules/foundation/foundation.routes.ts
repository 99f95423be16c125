import { foundationSettingsSchema, type FoundationSettings } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { parseInput } from '../../http/validate.js';
import { historyActorOf } from '../history/actor.js';
import type { FoundationStore } from './foundation.store.js';

/**
 * GET and PUT /settings/foundation (administrators: server/src/http/access.ts): the foundation
 * data as stored (numbers as digits, '' for a field not filled in). A PUT is checked whole by the
 * shared schema before anything is saved; a bad field is a 400 naming it.
 */
export function mountFoundationAdmin(routes: AdminRoutes, foundation: FoundationStore): void {
  routes.get('/settings/foundation', async (_req, res) => {
    const body: FoundationSettings = await foundation.get();
    res.setHeader('Cache-Control', 'no-store').json(body);
  });

  routes.put('/settings/foundation', async (req, res) => {
    const input = parseInput(foundationSettingsSchema, req.body);
    const body: FoundationSettings = await foundation.save(input, historyActorOf(req));
    res.setHeader('Cache-Control', 'no-store').json(body);
  });
}
