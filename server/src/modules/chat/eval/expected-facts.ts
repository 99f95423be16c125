import type { Species } from '@pets/shared';
import { EVAL_SITE } from './eval-fixture.js';

/**
 * Facts an answer must (or must not) contain, as patterns over the reply folded to lower case
 * without diacritics ('Świnki żyją w parze' is checked as 'swinki zyja w parze'). Patterns allow
 * several phrasings on purpose: the evaluation checks what the visitor learns, not the wording.
 */
export interface Fact {
  /** What the visitor must learn, in a few English words (printed on failure). */
  name: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Lower case without diacritics; the evaluation's own copy, independent of the assistant's code. */
export const foldForEval = (text: string) =>
  text
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const fact = (name: string, pattern: RegExp): Fact => ({ name, pattern });
const literal = (name: string, text: string): Fact => fact(name, new RegExp(escape(foldForEval(text))));

/** The species survey, /ankieta-gatunek/{species URL-encoded} (SPEC section 2). */
export const surveyLink = (species: Species): Fact =>
  literal(`survey link for ${species}`, `/ankieta-gatunek/${encodeURIComponent(species)}`);
export const HAMSTER_SURVEY = fact('a hamster species survey link', /\/ankieta-gatunek\/chomik/);

/** A link to one of these animals' pages. */
export const animalLinks = (name: string, ids: readonly number[]): Fact =>
  fact(name, new RegExp(`/zwierzak/(${ids.join('|')})(?!\\d)`));

export const F = {
  // Adoption ABC and its parts
  steps: fact('the adoption steps (survey, contract)', /ankiet[\s\S]*umow|umow[\s\S]*ankiet/),
  contractMandatory: fact('the contract is mandatory', /umow\w*[^.\n]*(obowiazk|konieczn|trzeba|musi)|(obowiazk|konieczn)[^.\n]*umow/),
  notSold: fact('the foundation does not sell animals', /nie sprzedaj|nie (ma|pobieramy) (ceny|oplat)|bez oplat/),
  bankAccount: literal('the bank account', EVAL_SITE.bankAccount),
  krs: literal('the KRS number', EVAL_SITE.krs),
  email: literal('the contact e-mail', EVAL_SITE.email),
  contactForm: fact('the contact form', /\/kontakt/),
  city: fact('the city', /warszaw/),
  street: fact('the street address', /przykladowa 1/),
  surveyReply: fact('the foundation replies after a survey', /odezw|odpowiemy|skontaktujemy/),
  speciesSurvey: fact('a survey by species, without a chosen animal', /wybierajac gatunek|ankieta-gatunek|dla gatunku/),
  equipmentPhotos: fact('photos of the equipment go by e-mail', /zdjec\w*[^.\n]*(sprzet|wyposazen|klatk)/),
  // Transport
  courtesyTransport: fact('free courtesy transport', /transport\w* grzecznosciow/),
  personalPickup: fact('personal pickup', /odbior\w* osobist/),
  // Help
  volunteering: fact('volunteering', /wolontari/),
  fosterHome: fact('foster home', /dom\w* tymczas/),
  giftsWelcome: fact('gifts are welcome', /przyjmujemy|chetnie przyjm/),
  // Social needs
  pairs: fact('lives in a pair or group', /w parze|w parach|parami|\bpara\b|w grupie|w grupach|stadn|co najmniej (we )?dw|we dwa|we dwie/),
  alone: fact('lives alone', /samotnik|mieszka sam|zyje sam|osobn|pojedynczo|w pojedynke/),
  miceFemalesGroup: fact('female mice in groups', /samic\w*[^.\n]*w grup/),
  miceMalesAlone: fact('an intact male mouse alone', /(niekastrowan|samc|samiec)[^.\n]*(osobno|sam\b|samotn|pojedync)/),
  // Housing
  hamsterCage: fact('hamster cage at least 100 x 50 cm', /100\s*(x|×|na)\s*50/),
  guineaPigCage: fact('guinea-pig pair at least 120 x 60 cm', /120\s*(x|×|na)\s*60/),
  chinchillaCage: fact('chinchilla cage at least 100 x 50 x 150 cm', /100\s*(x|×)\s*50\s*(x|×)\s*150/),
  roomToRun: fact('a pen or free running', /zagrod|wybieg/),
  deepBedding: fact('deep bedding', /gleb\w* sciolk|sciolk\w*[^.\n]*(20|30) cm/),
  ratCage: fact('a large multi-level cage', /pietrow|poziom/),
  // Diet and care
  hay: fact('hay', /siano|siana/),
  vitaminC: fact('vitamin C', /witamin\w* c\b/),
  grainMix: fact('a grain mix', /mieszank/),
  noRaisins: fact('no raisins', /(nie|bez|zadnych|unikaj)[^.\n]*rodzyn|rodzyn\w*[^.\n]*(nie |szkodl|zakaz|niebezpiecz)/),
  dustBath: fact('a dust bath', /pyl/),
  neverWater: fact('never a water bath', /nigdy w wodzie|nie w wodzie|bez wody|nie kap\w*[^.\n]*wod/),
  rhd: fact('RHD1 and RHD2 vaccination', /rhd1[\s\S]*rhd2|rhd\s*1[\s\S]*rhd\s*2/),
  vet: fact('see a vet', /weteryn/),
  // Graceful fallback
  cannotHelp: fact('says it cannot help with that', /nie umiem|nie potrafie|nie wiem|pomagam w sprawach/),
} as const;

/** Things a reply must not say: made-up opening hours, a wrong topic's text. */
export const NOT = {
  madeUpHours: fact('made-up opening hours', /\b\d{1,2}[:.]\d{2}\b|od \d{1,2} do \d{1,2}/),
  giftsText: fact('the gifts text (auctions)', /aukcyj|licyt/),
  priceText: fact('the adoption-costs text', /nie sprzedaje zwierzat/),
  hamsterPairs: fact('hamsters in pairs', /chomik\w*[^.\n]*(w parze|parami|razem mieszk)/),
};
