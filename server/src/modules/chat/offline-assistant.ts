import { CARE_FACTS, careAnswer } from '@pets/shared';
import { isAvailable } from './chat-animals.js';
import { guideFor, guideLine, type ChatGuide } from './chat-guides.js';
import { SPECIES_OF, SPECIES_PLURAL, knowledgeTexts, type CareSpecies, type ChatSite } from './knowledge.pl.js';
import { matchQuestion, type ChatAnimal, type QuestionMatch, type Topic } from './offline-matcher.js';

/** How many animals a reply lists by name before pointing to the full list. */
const LISTED_ANIMALS = 5;

export interface OfflineAnswer {
  topic: Topic;
  reply: string;
}

const animalLink = (animal: ChatAnimal) => `/zwierzak/${animal.id}`;
const surveyLink = (species: string) => `/ankieta-gatunek/${encodeURIComponent(species)}`;
/** 'chomik Roborowskiego': species names stay lower case mid-sentence, surnames keep their capital. */
const midSentence = (species: string) => species.charAt(0).toLowerCase() + species.slice(1);

/** The species survey of SPEC section 2 for the group; for hamsters one per species. */
function speciesSurveyLinks(group: CareSpecies): string {
  const species = SPECIES_OF[group];
  if (species.length === 1) return `Ankieta dla gatunku: ${surveyLink(species[0] ?? '')}.`;
  return `Ankiety dla gatunków: ${species.map((name) => `${midSentence(name)} – ${surveyLink(name)}`).join('; ')}.`;
}

/** The social rule of the species ('Świnki morskie są stadne…'), to add when someone adopts. */
const socialRule = (group: CareSpecies) => (CARE_FACTS[group].social ? `\n${CARE_FACTS[group].social}` : '');

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

/** Who of the species is waiting, with the species survey; null when nobody is. */
function waitingOfSpecies(species: CareSpecies, animals: readonly ChatAnimal[]): string | null {
  const ofSpecies = animals.filter((animal) => isAvailable(animal) && SPECIES_OF[species].includes(animal.species));
  if (ofSpecies.length === 0) return null;
  const more = ofSpecies.length > LISTED_ANIMALS ? `\n…i jeszcze ${ofSpecies.length - LISTED_ANIMALS} na /adoptuje.` : '';
  return `Do adopcji czekają ${SPECIES_PLURAL[species]} (${ofSpecies.length}):\n${listAnimals(ofSpecies)}${more}\n${speciesSurveyLinks(species)}`;
}

const noneOfSpecies = (species: CareSpecies) =>
  `Niestety teraz żadne ${SPECIES_PLURAL[species]} nie czekają u nas na adopcję. Zajrzyj później na /adoptuje albo napisz do nas przez /kontakt.`;

function availableReply(match: QuestionMatch, animals: readonly ChatAnimal[]): string {
  const available = animals.filter(isAvailable);
  if (match.species) {
    const waiting = waitingOfSpecies(match.species, animals);
    return waiting ? `${waiting}${socialRule(match.species)}` : noneOfSpecies(match.species);
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
/**
 * A care question answered by the part of the guide it asks about; 'Czy mogę adoptować dwie
 * świnki?' also gets who of the species is waiting.
 */
function careReply(species: CareSpecies, match: QuestionMatch, animals: readonly ChatAnimal[]): string {
  const answer = careAnswer(species, match.aspect);
  if (match.aspect !== 'social' || !match.adopting) return answer;
  return `${answer}\n${waitingOfSpecies(species, animals) ?? noneOfSpecies(species)}`;
}

/** A topic's text, completed with what the species adds: its survey, its social rule, its housing. */
function withSpecies(topic: Topic, text: string, species: CareSpecies | null): string {
  if (!species) return text;
  if (topic === 'adoption') return `${text}\n${speciesSurveyLinks(species)}${socialRule(species)}`;
  if (topic === 'survey') return `${text}\n${speciesSurveyLinks(species)}`;
  if (topic === 'preparation' && CARE_FACTS[species].housing) return `${text}\n${CARE_FACTS[species].housing}`;
  return text;
}

/**
 * `guides` are the published guides of the knowledge base: a care question about a species that
 * has one gets its link after the answer, and a question naming a guide the assistant has no
 * other answer for is pointed to it.
 */
export function answerOffline(message: string, animals: readonly ChatAnimal[], site: ChatSite, guides: readonly ChatGuide[] = []): OfflineAnswer {
  const match = matchQuestion(message, animals);
  const texts = knowledgeTexts(site);
  const { topic } = match;
  if (topic === 'animal') return { topic, reply: animalReply(match) };
  if (topic === 'available') return { topic, reply: availableReply(match, animals) };
  if (topic.startsWith('care:')) {
    const species = topic.slice(5) as CareSpecies;
    const guide = guideFor(guides, species, message);
    const reply = careReply(species, match, animals);
    return { topic, reply: guide ? `${reply}\n${guideLine(guide)}` : reply };
  }
  if (topic === 'care' || topic === 'fallback') {
    const guide = guideFor(guides, null, message);
    if (guide) return { topic, reply: `Zajrzyj do naszego poradnika „${guide.title}”: /baza-wiedzy/${guide.slug}.` };
  }
  return { topic, reply: withSpecies(topic, texts[topic as keyof typeof texts], match.species) };
}
