import { SPECIES, type Species } from '@pets/shared';
import { api, isApiError } from '../../lib/api';

/** A GET returning the parsed body (api.get by default; tests pass a stub). */
export type Getter = (path: string, options: { signal?: AbortSignal; query?: Record<string, string> }) => Promise<unknown>;

const defaultGet: Getter = (path, options) => api.get<unknown>(path, options);

export function surveyQuestionsPath(species: Species): string {
  return `/survey/questions/${encodeURIComponent(species)}`;
}

/** The species-survey route of a species (SPEC section 2: the species is URL-encoded). */
export function speciesSurveyRoute(species: Species): string {
  return `/ankieta-gatunek/${encodeURIComponent(species)}`;
}

/**
 * Whether a species has a survey (SPEC section 5): only a non-empty array of questions counts.
 * A 404 or a body that is not an array means "no survey"; any other failure is thrown.
 */
export async function hasSurvey(species: Species, signal?: AbortSignal, get: Getter = defaultGet): Promise<boolean> {
  try {
    const questions = await get(surveyQuestionsPath(species), { signal });
    return Array.isArray(questions) && questions.length > 0;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

/**
 * The species the modal lists: those with a survey, in the order of SPECIES. Rejects when any
 * check failed for another reason than "no survey" (the modal then shows its error card).
 */
export async function loadSurveySpecies(signal?: AbortSignal, get: Getter = defaultGet): Promise<Species[]> {
  const answers = await Promise.all(SPECIES.map((species) => hasSurvey(species, signal, get)));
  return SPECIES.filter((_, index) => answers[index]);
}

/** Whether at least one animal of the species is available (GET /api/animals/available?gatunek=X). */
export async function hasAvailableAnimals(species: Species, signal?: AbortSignal, get: Getter = defaultGet): Promise<boolean> {
  const animals = await get('/animals/available', { signal, query: { gatunek: species } });
  return Array.isArray(animals) && animals.length > 0;
}

/** What choosing a species leads to. */
export type SpeciesChoice = { kind: 'go'; to: string } | { kind: 'none' } | { kind: 'failed' };

/** The decision after a species is chosen: the survey route, the "no animals" toast, or the failure text. */
export async function chooseSpecies(species: Species, signal?: AbortSignal, get: Getter = defaultGet): Promise<SpeciesChoice> {
  try {
    return (await hasAvailableAnimals(species, signal, get)) ? { kind: 'go', to: speciesSurveyRoute(species) } : { kind: 'none' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
}
