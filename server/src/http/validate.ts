import type { z } from 'zod';
import { MESSAGES } from '@pets/shared';
import { HttpError } from './http-error.js';

/** Field path -> first Polish message, the `fields` part of a validation error. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[key]) continue;
    fields[key] = issue.code === 'unrecognized_keys' ? MESSAGES.server.unknownField : issue.message;
  }
  return fields;
}

/**
 * Parses request input with a shared zod schema. Failure is a 400 whose `error` is the first
 * problem in the schema's order (so the client sees the same message it would have shown) and
 * whose `fields` lists every problem.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const first = result.error.issues[0];
  const message =
    first && first.code !== 'unrecognized_keys' && !first.message.startsWith('Invalid')
      ? first.message
      : MESSAGES.server.validationFailed;
  return failValidation(message, fields);
}

function failValidation(message: string, fields: Record<string, string>): never {
  throw new HttpError(400, 'validation_failed', message, fields);
}
