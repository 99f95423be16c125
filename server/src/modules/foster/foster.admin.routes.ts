import type { AdminRoutes } from '../../http/admin-api.js';
import type { FosterDeps } from './foster-deps.js';

/** Staff's foster-home endpoints (to be built). */
export function mountFosterAdmin(_routes: AdminRoutes, _deps: FosterDeps): void {}
