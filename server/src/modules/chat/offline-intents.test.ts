import { describe, expect, it } from 'vitest';
import { CARE_FACTS, CARE_TEXTS, DEFAULT_SITE_CONFIG } from '@pets/shared';
import { EVAL_SITE } from './eval/eval-fixture.js';
import type { ChatSite } from './knowledge.pl.js';
import { answerOffline } from './offline-assistant.js';
import type { ChatAnimal } from './offline-matcher.js';

const ANIMALS: ChatAnimal[] = [
  { id: 21, name: 'Fasolka', species: 'Świnka morska', sex: 'Samica', status: 'Dostępny' },
  { id: 22, name: 'Kapsel', species: 'Królik', sex: 'Samiec', status: 'Dostępny' },
  { id: 23, name: 'Pestka', species: 'Chomik syryjski', sex: 'Samica', status: 'Dostępny' },
];
const SITE: ChatSite = EVAL_SITE;
const answer = (question: string, site: ChatSite = SITE) => answerOffline(question, ANIMALS, site).reply;

/** The three questions of issue 22, answered for what they mean rather than for a keyword. */
describe('offline assistant: intent with a species', () => {
  it("'Czy mogę adoptować dwie świnki?' gets the pairs rule and who is waiting", () => {
    const reply = answer('Czy mogę adoptować dwie świnki?');
    expect(reply).toContain('muszą mieszkać co najmniej w parze');
    expect(reply).toContain('Fasolka (Świnka morska) – /zwierzak/21');
    expect(reply).toContain('/ankieta-gatunek/%C5%9Awinka%20morska');
  });

  it("'Gdzie jesteście?' gets the city from FOUNDATION_ADDRESS, and no made-up address without it", () => {
    expect(answer('Gdzie jesteście?')).toContain('ul. Przykładowa 1, 00-001 Warszawa');
    const unconfigured = answer('Gdzie jesteście?', { ...EVAL_SITE, foundationAddress: null });
    expect(unconfigured).toContain('/kontakt');
    expect(unconfigured).toContain(EVAL_SITE.email);
    expect(unconfigured).toContain(`KRS ${EVAL_SITE.krs}, NIP ${EVAL_SITE.nip}, REGON ${EVAL_SITE.regon}`);
    expect(unconfigured).not.toContain('Warszawa');
  });

  it('never quotes foundation data that is not filled in: no empty account, KRS or address, the contact form instead', () => {
    const empty: ChatSite = { ...DEFAULT_SITE_CONFIG, foundationAddress: null };
    const donation = answer('Jak mogę przekazać darowiznę?', empty);
    expect(donation).toContain('Numeru konta do darowizn nie mam jeszcze w swojej wiedzy');
    expect(donation).toContain('/kontakt');
    expect(donation).not.toContain('Prześlij darowiznę');
    expect(answer('Jak przekazać 1,5% podatku?', empty)).toContain('numer KRS fundacji podamy, gdy napiszesz do nas przez /kontakt');
    expect(answer('Jak się z wami skontaktować?', empty)).toBe('Najprościej napisać do nas przez formularz na /kontakt.');
    expect(answer('Gdzie jesteście?', empty)).toBe(
      'Adresu siedziby nie mam w swojej wiedzy – napisz przez formularz na /kontakt, a podamy szczegóły, także o odbiorze zwierzaka.',
    );
    for (const question of ['Jak mogę pomóc fundacji?', 'Gdzie wysłać zdjęcia klatki?', 'Chcę zostać wolontariuszem']) {
      // An empty fact would leave "()", "na ." or "KRS ," behind.
      expect(answer(question, empty)).not.toMatch(/\(\s*\)|na \.|na ,|KRS [,.)]|: \(/);
    }
  });

  it("'Jak adoptować królika?' gets the six steps and the rabbit survey", () => {
    const reply = answer('Jak adoptować królika?');
    expect(reply).toContain('2. Wypełnij ankietę adopcyjną');
    expect(reply).toContain('4. Podpisz umowę adopcyjną – to krok obowiązkowy.');
    expect(reply).toContain('Ankieta dla gatunku: /ankieta-gatunek/Kr%C3%B3lik.');
  });

  it('links every hamster species survey, with species names lower case mid-sentence', () => {
    expect(answer('Gdzie jest ankieta na chomika?')).toContain(
      'chomik syryjski – /ankieta-gatunek/Chomik%20syryjski; chomik hybryda – /ankieta-gatunek/Chomik%20hybryda; chomik Roborowskiego – /ankieta-gatunek/Chomik%20Roborowskiego.',
    );
  });

  it('answers the part of the guide asked about', () => {
    expect(answer('Czy chomik może mieszkać z drugim?')).toBe(CARE_FACTS.hamster.social);
    expect(answer('Jaka klatka dla szynszyli?')).toContain('100 × 50 × 150 cm');
    expect(answer('Na co szczepić królika?')).toContain('RHD1 i RHD2');
  });
});

describe('care facts', () => {
  it('keeps the welfare rules of the foundation', () => {
    for (const species of ['guinea-pig', 'rabbit', 'rat', 'gerbil', 'chinchilla'] as const) {
      expect(CARE_FACTS[species].social).toMatch(/w parze|w parach|co najmniej dwa/);
    }
    expect(CARE_FACTS.hamster.social).toContain('każdy w osobnej klatce');
    expect(CARE_FACTS.mouse.social).toContain('Niekastrowany samiec mieszka sam');
    expect(CARE_FACTS.mouse.social).toContain('wykastrowany samiec może zamieszkać z samiczkami');
    expect(CARE_TEXTS.chinchilla).toContain('nigdy w wodzie');
    expect(CARE_TEXTS.hamster).toContain('100 × 50 cm');
    expect(CARE_TEXTS['guinea-pig']).toContain('120 × 60 cm');
    for (const text of Object.values(CARE_TEXTS)) expect(text).not.toMatch(/rodzynk[^.]*(możesz|wolno|można)/);
  });
});

describe('offline answers from the published guides of the knowledge base', () => {
  const GUIDES = [
    { slug: 'krolik', title: 'Królik — poradnik opieki', species: 'Królik' as const },
    { slug: 'chomik', title: 'Chomik — poradnik opieki', species: 'Chomik syryjski' as const },
    { slug: 'apteczka', title: 'Apteczka małego zwierzaka', species: null },
  ];
  const withGuides = (question: string) => answerOffline(question, ANIMALS, SITE, GUIDES).reply;

  it("links the species' guide after a care answer", () => {
    const reply = withGuides('Czym karmić królika?');
    expect(reply).toContain('siano');
    expect(reply).toContain('Więcej w poradniku „Królik — poradnik opieki”: /baza-wiedzy/krolik.');
    // Any hamster species finds the hamster guide.
    expect(withGuides('Jak duża klatka dla chomika Roborowskiego?')).toContain('/baza-wiedzy/chomik');
  });

  it('points to a guide named by its title when nothing else answers', () => {
    expect(withGuides('Co powinno być w apteczce?')).toBe('Zajrzyj do naszego poradnika „Apteczka małego zwierzaka”: /baza-wiedzy/apteczka.');
  });

  it('answers as before without published guides', () => {
    expect(answerOffline('Czym karmić królika?', ANIMALS, SITE).reply).not.toContain('/baza-wiedzy/');
  });
});
