import { z } from 'zod';
import type { AnimalStatus } from '../animal.js';
import type { AdopterProfile, Paged, SurveyDetail, SurveyDetailAnimal, SurveyListAnimal, SurveyListItem } from '../api-types.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { bySex } from '../sex-agreement.js';
import { SPECIES, type Species } from '../species.js';
import type { AnimalElsewhere, SurveyClosure } from '../survey-lifecycle.js';
import { commaList, EMAIL_MAX_LENGTH, EMAIL_PATTERN, lengthCap } from './common.js';
import { isValidSurveyPhone, normalizeSurveyPhone, SURVEY_BUCKETS, SURVEY_SORTS, type SurveyBucket } from './survey.js';
import type { AdopterReservedAnimal } from './animal-reservation.js';
import type { SurveyContactDifference } from './survey-contact.js';
import type { FosterOpinion, SurveyAnimalFoster, SurveyFosterOpinion } from '../foster/survey-foster.js';

/**
 * The admin lists of surveys and adopters (SPEC section 7, "Admin"), the adopter edit and the
 * adoption recorded without a survey, with the texts of their refusals that SPEC section 8 does
 * not quote.
 */

/** Refusals of the survey and adoption state machine (SPEC section 4); each names what to do or why. */
export const ADOPTION_MESSAGES = {
  surveyNotFound: 'Nie znaleziono ankiety.',
  adopterNotFound: 'Nie znaleziono adoptującego.',
  animalNotFound: 'Nie znaleziono zwierzaka.',
  outsideGroup: 'Ten zwierzak nie należy do gatunku z ankiety.',
  outsideGroupNamed: (name: string) => `„${name}” nie należy do gatunku z ankiety.`,
  rainbowBridge: 'Ten zwierzak jest za Tęczowym Mostem.',
  rainbowBridgeNamed: (name: string) => `„${name}” jest za Tęczowym Mostem.`,
  reservedByOther: 'Ten zwierzak jest już zarezerwowany przez inną ankietę.',
  reservedByOtherNamed: (name: string, sex: string | null) => `„${name}” jest już ${bySex(sex, 'zarezerwowany', 'zarezerwowana')} przez inną ankietę.`,
  reservedBySurvey: (surveyId: number) => `Ten zwierzak jest zarezerwowany przez ankietę #${surveyId}. Najpierw cofnij tę rezerwację.`,
  reservedWithoutSurvey: 'Ten zwierzak ma status „Zarezerwowany” bez żadnej rezerwacji. Zwolnij rezerwację w edycji zwierzaka.',
  adopted: 'Ten zwierzak został już adoptowany.',
  adoptedNamed: (name: string, sex: string | null) => `„${name}” ${bySex(sex, 'został już adoptowany', 'została już adoptowana')}.`,
  onHold: 'Ten zwierzak jest wstrzymany. Zmień jego status w edycji zwierzaka.',
  onHoldNamed: (name: string, sex: string | null) => `„${name}” jest ${bySex(sex, 'wstrzymany', 'wstrzymana')}.`,
  notReservedHere: 'Ten zwierzak nie jest zarezerwowany przez tę ankietę.',
  notSelectedNamed: (name: string, sex: string | null) =>
    `„${name}” nie jest ${bySex(sex, 'wybrany ani zarezerwowany', 'wybrana ani zarezerwowana')} w tej ankiecie.`,
  notAdoptedHere: 'Ten zwierzak nie został adoptowany przez tę ankietę.',
  adoptionNotFound: 'Nie znaleziono aktywnej adopcji.',
  adoptedCannotRemove: 'Nie można usunąć – zwierzak adoptowany przez tę ankietę.',
  animalsUnavailable: 'Niektórych z wybranych zwierząt nie można dodać do ankiety (adoptowane lub za Tęczowym Mostem).',
  adopterEmailTaken: 'Adoptujący z tym adresem e-mail już istnieje.',
  adopterEmailTakenNamed: (email: string) => `Adoptujący z adresem e-mail ${email} już istnieje.`,
  adopterCreated: 'Dodano adoptującego.',
  firstNameRequired: 'Podaj imię.',
  lastNameRequired: 'Podaj nazwisko.',
  adopterSaved: 'Zapisano dane adoptującego.',
  adopterSaveFailed: 'Nie udało się zapisać danych adoptującego.',
  adoptionCreated: 'Adopcja została zapisana.',
  invalidAnimal: 'Nieprawidłowy identyfikator zwierzaka.',
  chooseAnimals: 'Wybierz co najmniej jednego zwierzaka do adopcji.',
  tooManyAnimals: 'Wybrano zbyt wiele zwierząt.',
  invalidPage: 'Nieprawidłowy numer strony.',
} as const;

const MAX_ID = 2_147_483_647;
const invalidAnimal = { error: ADOPTION_MESSAGES.invalidAnimal };

