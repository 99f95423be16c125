import { describe, expect, it, vi } from 'vitest';
import { SPECIES } from '@pets/shared';
import { ApiError } from '../../lib/api';
import { chooseSpecies, hasSurvey, loadSurveySpecies, speciesSurveyRoute, surveyQuestionsPath, type Getter } from './species-survey';

const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Nie znaleziono.' });
const serverError = () => new ApiError({ status: 500, code: 'internal', message: 'Błąd serwera.' });

/** A GET answering per path (questions) or per species (availability). */
function getter(answers: Record<string, unknown | (() => never)>): Getter {
  return vi.fn(async (path: string, options: { query?: Record<string, string> }) => {
    const key = options.query?.gatunek ? `${path}?${options.query.gatunek}` : path;
    const answer = answers[key];
    if (typeof answer === 'function') return (answer as () => never)();
    if (!(key in answers)) throw notFound();
    return answer;
  });
}

describe('which species have a survey (SPEC section 5)', () => {
  it('only a non-empty array of questions counts', async () => {
    const get = getter({
      [surveyQuestionsPath('Mysz')]: [{ id_pytania: 1 }],
      [surveyQuestionsPath('Szczur')]: [],
      [surveyQuestionsPath('Królik')]: { pytania: [] },
      [surveyQuestionsPath('Żółw')]: '<!doctype html>',
    });
    expect(await hasSurvey('Mysz', undefined, get)).toBe(true);
    expect(await hasSurvey('Szczur', undefined, get)).toBe(false);
    expect(await hasSurvey('Królik', undefined, get)).toBe(false);
    expect(await hasSurvey('Żółw', undefined, get)).toBe(false);
    expect(await hasSurvey('Szynszyla', undefined, get)).toBe(false); // 404
  });

  it('lists those species in the order of SPECIES, URL-encoding the names', async () => {
    const get = getter({
      [surveyQuestionsPath('Świnka morska')]: [{ id_pytania: 2 }],
      [surveyQuestionsPath('Chomik syryjski')]: [{ id_pytania: 1 }],
    });
    expect(await loadSurveySpecies(undefined, get)).toEqual(['Chomik syryjski', 'Świnka morska']);
    expect(get).toHaveBeenCalledTimes(SPECIES.length);
    expect(get).toHaveBeenCalledWith('/survey/questions/%C5%9Awinka%20morska', expect.anything());
  });

  it('fails as a whole when a check fails for another reason than 404', async () => {
    const get = getter({
      [surveyQuestionsPath('Mysz')]: [{ id_pytania: 1 }],
      [surveyQuestionsPath('Szczur')]: () => {
        throw serverError();
      },
    });
    await expect(loadSurveySpecies(undefined, get)).rejects.toThrow('Błąd serwera.');
  });
});

describe('choosing a species', () => {
  it('goes to the species survey when an animal is available', async () => {
    const get = getter({ '/animals/available?Świnka morska': [{ id_zwierzaka: 3 }] });
    expect(await chooseSpecies('Świnka morska', undefined, get)).toEqual({ kind: 'go', to: '/ankieta-gatunek/%C5%9Awinka%20morska' });
    expect(speciesSurveyRoute('Chomik Roborowskiego')).toBe('/ankieta-gatunek/Chomik%20Roborowskiego');
  });

  it('says none when no animal is available', async () => {
    expect(await chooseSpecies('Mysz', undefined, getter({ '/animals/available?Mysz': [] }))).toEqual({ kind: 'none' });
  });

  it('reports a failed availability check', async () => {
    const get = getter({
      '/animals/available?Mysz': () => {
        throw serverError();
      },
    });
    expect(await chooseSpecies('Mysz', undefined, get)).toEqual({ kind: 'failed' });
  });
});
