import type { AnimalStatus, Sex, Species } from '@pets/shared';
import { CARE_ASPECTS, type CareAspect } from '@pets/shared';
import {
  ASPECT_TRIGGERS,
  INTENT_TRIGGERS,
  SPECIES_TRIGGERS,
  TOPIC_PRIORITY,
  type CareSpecies,
  type IntentId,
  type Triggers,
} from './knowledge.pl.js';
import { fold, nameStems, tokenMatchesName } from './polish-text.js';

/** What the assistant knows about an animal to answer "is X available?". */
export interface ChatAnimal {
  id: number;
  name: string;
  species: Species;
  sex: Sex;
  status: AnimalStatus;
}

export type Topic = Exclude<IntentId, 'care'> | 'care' | `care:${CareSpecies}` | 'animal' | 'fallback';

export interface QuestionMatch {
  topic: Topic;
  /** The species group the question is about, if any. */
  species: CareSpecies | null;
  /** Which part of the care guide the question is about ('Czy świnka może być sama?': social). */
  aspect: CareAspect | null;
  /** The question is also about adopting ('Czy mogę adoptować dwie świnki?'): answers add who is waiting. */
  adopting: boolean;
  /** Animals named in the question (topic 'animal'). */
  animals: ChatAnimal[];
  /** A name asked about that no animal has (topic 'animal' with no animals). */
  unknownName: string | null;
  /** Intent scores, for tests and diagnostics. */
  scores: Partial<Record<IntentId, number>>;
}

interface WordTrigger {
  text: string;
  exact: boolean;
  weight: number;
}

interface CompiledTriggers {
  words: WordTrigger[];
  phrases: { words: string[]; weight: number }[];
}

function compile(triggers: Triggers): CompiledTriggers {
  const compiled: CompiledTriggers = { words: [], phrases: [] };
  for (const [trigger, weight] of Object.entries(triggers)) {
    if (trigger.includes(' ')) compiled.phrases.push({ words: trigger.split(' '), weight });
    else compiled.words.push({ text: trigger.replace(/\$$/, ''), exact: trigger.endsWith('$'), weight });
  }
  return compiled;
}

const INTENTS = Object.entries(INTENT_TRIGGERS).map(([intent, triggers]) => ({ intent: intent as IntentId, ...compile(triggers) }));
const ASPECTS = CARE_ASPECTS.map((aspect) => ({ aspect, ...compile(ASPECT_TRIGGERS[aspect]) }));
const SPECIES_WORDS = Object.entries(SPECIES_TRIGGERS).map(([trigger, species]) => ({
  text: trigger.replace(/\$$/, ''),
  exact: trigger.endsWith('$'),
  species,
}));

const wordMatches = (token: string, trigger: { text: string; exact: boolean }) =>
  trigger.exact ? token === trigger.text : token.startsWith(trigger.text);

/** Phrase words of up to two letters must match whole words ('w', 'z', '1'); longer ones as prefixes. */
function phraseAt(tokens: readonly string[], start: number, words: readonly string[]): boolean {
  return words.every((word, offset) => {
    const token = tokens[start + offset];
    if (token === undefined) return false;
    return word.length <= 2 ? token === word : token.startsWith(word);
  });
}

function hasPhrase(tokens: readonly string[], words: readonly string[]): boolean {
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (phraseAt(tokens, start, words)) return true;
  }
  return false;
}

/**
 * Scores every intent: each word counts for its longest matching trigger only (so 'myszoskoczek'
 * is not 'mysz' and 'kontakt' is not 'kont'), each trigger once; phrases add their weight.
 */
