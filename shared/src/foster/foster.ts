import type { Species } from '../species.js';

/**
 * Foster homes (domy tymczasowe, issue 33): who applies, the homes the foundation works with,
 * where each animal lives (placements), and what a carer reports through their personal link.
 * Field names are English like the rest of the newer `/api` (the issue names them so).
 */

export const FOSTER_APPLICATION_STATUSES = ['nowe', 'przyjete', 'odrzucone'] as const;
export type FosterApplicationStatus = (typeof FOSTER_APPLICATION_STATUSES)[number];

export const FOSTER_APPLICATION_STATUS_LABELS: Record<FosterApplicationStatus, string> = {
  nowe: 'Nowe',
  przyjete: 'Przyjęte',
  odrzucone: 'Odrzucone',
};

/** An application to become a foster home, as staff read it. */
export interface FosterApplication {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  city: string;
  species: Species[];
  capacity: number;
  experience: string;
  housing: string;
  otherAnimals: string;
  /** Can take an animal to the vet themselves; null: not answered. */
  vetTransport: boolean | null;
  /** The periods the applicant named, as typed (an accepted home gets dated periods). */
  unavailable: string;
  status: FosterApplicationStatus;
  declineReason: string;
  decidedAt: string | null;
  decidedBy: string | null;
  /** The foster home an accepted application became. */
  fosterHomeId: number | null;
  createdAt: string;
}

/** A period in which a foster home cannot take animals (holidays, a move). Dates YYYY-MM-DD, both included. */
export interface FosterPeriod {
  id: number;
  from: string;
  to: string;
  note: string;
}

/** One row of the foster-home list. */
export interface FosterHomeSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  species: Species[];
  capacity: number;
  /** How many animals live there now. */
  animalCount: number;
  active: boolean;
  /** When the current personal link was sent, and last opened (null: none / never). */
  linkSentAt: string | null;
  linkLastUsedAt: string | null;
}

/** An animal living in a foster home, from which day. */
export interface FosterHomeAnimal {
  id: number;
  name: string;
  species: Species;
  since: string;
}

/** A reminder e-mailed to the carer (issue 33, item 5): what was due, and when the mail was queued. */
export interface FosterReminderSent {
  animalId: number;
  animalName: string;
  label: string;
  due: string;
  sentAt: string;
}

/** What a carer reported through their page. */
export const FOSTER_REPORT_KINDS = ['notatka', 'problem', 'waga', 'zdjecie'] as const;
export type FosterReportKind = (typeof FOSTER_REPORT_KINDS)[number];

export interface FosterReport {
  id: number;
  animalId: number;
  animalName: string;
  kind: FosterReportKind;
  text: string;
  createdAt: string;
}

export interface FosterHomeDetail extends FosterHomeSummary {
  postcode: string;
  notes: string;
  applicationId: number | null;
  unavailable: FosterPeriod[];
  animals: FosterHomeAnimal[];
  /** The latest carer reports (newest first, at most 50). */
  reports: FosterReport[];
  /** The latest reminders sent to the carer (newest first, at most 20). */
  reminders: FosterReminderSent[];
  createdAt: string;
  endedAt: string | null;
}

/** A dated move of an animal: to a foster home, or back to the foundation (fosterHomeId null). */
export interface Placement {
  id: number;
  animalId: number;
  fosterHomeId: number | null;
  /** "Anna Kowalska (Kraków)", or null for the foundation. */
  fosterHomeName: string | null;
  date: string;
  note: string;
  createdBy: string | null;
  createdAt: string;
}

/** Where an animal lives now and how it got there. */
export interface AnimalPlacements {
  current: Placement | null;
  history: Placement[];
}

/** Why a move needs confirmation: over capacity, into an unavailable period, a species the home does not take. */
export type PlacementWarningCode = 'capacity' | 'unavailable' | 'species' | 'inactive';
export interface PlacementWarning {
  code: PlacementWarningCode;
  message: string;
}

/** A photo a carer sent, waiting for staff before it joins the public gallery. */
export interface FosterPhoto {
  id: number;
  animalId: number;
  animalName: string;
  fosterHomeId: number;
  fosterHomeName: string;
  /** The admin URL of the image (a session is needed). */
  url: string;
  createdAt: string;
}

/** One care item the carer should know about (a health date, a task). */
export interface FosterCareItem {
  date: string;
  label: string;
  overdue: boolean;
}

/** An animal on the carer's page: only what the carer needs. */
export interface FosterPortalAnimal {
  id: number;
  name: string;
  species: Species;
  sex: string;
  /** The cover photo's public URL, or null. */
  photo: string | null;
  since: string;
  nextCare: FosterCareItem[];
  lastWeight: { date: string; grams: number } | null;
  /** Photos sent and not yet approved or rejected. */
  pendingPhotos: number;
}

/** GET /foster/portal/:token: the carer's page, nothing of any other person or animal. */
export interface FosterPortalView {
  carerFirstName: string;
  animals: FosterPortalAnimal[];
  /** The foundation's contact, for "zgłoś problem" that cannot wait. */
  foundationEmail: string;
  foundationPhone: string;
}

/** What is kept about a foster applicant or carer, for their RODO export (art. 15 and 20). */
export interface FosterPersonalData {
  applications: (Omit<FosterApplication, 'id' | 'decidedAt' | 'decidedBy' | 'fosterHomeId'> & { consentAt: string; consentPolicyVersion: string })[];
  homes: {
    createdAt: string;
    endedAt: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    postcode: string;
    city: string;
    species: Species[];
    capacity: number;
    notes: string;
    unavailable: { from: string; to: string; note: string }[];
    /** The animals placed with them: name and the day each came. */
    placements: { animal: string; date: string }[];
    reports: { animal: string; kind: FosterReportKind; text: string; createdAt: string }[];
    reminders: { animal: string; label: string; due: string; sentAt: string }[];
  }[];
}
