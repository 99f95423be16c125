import { expect, type APIRequestContext } from '@playwright/test';
import type { Species, SurveyQuestion } from '@pets/shared';

export interface SurveySender {
  imie: string;
  nazwisko: string;
  email: string;
  telefon?: string;
  adres_kod?: string;
  adres_miasto?: string;
}

/** The answers a visitor gives in the quickest way: every required question with its first option. */
export async function requiredAnswers(request: APIRequestContext, species: Species | string) {
  const questions = (await (await request.get(`/api/survey/questions/${encodeURIComponent(species)}`)).json()) as SurveyQuestion[];
  const odpowiedzi: Record<string, string | number[]> = {};
  const dopiski: Record<string, string> = {};
  for (const question of questions.filter((item) => item.obowiazkowe === 1)) {
    const option = question.opcje[0];
    if (question.typ === 'tekst' || question.typ === 'textarea') odpowiedzi[question.id_pytania] = 'Odpowiedź testowa';
    else if (option) {
      odpowiedzi[question.id_pytania] = question.typ === 'checkbox' ? [option.id_opcji] : String(option.id_opcji);
      if (option.wymaga_dopisku === 1) dopiski[option.id_opcji] = 'Dopisek testowy';
    }
  }
  return { odpowiedzi, dopiski };
}

/** Sends a survey as the public form does (POST /api/survey) and returns its id. */
export async function sendSurveyByApi(
  request: APIRequestContext,
  species: Species | string,
  sender: SurveySender,
  animals: readonly number[] = [],
): Promise<number> {
  const response = await request.post('/api/survey', {
    data: {
      gatunek: species,
      telefon: '600700800',
      adres_kod: '30-001',
      adres_miasto: 'Kraków',
      ...sender,
      zwierzaki: animals,
      ...(await requiredAnswers(request, species)),
      zgoda: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