function score<K extends string>(tokens: readonly string[], classes: readonly ({ id: K } & CompiledTriggers)[]): Partial<Record<K, number>> {
  const scores: Partial<Record<K, number>> = {};
  const counted = new Set<string>();
  const add = (id: K, key: string, weight: number) => {
    if (counted.has(`${id}:${key}`)) return;
    counted.add(`${id}:${key}`);
    scores[id] = (scores[id] ?? 0) + weight;
  };
  for (const token of tokens) {
    const hits = classes.flatMap(({ id, words }) => words.filter((word) => wordMatches(token, word)).map((word) => ({ id, word })));
    const longest = Math.max(0, ...hits.map((hit) => hit.word.text.length));
    for (const hit of hits) if (hit.word.text.length === longest) add(hit.id, hit.word.text, hit.word.weight);
  }
  for (const { id, phrases } of classes) {
    for (const phrase of phrases) if (hasPhrase(tokens, phrase.words)) add(id, phrase.words.join(' '), phrase.weight);
  }
  return scores;
}

export function scoreIntents(tokens: readonly string[]): Partial<Record<IntentId, number>> {
  return score(
    tokens,
    INTENTS.map(({ intent, ...triggers }) => ({ id: intent, ...triggers })),
  );
}

/** The care aspect with the highest score; ties go to the earlier one in CARE_ASPECTS (social first). */
export function detectAspect(tokens: readonly string[]): CareAspect | null {
  const scores = score(
    tokens,
    ASPECTS.map(({ aspect, ...triggers }) => ({ id: aspect, ...triggers })),
  );
  let best: CareAspect | null = null;
  for (const aspect of CARE_ASPECTS) if ((scores[aspect] ?? 0) > (best ? (scores[best] ?? 0) : 0)) best = aspect;
  return best;
}

/** Animals the foundation does not care for ('karma dla psa'): such questions are not about our species. */
const OTHER_ANIMALS = /^(pies|psa|psy|psem|psu|psow|piesek|pieska|kot|kota|koty|kotem|kotu|kotow|kotek|kotka|papug\w*|rybk\w*|kon|konia|koni)$/;

/** The species group named in the question (the first one mentioned), by the longest trigger per word. */
export function detectSpecies(tokens: readonly string[]): CareSpecies | null {
  for (const token of tokens) {
    const hits = SPECIES_WORDS.filter((word) => wordMatches(token, word));
    if (hits.length === 0) continue;
    const best = hits.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    return best.species;
  }
  return null;
}

interface Word {
  raw: string;
  folded: string;
  /** First word of the message or of a sentence (its capital letter says nothing). */
  sentenceStart: boolean;
}

function wordsOf(message: string): Word[] {
  return [...message.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => {
    const before = message.slice(0, match.index).trimEnd();
    return { raw: match[0], folded: fold(match[0]), sentenceStart: before === '' || /[.!?]$/.test(before) };
  });
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);

/** Animals whose every name word appears, inflected, among the words; with where the match was. */
function findNamedAnimals(words: readonly Word[], animals: readonly ChatAnimal[]) {
  const found: { animal: ChatAnimal; capitalisedMidSentence: boolean }[] = [];
  for (const animal of animals) {
    const nameWords = animal.name.split(/[^\p{L}]+/u).filter((part) => part.length >= 2);
    if (nameWords.length === 0) continue;
    let capitalisedMidSentence = false;
    const all = nameWords.every((part) => {
      const stems = nameStems(part);
      const hit = words.find((word) => tokenMatchesName(word.folded, stems));
      if (hit && isCapitalised(hit.raw) && !hit.sentenceStart) capitalisedMidSentence = true;
      return hit !== undefined;
    });
    if (all) found.push({ animal, capitalisedMidSentence });
  }
  return found;
}

/** 'Czy Pimpek jest dostępny?', 'Pimpek nadal czeka?': the asked-about name when no animal has it. */
const ASKED_NAME = [
  /(?:^|\s)[Cc]zy\s+(\p{Lu}[\p{L}-]+)\s+(?:jest|jeszcze|nadal|wciąż|wciaz|dalej|już|juz|został|zostal|została|zostala|czeka|szuka)/u,
  /^(\p{Lu}[\p{L}-]+)\s+(?:jest|nadal|wciąż|wciaz|dalej|jeszcze)\s+(?:jest\s+)?(?:dostępn|dostepn|woln|do adopcji|czeka)/u,
  /\b(?:adoptować|adoptowac|adopcja|adopcji|zarezerwować|zarezerwowac)\s+(\p{Lu}[\p{L}-]+)/u,
];

