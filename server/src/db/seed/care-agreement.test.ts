import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARE_FIGURES as F, CARE_TEXTS, DEFAULT_SITE_CONFIG, SPECIES_CARE, type CareSpecies, type Species } from '@pets/shared';
// layer: this test checks that the demo texts and the chat's knowledge agree; it reads both.
import { knowledgeTexts, SPECIES_OF } from '../../modules/chat/knowledge.pl.js';
// layer: as above (the chat's offline answers).
import { answerOffline } from '../../modules/chat/offline-assistant.js';
import { DEMO_OTHERS } from './demo-animals-others.js';
import { DEMO_RODENTS } from './demo-animals-rodents.js';
import { QUESTIONNAIRES } from './questionnaires/index.js';
import { STARTER_ABOUT, STARTER_GUIDES } from './starter-guides.pl.js';

/**
 * One set of care facts (issue 21): the shared facts the chat answers with, the contract's care
 * card, the starter guides, the demo descriptions and the questionnaires must say the same thing,
 * and none of them may say what a keeper of small pets corrected.
 */

const GROUP_OF = new Map<Species, CareSpecies>(
  Object.entries(SPECIES_OF).flatMap(([group, species]) => species.map((name) => [name, group as CareSpecies] as const)),
);
const groupOf = (species: Species) => GROUP_OF.get(species) as CareSpecies;

/** A text to check, with the care group it speaks of (null: every species). */
interface Source {
  where: string;
  group: CareSpecies | null;
  text: string;
}

const plain = (text: string) => text.replace(/\*\*/g, '');

const cardSources = (withNever: boolean): Source[] =>
  Object.entries(SPECIES_CARE).map(([species, care]) => ({
    where: `care card: ${species}`,
    group: groupOf(species as Species),
    text: [care.title, care.company, ...care.housing, ...care.diet, ...care.handling, ...(withNever ? care.never : [])].join(' '),
  }));

const chatSources: Source[] = [
  ...Object.entries(CARE_TEXTS).map(([group, text]) => ({ where: `chat facts: ${group}`, group: group as CareSpecies, text })),
  ...Object.entries(knowledgeTexts(DEFAULT_SITE_CONFIG)).map(([topic, text]) => ({ where: `chat topic: ${topic}`, group: null, text })),
];

const guideSources: Source[] = [...STARTER_GUIDES, STARTER_ABOUT].map((page) => ({
  where: `guide: ${page.slug}`,
  group: page.species ? groupOf(page.species) : null,
  text: plain([page.title, page.summary, page.body].join('\n')),
}));

const demoSources: Source[] = [...DEMO_RODENTS, ...DEMO_OTHERS].map((animal) => ({
  where: `demo: ${animal.name}`,
  group: groupOf(animal.species),
  text: [animal.health, ...animal.description].join(' '),
}));

const homeLeads: Source = {
  where: 'home page guide leads',
  group: null,
  text: readFileSync(new URL('../../../../apps/web/src/features/home/GuidesSection.tsx', import.meta.url), 'utf8'),
};

/** What the questionnaires tell the applicant (questions and hints; the options may name a wrong set-up on purpose). */
const questionnaireSources: Source[] = Object.entries(QUESTIONNAIRES).map(([species, questionnaire]) => ({
  where: `questionnaire: ${species}`,
  group: groupOf(species as Species),
  text: questionnaire.flatMap((section) => [section.group, ...section.questions.flatMap((question) => [question.label, question.hint ?? ''])]).join('\n'),
}));

const ALL: Source[] = [...cardSources(false), ...chatSources, ...guideSources, ...demoSources, homeLeads, ...questionnaireSources];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);
const NEGATED = /\b(nie|bez|nigdy|żadnemu)\b/i;