/** An animal id in a request body ("12" or 12), with a Polish message for anything else. */
const animalIdSchema = z.coerce.number(invalidAnimal).int(invalidAnimal).positive(invalidAnimal).max(MAX_ID, invalidAnimal);

/** POST /survey/:id/reserve, /unreserve, /cancel-adoption and /adopters/:id/adoptions. */
export const animalActionSchema = z.strictObject({ animalId: animalIdSchema });

/** POST /survey/:id/selected-animals: the whole selection (the public form allows at most 20; the admin more). */
export const selectedAnimalsSchema = z.strictObject({
  animals: z.array(animalIdSchema, invalidAnimal).max(50, ADOPTION_MESSAGES.tooManyAnimals),
});

/** POST /survey/:id/adopt-bulk: the selected or reserved animals to adopt. */
export const adoptBulkSchema = z.strictObject({
  animalIds: z.array(animalIdSchema, invalidAnimal).min(1, ADOPTION_MESSAGES.chooseAnimals).max(50, ADOPTION_MESSAGES.tooManyAnimals),
});

const pageParam = z.coerce
  .number({ error: ADOPTION_MESSAGES.invalidPage })
  .int(ADOPTION_MESSAGES.invalidPage)
  .min(1, ADOPTION_MESSAGES.invalidPage)
  .max(100_000, ADOPTION_MESSAGES.invalidPage)
  .default(1);
const pageSizeParam = (fallback: number) =>
  z.coerce
    .number({ error: MESSAGES.server.invalidValue })
    .int(MESSAGES.server.invalidValue)
    .min(1, MESSAGES.server.invalidValue)
    .max(50, MESSAGES.server.invalidValue)
    .default(fallback);

/** A search text: trimmed, at most 100 characters; empty means no search. */
const searchText = z.string().trim().max(100, MESSAGES.server.textTooLong).optional().default('');
const speciesList = commaList(z.enum(SPECIES, { error: MESSAGES.server.invalidValue }));

/** A query flag: '1' on, '0' or absent off. */
const flag = z
  .enum(['0', '1'], { error: MESSAGES.server.invalidValue })
  .optional()
  .transform((value) => value === '1');

/** GET /survey/surveys. `onlyNoAnimals` applies to the new bucket only. */
export const surveyListQuerySchema = z.object({
  bucket: z.enum(SURVEY_BUCKETS, { error: MESSAGES.server.invalidValue }).default('new'),
  query: searchText,
  species: speciesList,
  onlyNoAnimals: flag,
  /** Only surveys holding a reservation older than RESERVATION_STALE_DAYS (the dashboard's link). */
  stale: flag,
  /** Only surveys with a chosen animal reserved or adopted through another survey (the dashboard's link). */
  elsewhere: flag,
  sort: z.enum(SURVEY_SORTS, { error: MESSAGES.server.invalidValue }).default('newest'),
  page: pageParam,
  pageSize: pageSizeParam(LIMITS.surveysPageSize),
});
export type SurveyListQuery = z.output<typeof surveyListQuerySchema>;
export type SurveySort = (typeof SURVEY_SORTS)[number];

export const SURVEY_SORT_LABELS: Record<SurveySort, string> = { newest: 'Najnowsze', oldest: 'Najstarsze' };

export const SURVEY_BUCKET_LABELS: Record<SurveyBucket, string> = { new: 'Nowe', reserved: 'Z rezerwacją', done: 'Zakończone' };

export const ADOPTER_SORTS = ['newest', 'oldest', 'most', 'name_az', 'name_za'] as const;
export type AdopterSort = (typeof ADOPTER_SORTS)[number];

export const ADOPTER_SORT_LABELS: Record<AdopterSort, string> = {
  newest: 'Najnowsze',
  oldest: 'Najstarsze',
  most: 'Najwięcej adopcji',
  name_az: 'Nazwisko A–Z',
  name_za: 'Nazwisko Z–A',
};

/** GET /adopters: search over name, e-mail and phone; species of their adoptions. */
export const adopterListQuerySchema = z.object({
  query: searchText,
  species: speciesList,
  sort: z.enum(ADOPTER_SORTS, { error: MESSAGES.server.invalidValue }).default('newest'),
  page: pageParam,
  pageSize: pageSizeParam(LIMITS.adoptersPageSize),
});
export type AdopterListQuery = z.output<typeof adopterListQuerySchema>;

