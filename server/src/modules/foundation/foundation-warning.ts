import { FOUNDATION_MESSAGES, missingFoundationFields, type FoundationSettings } from '@pets/shared';
import type { Logger } from '../../logger.js';

/**
 * The production start's warning about foundation data still to fill in (in Polish, naming the
 * fields): the server starts all the same, and the public site leaves those fields out. Answers
 * the fields it named.
 */
export function warnAboutMissingFoundationData(settings: FoundationSettings, logger: Logger) {
  const missing = missingFoundationFields(settings);
  if (missing.length > 0) logger.warn({ missing }, FOUNDATION_MESSAGES.startWarning(missing));
  return missing;
}
