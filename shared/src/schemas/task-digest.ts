import { z } from 'zod';
import { TASK_DIGEST_MESSAGES } from '../task-digest.js';

const invalid = TASK_DIGEST_MESSAGES.hourInvalid;

/** PUT /account/task-digest: an hour of the day in Poland (0–23), or null to turn the e-mail off. */
export const taskDigestInputSchema = z.strictObject({
  hour: z.union([z.null(), z.number({ error: invalid }).int(invalid).min(0, invalid).max(23, invalid)], { error: invalid }),
});
export type TaskDigestInput = z.infer<typeof taskDigestInputSchema>;
