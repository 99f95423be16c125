import {
  MESSAGES,
  type Animal,
  type AnimalAddInput,
  type AnimalListItem,
  type ReservationInfo,
} from '@pets/shared';
import { api, isApiError } from '../../../lib/api';

/**
 * The admin animal calls (SPEC section 7, "Admin"). Multipart calls with upload progress go
 * through upload-images.ts (the add page) and save-animal-edit.ts (the edit modal's one save).
 */

export interface AnimalAddResponse {
  id: number;
  message?: string;
}

const animalPath = (id: number) => `/animals/${encodeURIComponent(String(id))}`;

export const animalsApi = {
  listAll: (signal?: AbortSignal) => api.get<AnimalListItem[]>('/animals/all', { signal }),
  listArchive: (signal?: AbortSignal) => api.get<AnimalListItem[]>('/animals/archive', { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<Animal>(animalPath(id), { signal }),
  images: (id: number, signal?: AbortSignal) => api.get<string[]>(`${animalPath(id)}/images`, { signal }),
  reservation: (id: number, signal?: AbortSignal) => api.get<ReservationInfo>(`${animalPath(id)}/reservation`, { signal }),
  add: (input: AnimalAddInput) => api.post<AnimalAddResponse>('/animals/add', input),
  /** An animal left "Zarezerwowany" without any reservation becomes free again (recorded). */
  releaseReservation: (id: number) => api.post<{ message: string; animal?: Animal }>(`${animalPath(id)}/release-reservation`, {}),
};

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
