import {
  speciesGroupOf,
  type Animal,
  type AnimalListItem,
  type Species,
  type SurveyQuestion,
  type SurveySubmitInput,
  type SurveySubmitResponse,
} from '@pets/shared';
import { api, ApiError, isApiError } from '../../lib/api';

function invalidFormat(): ApiError {
  return new ApiError({ status: 200, code: 'invalid_response', message: 'Otrzymano niepoprawny format danych z serwera.' });
}

/** GET /api/animals/{id} (a 404 rejects with an ApiError of status 404). */
export async function fetchSurveyAnimal(id: number, signal: AbortSignal): Promise<Animal> {
  const animal = await api.get<unknown>(`/animals/${id}`, { signal });
  if (!animal || typeof animal !== 'object' || Array.isArray(animal)) throw invalidFormat();
  return animal as Animal;
}

/**
 * GET /api/survey/questions/{species}. A species has a survey only when this is a non-empty array
 * (SPEC section 5): a 404, an empty array or anything that is not an array resolves to [].
 */
export async function fetchSurveyQuestions(species: Species, signal: AbortSignal): Promise<SurveyQuestion[]> {
  try {
    const questions = await api.get<unknown>(`/survey/questions/${encodeURIComponent(species)}`, { signal });
    return Array.isArray(questions) ? (questions as SurveyQuestion[]) : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/**
 * The animals a survey may choose: publicly listed animals of the species group (never adopted),
 * without those 'Za Tęczowym Mostem'.
 */
export async function fetchSurveyAnimals(species: Species, signal: AbortSignal): Promise<AnimalListItem[]> {
  const animals = await api.get<unknown>('/animals/available', { query: { gatunek: speciesGroupOf(species) }, signal });
  if (!Array.isArray(animals)) throw invalidFormat();
  return (animals as AnimalListItem[]).filter((animal) => animal.TM !== 'Tak' && animal.status !== 'Adoptowany');
}

/** POST /api/survey. */
export function submitSurvey(body: SurveySubmitInput): Promise<SurveySubmitResponse> {
  return api.post<SurveySubmitResponse>('/survey', body);
}
