import type { StaffRole } from './roles.js';
import type { AnimalStatus, Sex, YesNo } from './animal.js';
import type { Species } from './species.js';

/** The error body of every failed /api call (ARCHITECTURE decision 3). */
export interface ApiErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
  /** What a conflict needs the client to show, e.g. the warnings of a move that asks for confirmation. */
  details?: unknown;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptimeSeconds: number;
}

/** Animal as the public and admin screens read it (SPEC section 3, Polish field names). */
export interface Animal {
  id_zwierzaka: number;
  imie: string;
  gatunek: Species;
  plec: Sex;
  data_urodzenia: string | null;
  /** The birth date is a month or an estimate (the care record's intake): ages are shown with "ok.". */
  data_urodzenia_przyblizona?: boolean;
  wykastrowany: YesNo;
  status: AnimalStatus;
  opis: string;
  stan_zdrowia: string;
  TM: YesNo;
  data_dodania: string;
  /** Path of the cover image (see imageVariantUrl), or the default placeholder when the animal has none. */
  cover: string;
  /** The short health summary built from the health card ("zaszczepiony przeciw RHD1 i RHD2 (listopad 2026), wykastrowany"), or null. */
  zdrowie: string | null;
}

/** An animal in a list (the description and health summary are left out to keep lists light). */
export type AnimalListItem = Omit<Animal, 'opis' | 'zdrowie'>;

export interface AvailableAnimal {
  id_zwierzaka: number;
  imie: string;
  cover: string;
}

export interface SocialPost {
  id: string;
  full_picture: string | null;
  permalink_url: string;
  created_time: string;
  message: string;
}

export interface SurveyOption {
  id_opcji: number;
  etykieta_opcji: string;
  wymaga_dopisku: 0 | 1;
}

export type SurveyQuestionType = 'tekst' | 'textarea' | 'select' | 'radio' | 'checkbox';
export const SURVEY_QUESTION_TYPES: readonly SurveyQuestionType[] = ['tekst', 'textarea', 'select', 'radio', 'checkbox'];

export interface SurveyQuestion {
  id_pytania: number;
  etykieta: string;
  typ: SurveyQuestionType;
  obowiazkowe: 0 | 1;
  opcje: SurveyOption[];
  /** Section heading the question is shown under (questions of one section are consecutive). */
  grupa?: string | null;
  /** A short explanation shown under the question (e.g. a species-specific note). */
  podpowiedz?: string | null;
}

export interface PersonContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface SurveyListAnimal {
  id: number;
  name: string;
  cover: string;
  reservedByMe: boolean;
  adopted: boolean;
}

export interface SurveyListItem {
  id: number;
  createdAt: string;
  species: Species;
  adopter: PersonContact;
  animals: SurveyListAnimal[];
}

export interface SurveyDetailAnimal {
  id: number;
  name: string;
  cover: string;
  reserved: boolean;
  reservedByMe: boolean;
  reservedSince: string | null;
  adopted: boolean;
  adoptedByMe: boolean;
  adoptedAt: string | null;
}

export interface SurveyAnswerEntry {
  question: string;
  answer: string;
  group?: string;
}

export interface SurveyDetail {
  id: number;
  species: Species;
  createdAt: string;
  adopter: PersonContact & { zip: string; city: string };
  answers: SurveyAnswerEntry[];
  animals: SurveyDetailAnimal[];
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface ReservationInfo {
  active: boolean;
  since: string | null;
  surveyId: number | null;
  adopter: PersonContact | null;
  /** Set when the animal is reserved for an adopter without a survey (surveyId is then null). */
  adopterId?: number | null;
}

export interface AdopterListItem {
  id: number;
  adopter: PersonContact;
  adoptionCount: number;
  lastAdoptionAt: string | null;
  speciesChips: Species[];
}

export interface AdopterProfile {
  adopter: PersonContact & { zip: string; city: string; updatedAt: string };
  adoptedAnimals: { adoptionId: number; date: string; animal: { name: string; species: Species; cover: string } }[];
  surveys: { id: number; createdAt: string; species: Species; animals: { id: number; name: string }[] }[];
}

export interface MailAttachmentInfo {
  id: number;
  filename: string;
  content_type: string;
  size: number;
}

export interface MailMessage {
  id: number;
  from_name: string;
  from_email: string;
  subject: string;
  date_received: string;
  seen: 0 | 1;
  has_attachments: boolean;
  body?: { text: string | null; html: string | null };
  attachments?: MailAttachmentInfo[];
}

export interface ChatReply {
  reply: string;
}

export interface AuthMe {
  user: { id: number; username: string; role: StaffRole; email: string | null };
  /** Signed in with a one-time password: only POST /api/account/password works until it is replaced. */
  mustChangePassword: boolean;
  /** The account signs in with a code from an authenticator app too. */
  twoFactorEnabled: boolean;
  /**
   * The foundation requires two-step sign-in and this account has none yet: only enrolling
   * (POST /api/account/two-factor/setup and /enable) works until it is on.
   */
  twoFactorSetupRequired: boolean;
}

/** Events streamed on /api/admin/events (ARCHITECTURE decision 6). */
export type AdminEvent =
  | { type: 'survey.created'; id: string; surveyId: number; species: Species; adopterName: string; createdAt: string }
  | { type: 'mail.received'; id: string; messageId: number; fromName: string; subject: string; receivedAt: string };