/** PUT /adopters/:id: the adopter's contact data (the phone may be left empty). */
export const adopterUpdateSchema = z.strictObject({
  firstName: z.string({ error: ADOPTION_MESSAGES.firstNameRequired }).trim().min(1, ADOPTION_MESSAGES.firstNameRequired).max(80, MESSAGES.server.textTooLong),
  lastName: z.string({ error: ADOPTION_MESSAGES.lastNameRequired }).trim().min(1, ADOPTION_MESSAGES.lastNameRequired).max(80, MESSAGES.server.textTooLong),
  email: z
    .string({ error: MESSAGES.compose.invalidRecipient })
    .trim()
    .max(EMAIL_MAX_LENGTH, lengthCap(MESSAGES.compose.invalidRecipient))
    .regex(EMAIL_PATTERN, MESSAGES.compose.invalidRecipient),
  phone: z
    .string({ error: MESSAGES.survey.invalidPhone })
    .max(40, lengthCap(MESSAGES.survey.invalidPhone))
    .transform((raw) => (raw.trim() === '' ? '' : normalizeSurveyPhone(raw)))
    .refine((phone) => phone === '' || isValidSurveyPhone(phone), MESSAGES.survey.invalidPhone),
  zip: z.string({ error: MESSAGES.server.invalidValue }).trim().max(12, MESSAGES.server.textTooLong).default(''),
  city: z.string({ error: MESSAGES.server.invalidValue }).trim().max(80, MESSAGES.server.textTooLong).default(''),
});
export type AdopterUpdateInput = z.input<typeof adopterUpdateSchema>;
export type AdopterUpdate = z.output<typeof adopterUpdateSchema>;

/** POST /adopters: a person who sent no survey, with the same fields (and rules) as the edit. */
export const adopterCreateSchema = adopterUpdateSchema;

/** POST /adopters/:id/adoptions: an adoption recorded from the adopter's profile, without a survey. */
export const adopterAdoptionSchema = animalActionSchema;

/** An animal in the admin survey detail: the SPEC fields plus what the buttons depend on. */
export interface SurveyAdminAnimal extends SurveyDetailAnimal {
  species: Species;
  status: AnimalStatus;
  /** 'Za Tęczowym Mostem'. */
  tm: boolean;
  /** In the survey's selection (reserved and adopted animals always are). */
  selected: boolean;
  /** The survey holding the active reservation, when it is another one. */
  reservedBySurveyId: number | null;
  /** Samiec, Samica or null: the texts naming the animal agree with it. */
  sex: string | null;
  /** Reserved or adopted through another survey (or without one); null when free or held by this one. */
  elsewhere: AnimalElsewhere | null;
  /** How many other open (not closed) surveys chose it too: the applicants to tell when it is taken. */
  otherOpenSurveys: number;
  /** The foster home it lives in and the carer's latest notes (issue 33); null or absent: not in a foster home. */
  foster?: SurveyAnimalFoster | null;
}

/** GET /survey/details/:id and the answer of every survey action. */
export interface SurveyAdminDetail extends SurveyDetail {
  animals: SurveyAdminAnimal[];
  bucket: SurveyBucket;
  /** 'zakończona': an animal was adopted through this survey (the picker is hidden). */
  finished: boolean;
  /** The stored adopter this survey is linked to (matched by e-mail at submission), if any. */
  adopterId: number | null;
  /** Where the survey's contact data differs from that adopter's; empty when they agree. */
  contactDifferences: SurveyContactDifference[];
  /** Set while staff have closed the survey without an adoption (it is in 'Zakończone' then). */
  closure: SurveyClosure | null;
  /** "Opinia DT" staff recorded (issue 33); null when there is none. */
  fosterOpinion: SurveyFosterOpinion | null;
}

/** An animal on a survey card: the SPEC fields plus what the card says about another survey holding it. */
export interface SurveyAdminListAnimal extends SurveyListAnimal {
  sex: string | null;
  /** When this survey reserved it (null unless reservedByMe): the card says how long ago. */
  reservedSince?: string | null;
  elsewhere: AnimalElsewhere | null;
}

/** One card of GET /survey/surveys. */
export interface SurveyAdminListItem extends SurveyListItem {
  animals: SurveyAdminListAnimal[];
  closure: SurveyClosure | null;
  /** "Opinia DT" (the value only: the card shows a small badge). */
  fosterOpinion: FosterOpinion | null;
}

/** GET /survey/surveys: one page, and the stale-reservation threshold its filter uses. */
export interface SurveyAdminListPage extends Paged<SurveyAdminListItem> {
  staleDays?: number;
}

/** The answer of the survey actions: the message of SPEC section 8 and the survey as it is now. */
export interface SurveyActionResponse {
  message: string;
  survey: SurveyAdminDetail;
  /** After an adoption: the number of its contract (the group's first adoption), for "Pobierz umowę". */
  contractAdoptionId?: number;
}

/** An adopted animal in the admin adopter profile, with what cancelling needs. */
export type AdopterProfileAdoption = AdopterProfile['adoptedAnimals'][number] & {
  animalId: number;
  surveyId: number | null;
};

/** GET /adopters/:id. */
export interface AdopterAdminProfile extends AdopterProfile {
  id: number;
  adoptedAnimals: AdopterProfileAdoption[];
  /** When their personal data was erased (RODO art. 17); the contact fields are placeholders then. */
  erasedAt: string | null;
  /** Animals reserved for this adopter without a survey: the profile adopts or releases them. */
  reservedAnimals: AdopterReservedAnimal[];
}