/** Key facts per group: each must appear in the shared facts, on the care card and in the guide. */
const KEY_FACTS: Record<CareSpecies, readonly RegExp[]> = {
  hamster: [new RegExp(F.hamsterCage), /osobnej klatce|własnej klatce/, /piask\w* bez pyłu/, /rodzynek/i],
  'guinea-pig': [new RegExp(F.guineaPigPair), /witamin\S* C/, /wykastrowanym samcem/],
  rabbit: [/RHD1 i RHD2/, /myksomatoz/],
  rat: [/tej samej płci/, /samice z wykastrowanym samcem/],
  mouse: [/niekastrowany samiec mieszka sam/i, /wykastrowany samiec może zamieszkać z samiczkami/i],
  gerbil: [/piask\w* bez pyłu/, /tej samej płci/],
  chinchilla: [new RegExp(F.chinchillaCage), /piask\w*\/py[łl]\w* do kąpieli dla szynszyli/, /tej samej płci/, /w wodzie/i],
  tortoise: [/otwart\w* st[óo]ł\w* dla żółwia/i, /UVB/, /Testudo/, /nie wprowadzamy w hibernację/, /tropikaln/],
};

describe('one source of care facts', () => {
  it('every key fact is in the shared facts, on each care card of the group and in the guide', () => {
    for (const [group, facts] of Object.entries(KEY_FACTS) as [CareSpecies, readonly RegExp[]][]) {
      const texts = [
        ...chatSources.filter((source) => source.group === group),
        ...cardSources(true).filter((source) => source.group === group),
        ...guideSources.filter((source) => source.group === group),
      ];
      for (const source of texts) for (const fact of facts) expect(source.text, `${source.where} ${fact}`).toMatch(fact);
    }
    expect(SPECIES_CARE['Chomik hybryda'].diet.join(' ')).toMatch(/Zaćma.*cukrzycy/);
    expect(guideSources.find((source) => source.where === 'guide: chomik')?.text).toMatch(/Zaćma u chomika hybrydy.*cukrzycy/);
  });

  it('the chat answers a question about space or bathing with the same figures', () => {
    const ask = (question: string) => answerOffline(question, [], DEFAULT_SITE_CONFIG).reply;
    expect(ask('Jaka klatka dla chomika?')).toContain(F.hamsterCage);
    expect(ask('Jaka klatka dla świnki morskiej?')).toContain(F.guineaPigPair);
    expect(ask('Jaka klatka dla szynszyli?')).toContain(F.chinchillaCage);
    expect(ask('W czym kąpać szynszylę?')).toContain(F.chinchillaBath);
    expect(ask('Czy żółw hibernuje?')).toContain('Testudo');
  });

  it('none of the corrected forms is left anywhere', () => {
    for (const { where, group, text } of ALL) {
      expect(text, where).not.toMatch(/usypia|z kastratem|pyłk|100 ?× ?60 ?× ?100|specjaln\w* (pył|piask)/i);
      for (const sentence of sentences(text).filter((line) => /rodzyn/i.test(line))) expect(sentence, `${where}: raisins as a treat`).toMatch(NEGATED);
      const figures = text.match(/\d+ ?× ?\d+( ?× ?\d+)? ?cm/g) ?? [];
      if (group === 'hamster') for (const figure of figures) expect(figure, where).toBe(F.hamsterCage);
      if (group === 'guinea-pig') for (const figure of figures) expect(figure, where).toBe(F.guineaPigPair);
      if (group === 'chinchilla') for (const figure of figures) expect(figure, where).toBe(F.chinchillaCage);
      if (group === 'hamster' || group === 'gerbil') expect(text, where).not.toMatch(/piask\w* dla (szynszyli|gryzoni)/i);
      if (group === 'tortoise') {
        for (const sentence of sentences(text).filter((line) => /owoc/i.test(line))) expect(sentence, `${where}: fruit for a tortoise`).toMatch(NEGATED);
        for (const sentence of sentences(text).filter((line) => /terrari/i.test(line))) expect(sentence, `${where}: a terrarium for a tortoise`).toMatch(NEGATED);
      }
    }
  });
});
