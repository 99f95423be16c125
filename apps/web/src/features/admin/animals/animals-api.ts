import { MESSAGES } from '@pets/shared';
import { isApiError } from '../../../lib/api';

/**
 * The text of a failed add or save (SPEC section 8): the server's field message when it sent
 * one, else its error text, else the action's default.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const field = error.fields ? Object.values(error.fields).find((message) => message.trim()) : undefined;
    if (field) return field;
    if (error.serverMessage) return error.serverMessage;
  }
  return fallback;
}

export const ADD_FAILED = MESSAGES.admin.addAnimalFailed;
export const SAVE_FAILED = MESSAGES.admin.saveAnimalFailed;
