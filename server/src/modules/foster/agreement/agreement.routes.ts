import type { AdminRoutes } from '../../../http/admin-api.js';
import type { FosterDeps } from '../foster-deps.js';

/** The foster agreement: its template, PDF and signed scan (to be built). */
export function mountFosterAgreementAdmin(_routes: AdminRoutes, _deps: FosterDeps): void {}
