import type { SiteConfig } from '@pets/shared';
import { isAvailable } from './chat-animals.js';
import { CARE_TEXTS, SPECIES_OF, SPECIES_PLURAL, knowledgeTexts, type CareSpecies } from './knowledge.pl.js';
import { matchQuestion, type ChatAnimal, type QuestionMatch, type Topic } from './offline-matcher.js';

/** How many animals a reply lists by name before pointing to the full list. */
const LISTED_ANIMALS = 5;

export interface OfflineAnswer {
  topic: Topic;
  reply: string;
}

const animalLink = (animal: ChatAnimal) => `/zwierzak/${animal.id}`;
const speciesSurveyLink = (species: CareSpecies) => `/ankieta-gatunek/${encodeURIComponent(SPECIES_OF[species][0] ?? '')}`;

/** 'czeka teraz 1 zwierzak', 'czekają teraz 3 zwierzaki', 'czeka teraz 12 zwierzaków'. */
export function waitingCount(count: number): string {
  if (count === 1) return 'czeka teraz 1 zwierzak';
  const few = count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14);
  return few ? `czekają teraz ${count} zwierzaki` : `czeka teraz ${count} zwierzaków`;
}

function listAnimals(animals: readonly ChatAnimal[]): string {
  return animals
    .slice(0, LISTED_ANIMALS)
    .map((animal) => `• ${animal.name} (${animal.species}) – ${animalLink(animal)}`)
    .join('\n');
}

function describeAnimal(animal: ChatAnimal): string {
  const female = animal.sex === 'Samica';
  const who = `${animal.name} (${animal.species})`;
  switch (animal.status) {
    case 'Dostępny':
      return `Tak! ${who} czeka na nowy dom. Profil: ${animalLink(animal)}, ankieta adopcyjna: /ankieta/${animal.id}.`;
    case 'Zarezerwowany':
      return `${who} jest obecnie ${female ? 'zarezerwowana' : 'zarezerwowany'} – trwa adopcja przez inną osobę. Profil: ${animalLink(animal)}; inni podopieczni czekają na /adoptuje.`;
    case 'Wstrzymany':
      return `${who}: adopcja jest chwilowo wstrzymana (np. na czas leczenia). Profil: ${animalLink(animal)}; w razie pytań napisz przez /kontakt.`;
    case 'Adoptowany':
      return `${who} ${female ? 'znalazła' : 'znalazł'} już nowy dom. Inni podopieczni czekają na /adoptuje.`;
  }
}

function animalReply(match: QuestionMatch): string {
  if (match.animals.length === 0) {
    return `Nie widzę wśród naszych podopiecznych zwierzaka o imieniu „${match.unknownName ?? ''}”. Sprawdź aktualną listę na /adoptuje albo zapytaj nas przez /kontakt.`;
  }
  return match.animals.slice(0, 3).map(describeAnimal).join('\n');
}

function availableReply(match: QuestionMatch, animals: readonly ChatAnimal[]): string {
  const available = animals.filter(isAvailable);
  if (match.species) {
    const species = match.species;
    const ofSpecies = available.filter((animal) => SPECIES_OF[species].includes(animal.species));
    if (ofSpecies.length === 0) {
      return `Niestety teraz żadne ${SPECIES_PLURAL[species]} nie czekają u nas na adopcję. Zajrzyj później na /adoptuje albo napisz do nas przez /kontakt.`;
    }
    const more = ofSpecies.length > LISTED_ANIMALS ? `\n…i jeszcze ${ofSpecies.length - LISTED_ANIMALS} na /adoptuje.` : '';
    return `Do adopcji czekają ${SPECIES_PLURAL[species]} (${ofSpecies.length}):\n${listAnimals(ofSpecies)}${more}\nAnkieta dla gatunku: ${speciesSurveyLink(species)}.`;
  }
  if (available.length === 0) {
    return 'W tej chwili wszystkie nasze zwierzaki mają już domy albo są zarezerwowane. Zajrzyj później na /adoptuje albo napisz do nas przez /kontakt.';
  }
  return `Na nowy dom ${waitingCount(available.length)}, m.in.:\n${listAnimals(available)}\nWszystkich, z filtrami gatunku i płci, zobaczysz na /adoptuje.`;
}

/**
 * The assistant without a language model: recognises the question (offline-matcher) and answers
 * with the knowledge file's text or the animals' current state. Synchronous and fast; the caller
 * loads the animals.
 */
export function answerOffline(message: string, animals: readonly ChatAnimal[], site: SiteConfig): OfflineAnswer {
  const match = matchQuestion(message, animals);
  const texts = knowledgeTexts(site);
  const { topic } = match;
  if (topic === 'animal') return { topic, reply: animalReply(match) };
  if (topic === 'available') return { topic, reply: availableReply(match, animals) };
  if (topic.startsWith('care:')) return { topic, reply: CARE_TEXTS[topic.slice(5) as CareSpecies] };
  return { topic, reply: texts[topic as keyof typeof texts] };
}
