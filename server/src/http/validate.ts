import type { z } from 'zod';
import { MESSAGES, polishZodError } from '@pets/shared';
import { HttpError } from './http-error.js';

/**
 * Marks the messages of zod's Polish defaults (zod-polish.ts) for a schema that words nothing
 * itself, so `error` can prefer a message the schema chose. Invisible, and removed before sending.
 */
const DEFAULT_MESSAGE_MARK = '\u2063';
const markedDefault = (issue: z.core.$ZodRawIssue) => `${DEFAULT_MESSAGE_MARK}${polishZodError(issue)}`;
const isDefaultMessage = (message: string) => message.startsWith(DEFAULT_MESSAGE_MARK);
const unmarked = (message: string) => (isDefaultMessage(message) ? message.slice(DEFAULT_MESSAGE_MARK.length) : message);

/** Field path -> first Polish message, the `fields` part of a validation error. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[key]) continue;
    fields[key] = issue.code === 'unrecognized_keys' ? MESSAGES.server.unknownField : unmarked(issue.message);
  }
  return fields;
}

/**
 * Parses request input with a shared zod schema. Failure is a 400 whose `error` is the first
 * problem in the schema's order (so the client sees the same message it would have shown) and
 * whose `fields` lists every problem.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: markedDefault });
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const first = result.error.issues[0];
  // A message the schema chose is the answer's `error`; without one (a default, an unknown
  // field) the general request to correct the form, with the details in `fields`.
  const message = first && first.code !== 'unrecognized_keys' && !isDefaultMessage(first.message) ? first.message : MESSAGES.server.validationFailed;
  return failValidation(message, fields);
}

function failValidation(message: string, fields: Record<string, string>): never {
  throw new HttpError(400, 'validation_failed', message, fields);
}
