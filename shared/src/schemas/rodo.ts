import type { FosterPersonalData } from '../foster/foster.js';
import { z } from 'zod';
import type { Species } from '../species.js';
import type { SurveyAnswerEntry } from '../api-types.js';

/**
 * RODO (GDPR) in the admin panel: the export of everything stored about one adopter (art. 15/20)
 * and the erase of their personal data (art. 17), with the texts the panel and the API show.
 */

export const RODO_MESSAGES = {
  exportFailed: 'Nie udało się pobrać danych osobowych.',
  eraseFailed: 'Nie udało się usunąć danych osobowych.',
  erased: 'Dane osobowe zostały usunięte. Zostały tylko adopcje (zwierzak i data) do statystyk.',
  alreadyErased: 'Dane osobowe tej osoby zostały już usunięte.',
  erasedReadOnly: 'Dane osobowe tej osoby zostały usunięte: profilu nie można już edytować.',
  confirmErase: (name: string) =>
    `Usunąć dane osobowe: ${name}? Imię, nazwisko, adres e-mail, telefon, odpowiedzi z ankiet, wiadomości i treść wysłanych e-maili zostaną nieodwracalnie zanonimizowane. Zostaną tylko adopcje (zwierzak i data).`,
  erasedNotice: 'Dane osobowe tej osoby zostały usunięte. Zostały tylko adopcje (zwierzak i data) do statystyk.',
  invalidFormat: 'Nieznany format eksportu. Dostępne: json, text.',
} as const;

/** The name an erased adopter or survey keeps (the placeholder shown in lists). */
export const ERASED_NAME = 'Usunięto';

/** GET /adopters/:id/export?format=: JSON (art. 20, machine-readable) or a readable text. */
export const EXPORT_FORMATS = ['json', 'text'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** POST /adopters/:id/erase takes nothing: an empty JSON object (or no body). */
export const eraseAdopterSchema = z.strictObject({});
export const personalDataExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: RODO_MESSAGES.invalidFormat }).default('json'),
});

export interface ExportContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
}

export interface PersonalDataExport {
  exportedAt: string;
  adopter: ExportContact & { id: number; createdAt: string; updatedAt: string; erasedAt: string | null };
  surveys: {
    id: number;
    species: Species;
    createdAt: string;
    consentAt: string | null;
    /** The contact data as sent with this survey. */
    contact: ExportContact;
    answers: SurveyAnswerEntry[];
    animals: string[];
    /** "Opinia DT" staff recorded on the survey, with its note (issue 33). */
    fosterOpinion: { opinion: string; note: string; at: string } | null;
  }[];
  adoptions: {
    animal: string;
    species: Species;
    adoptedAt: string;
    cancelledAt: string | null;
    surveyId: number | null;
    /** The day the adoption contract was signed (yyyy-mm-dd), and whether its scan is kept. */
    contractSignedOn: string | null;
    contractScan: boolean;
  }[];
  /** surveyId is null for an animal reserved for the person without a survey. */
  reservations: { animal: string; surveyId: number | null; reservedAt: string; releasedAt: string | null }[];
  /** Notes staff wrote about them or one of their surveys (calls, visits, reasons), and the reasons a survey was closed. */
  staffNotes: { surveyId: number | null; text: string; createdAt: string }[];
  /** What staff wrote about an animal's intake that mentions them (e.g. they handed it over). */
  animalIntakes: { animal: string; intakeDate: string; circumstances: string }[];
  /** Their applications to become a foster home, and the foster home they are (issue 33). */
  foster: FosterPersonalData;
  /** E-mails the foundation sent (or queued) to their address. */
  emailsSent: { to: string; subject: string; body: string; createdAt: string; sentAt: string | null; status: string }[];
  contactMessages: { fullName: string; email: string; phone: string; message: string; createdAt: string }[];
  /** Messages from their address in the panel's mailbox (copies of the foundation's inbox). */
  mailboxMessages: { fromName: string; fromEmail: string; subject: string; body: string; receivedAt: string }[];
  /** New-animal alert subscriptions of their address (confirmed species, and a change waiting for its link). */
  alertSubscriptions: {
    email: string;
    species: Species[];
    confirmedAt: string | null;
    consentAt: string | null;
    consentPolicyVersion: string | null;
    pendingSpecies: Species[];
    pendingSince: string | null;
    lastDigestAt: string | null;
    createdAt: string;
  }[];
}
