import type http from 'node:http';
import { areInSameGroup, SPECIES, type Species, type SurveyQuestion, type SurveySubmitInput, type ContactInput } from '@pets/shared';
import { request } from './http.js';

/**
 * What the load needs to know about the seeded site before it starts: the listed animals with
 * their images, and the questionnaires (valid survey payloads are built from them, like the
 * survey page does).
 */
export interface Catalog {
  animals: { id: number; species: Species; cover: string | null }[];
  imageUrls: string[];
  questionnaires: Map<Species, SurveyQuestion[]>;
}

interface ListedAnimal {
  id_zwierzaka: number;
  gatunek: Species;
  cover: string | null;
}

export async function loadCatalog(agent: http.Agent, baseUrl: string): Promise<Catalog> {
  const list = await request(agent, `${baseUrl}/api/animals/available`);
  if (list.status !== 200) throw new Error(`GET /api/animals/available: ${list.status}`);
  const animals = (JSON.parse(list.body) as ListedAnimal[]).map((animal) => ({ id: animal.id_zwierzaka, species: animal.gatunek, cover: animal.cover }));
  const questionnaires = new Map<Species, SurveyQuestion[]>();
  for (const species of SPECIES) {
    const response = await request(agent, `${baseUrl}/api/survey/questions/${encodeURIComponent(species)}`);
    const questions = JSON.parse(response.body) as SurveyQuestion[];
    if (questions.length > 0) questionnaires.set(species, questions);
  }
  if (questionnaires.size === 0) throw new Error('no questionnaire is seeded');
  const imageUrls = animals.map((animal) => animal.cover).filter((cover): cover is string => Boolean(cover));
  return { animals, imageUrls, questionnaires };
}

/** A unique marker per write, usable as an idempotency key ([A-Za-z0-9_-]{16,100}) and in an e-mail address. */
export function markerFor(runId: string, kind: 's' | 'c', index: number): string {
  return `soak-${runId}-${kind}${String(index).padStart(7, '0')}`;
}

export function markerEmail(marker: string): string {
  return `${marker}@example.test`;
}

/**
 * A complete, valid survey: every question answered (texts carry the marker, choices take the
 * first option with its clarification when it needs one), and sometimes one animal of the group.
 */
export function surveyPayload(catalog: Catalog, marker: string, random: () => number): { body: SurveySubmitInput; animalId: number | null } {
  const entries = [...catalog.questionnaires.entries()];
  const [species, questions] = entries[Math.floor(random() * entries.length)]!;
  const odpowiedzi: Record<string, string | number[]> = {};
  const dopiski: Record<string, string> = {};
  for (const question of questions) {
    const key = String(question.id_pytania);
    if (question.typ === 'tekst' || question.typ === 'textarea') {
      odpowiedzi[key] = `Odpowiedź testu obciążeniowego ${marker}`;
      continue;
    }
    const option = question.opcje[0];
    if (!option) continue;
    odpowiedzi[key] = question.typ === 'checkbox' ? [option.id_opcji] : String(option.id_opcji);
    if (option.wymaga_dopisku === 1) dopiski[String(option.id_opcji)] = `Dopisek ${marker}`;
  }
  const candidates = catalog.animals.filter((animal) => areInSameGroup(species, animal.species));
  const animal = candidates.length > 0 && random() < 0.7 ? candidates[Math.floor(random() * candidates.length)]! : null;
  return {
    animalId: animal?.id ?? null,
    body: {
      gatunek: species,
      telefon: '+48 600 123 456',
      email: markerEmail(marker),
      imie: 'Anna',
      nazwisko: 'Obciążeniowa',
      adres_kod: '00-001',
      adres_miasto: 'Warszawa',
      zwierzaki: animal ? [animal.id] : [],
      odpowiedzi,
      dopiski,
      zgoda: true,
      idempotencyKey: marker,
    },
  };
}

export function contactPayload(marker: string): ContactInput {
  return {
    fullName: 'Jan Obciążeniowy',
    email: markerEmail(marker),
    phone: '600123456',
    question: `Pytanie z testu obciążeniowego (${marker}): czy królik może zamieszkać z kotem?`,
    policy: true,
  };
}
