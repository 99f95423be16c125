import type { FoundationSettings } from '../foundation/foundation-data.js';
import { foundationSettingsSchema } from '../schemas/foundation.js';
import { endpoint } from './endpoint.js';

/**
 * Ustawienia → Dane fundacji (administrators): the foundation data as stored (numbers as digits,
 * '' for a field not filled in). A save is checked whole before anything is stored and answers
 * what was stored.
 */
export const FOUNDATION_SETTINGS = {
  get: endpoint<FoundationSettings>()({ method: 'GET', path: '/settings/foundation' }),
  save: endpoint<FoundationSettings>()({ method: 'PUT', path: '/settings/foundation', input: foundationSettingsSchema }),
} as const;