function askedName(message: string): string | null {
  for (const pattern of ASKED_NAME) {
    const name = pattern.exec(message.trim())?.[1];
    if (!name) continue;
    const folded = fold(name);
    // Species words and known triggers are not names ('Czy Chomik jest…', 'Czy Adopcja jest…').
    if (detectSpecies([folded]) !== null) continue;
    if (Object.keys(scoreIntents([folded])).length > 0) continue;
    return name;
  }
  return null;
}

function bestIntent(scores: Partial<Record<IntentId, number>>): IntentId | null {
  let best: IntentId | null = null;
  for (const intent of TOPIC_PRIORITY) {
    const score = scores[intent] ?? 0;
    if (score > 0 && (best === null || score > (scores[best] ?? 0))) best = intent;
  }
  return best;
}

/** Intents whose answer would be wrong for a dog or a cat (the foundation's own facts about small pets). */
const NOT_ABOUT_OTHER_ANIMALS = new Set<IntentId>(['costs', 'care', 'available', 'adoption', 'preparation', 'sick', 'survey']);

/** Points a species adds to 'care' ('Świnka morska?' alone, 'Ile żyje szczur?'). */
const SPECIES_CARE_BONUS = 2;

/**
 * Classifies a visitor's question for the offline assistant: a named animal (with availability
 * context, a capital letter mid-sentence, or the name alone), else the intent with the highest
 * score, refined by the species mentioned; 'fallback' when nothing is recognised.
 */
export function matchQuestion(message: string, animals: readonly ChatAnimal[]): QuestionMatch {
  const words = wordsOf(message);
  const tokens = words.map((word) => word.folded);
  const scores = scoreIntents(tokens);
  const species = detectSpecies(tokens);
  const adopting = (scores.adoption ?? 0) + (scores.available ?? 0) > 0;
  const base = { species, aspect: detectAspect(tokens), adopting, animals: [] as ChatAnimal[], unknownName: null, scores };

  const availabilityContext = (scores.available ?? 0) + (scores.adoption ?? 0) + (scores.survey ?? 0) > 0;
  const named = findNamedAnimals(words, animals).filter(
    (hit) => hit.capitalisedMidSentence || availabilityContext || words.length <= 2,
  );
  if (named.length > 0) return { ...base, topic: 'animal', animals: named.map((hit) => hit.animal) };
  if (availabilityContext) {
    const unknownName = askedName(message);
    if (unknownName) return { ...base, topic: 'animal', unknownName };
  }

  const adoption = scores.adoption ?? 0;
  const otherIntents = Object.entries(scores).filter(
    ([intent, score]) => score > 0 && intent !== 'adoption' && intent !== 'greeting' && intent !== 'thanks',
  );
  // 'Chcę adoptować chomika': a bare wish to adopt a species is answered with who is waiting.
  if (species && adoption === 1 && otherIntents.length === 0) return { ...base, topic: 'available' };

  // A species counts towards care when the question is about care or about nothing else.
  const careOrNothing = (scores.care ?? 0) > 0 || (otherIntents.length === 0 && adoption === 0);
  const withSpecies = species && careOrNothing ? { ...scores, care: (scores.care ?? 0) + SPECIES_CARE_BONUS } : scores;
  const intent = bestIntent(withSpecies);
  if (intent === null) return { ...base, topic: 'fallback' };
  // 'Ile kosztuje karma dla psa?': about an animal the foundation does not care for.
  if (!species && NOT_ABOUT_OTHER_ANIMALS.has(intent) && tokens.some((token) => OTHER_ANIMALS.test(token))) {
    return { ...base, topic: 'fallback' };
  }
  if (intent === 'care') return { ...base, topic: species ? `care:${species}` : 'care' };
  return { ...base, topic: intent };
}
