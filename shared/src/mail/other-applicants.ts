import { countedNoun, type NounForms } from '../format.js';
import type { RenderedMailTemplate } from './mail-templates.js';

/**
 * The other applicants of an animal: open surveys that chose it while another survey reserved
 * or adopted it (or it was adopted without a survey). Staff may tell them, once, by e-mail.
 */

export interface OtherApplicant {
  surveyId: number;
  /** The survey's "first last" as sent. */
  name: string;
  createdAt: string;
  /** When they were told this animal found a home; null while not yet. */
  notifiedAt: string | null;
}

/** GET /animals/:id/other-applicants */
export interface OtherApplicantsResponse {
  animalId: number;
  animalName: string;
  /** Who holds the animal now; null when it is neither reserved nor adopted. */
  holder: { kind: 'reserved' | 'adopted'; surveyId: number | null } | null;
  applicants: OtherApplicant[];
  /** How many of them have not been told yet. */
  pending: number;
  /** The message the first of those would get (null when nobody is left to tell). */
  preview: (RenderedMailTemplate & { surveyId: number }) | null;
}

/** POST /animals/:id/notify-other-applicants */
export interface NotifyOtherApplicantsResponse {
  message: string;
  notified: number;
  surveyIds: number[];
}

const MESSAGE_NOUN: NounForms = { one: 'wiadomość', few: 'wiadomości', many: 'wiadomości' };

export const OTHER_APPLICANTS_MESSAGES = {
  notHeld: 'Ten zwierzak nie jest zarezerwowany ani adoptowany – nie ma kogo powiadamiać.',
  nobodyLeft: 'Wszyscy pozostali chętni zostali już powiadomieni.',
  /** "Wysłano 1 wiadomość", "Wysłano 3 wiadomości", "Wysłano 5 wiadomości". */
  sent: (count: number) => `Wysłano ${countedNoun(count, MESSAGE_NOUN)}.`,
  failed: 'Nie udało się powiadomić pozostałych chętnych.',
  loadFailed: 'Nie udało się pobrać listy pozostałych chętnych.',
} as const;
