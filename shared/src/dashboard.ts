import { countedNoun, type NounForms } from './format.js';
import type { FoundationField } from './foundation/foundation-data.js';
import type { JobName } from './jobs.js';
import type { Species } from './species.js';

/** Reservations older than this many days need attention (RESERVATION_STALE_DAYS). */
export const DEFAULT_RESERVATION_STALE_DAYS = 14;

/** How many of the newest entries each "Na dziś" group lists beside its count. */
export const DASHBOARD_ITEMS = 3;

/** "dzień" after a number: 1 dzień, 2 dni, 5 dni. */
export const DAY_NOUN: NounForms = { one: 'dzień', few: 'dni', many: 'dni' };
/** "dzień" in the genitive, as after "od": od 1 dnia, od 2 dni, od 5 dni. */
export const DAY_NOUN_GENITIVE: NounForms = { one: 'dnia', few: 'dni', many: 'dni' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `since` to `now` (0 within the first day; never negative). */
export function wholeDaysSince(since: string | Date, now: Date = new Date()): number {
  const time = typeof since === 'string' ? Date.parse(since) : since.getTime();
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
}

/** A survey card's reservation age: "rezerwacja od dziś", "rezerwacja od 1 dnia", "rezerwacja od 5 dni". */
export function reservationAgeLabel(days: number): string {
  return days < 1 ? 'rezerwacja od dziś' : `rezerwacja od ${countedNoun(days, DAY_NOUN_GENITIVE)}`;
}

/** A survey in a "Na dziś" group. */
export interface DashboardSurvey {
  id: number;
  /** "Imię Nazwisko" as the survey was sent. */
  person: string;
  species: Species;
  createdAt: string;
}

/** A survey holding a reservation older than the threshold: its oldest such reservation. */
export interface DashboardStaleReservation {
  surveyId: number;
  person: string;
  animalName: string;
  since: string;
}

export interface DashboardMail {
  id: number;
  subject: string;
  from: string;
  receivedAt: string | null;
}

export interface DashboardGroup<Item> {
  count: number;
  /** The newest DASHBOARD_ITEMS (the oldest reservations first for stale ones). */
  items: Item[];
}

/** Sending mail is in trouble (mail-health.ts: mailTrouble), with the figures the mailbox's status shows. */
export interface DashboardMailTrouble {
  kind: 'failing' | 'stuck';
  queued: number;
  failed: number;
  oldestQueuedAt: string | null;
  lastErrorAt: string | null;
}

/** GET /api/dashboard: what needs attention today. */
export interface DashboardResponse {
  /** RESERVATION_STALE_DAYS: a reservation older than this is stale. */
  staleDays: number;
  newSurveys: DashboardGroup<DashboardSurvey>;
  staleReservations: DashboardGroup<DashboardStaleReservation>;
  unreadMail: DashboardGroup<DashboardMail>;
  /** Open surveys with a chosen animal reserved or adopted through another survey (or without one). */
  animalsElsewhere: DashboardGroup<DashboardSurvey>;
  /** null while mail flows (and always for volunteers: the mailbox is not theirs). */
  mailTrouble: DashboardMailTrouble | null;
  /** The foundation data still to fill in (administrators only: others get an empty list). */
  foundationMissing: FoundationField[];
  /** Background jobs failing JOBS_FAILING_AFTER times in a row (administrators only). */
  failingJobs: JobName[];
}
