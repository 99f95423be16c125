import type { NotifyOtherApplicantsInput, NotifyOtherApplicantsResponse, OtherApplicantsResponse } from '@pets/shared';
import { api } from '../../../lib/api';

const animalPath = (id: number) => `/animals/${encodeURIComponent(String(id))}`;

/** The other applicants of a reserved or adopted animal, and telling them it found a home. */
export const otherApplicantsApi = {
  load: (animalId: number, signal?: AbortSignal) => api.get<OtherApplicantsResponse>(`${animalPath(animalId)}/other-applicants`, { signal }),
  notify: (animalId: number, input: NotifyOtherApplicantsInput = {}) =>
    api.post<NotifyOtherApplicantsResponse>(`${animalPath(animalId)}/notify-other-applicants`, input),
};
