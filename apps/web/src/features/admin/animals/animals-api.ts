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

/** Session-storage keys read by the surveys screen (set by the animal screens). */
export const SURVEYS_QUERY_KEY = 'admin.surveys.query';
export const SURVEYS_OPEN_ID_KEY = 'admin.surveys.openId';
export const OPEN_SURVEY_EVENT = 'openSurveyDetails';

function safeSessionSet(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, quota); the navigation still happens.
  }
}

/** 'Pokaż ankiety': the surveys screen opens with the animal's name as its search. */
export function rememberSurveysQuery(name: string): void {
  safeSessionSet(SURVEYS_QUERY_KEY, name);
}

/** 'Pokaż ankietę': remember the survey id and tell an already mounted surveys screen to open it. */
export function requestOpenSurvey(id: number): void {
  safeSessionSet(SURVEYS_OPEN_ID_KEY, String(id));
  window.dispatchEvent(new CustomEvent(OPEN_SURVEY_EVENT, { detail: { id } }));
}
