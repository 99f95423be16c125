import { z } from 'zod';
import { INTAKE_SOURCE_LABELS, INTAKE_SOURCES } from '../care-record/care-record.js';
import type { Species } from '../species.js';

/**
 * The admin statistics screen and the CSV/JSON exports (GET /stats, GET /exports/...): the date
 * range both take, its Polish messages, and the typed statistics answer.
 */

export const STATS_MESSAGES = {
  invalidFrom: 'Podaj poprawną datę początkową w formacie rrrr-mm-dd.',
  invalidTo: 'Podaj poprawną datę końcową w formacie rrrr-mm-dd.',
  reversed: 'Data początkowa nie może być późniejsza niż data końcowa.',
  tooLong: 'Zakres dat może obejmować najwyżej 10 lat.',
  loadFailed: 'Nie udało się pobrać statystyk.',
} as const;

/** The longest range, in calendar years: a guard for the database and the downloads. */
export const STATS_MAX_YEARS = 10;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** yyyy-mm-dd of `date` moved by whole years (29 February becomes 28 February in a common year). */
export function addYearsIso(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year + years, month - 1, 1));
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved.toISOString().slice(0, 10);
}

const dateField = (error: string) => z.string({ error }).max(10, { error, abort: true }).refine(isIsoDate, { error });

const bothDays = (range: { from: string; to: string }) => isIsoDate(range.from) && isIsoDate(range.to);

/** ?from=yyyy-mm-dd&to=yyyy-mm-dd: both days included, in the foundation's time zone. */
export const statsRangeSchema = z
  .object({
    from: dateField(STATS_MESSAGES.invalidFrom),
    to: dateField(STATS_MESSAGES.invalidTo),
  })
  // Plain string comparison is date order for yyyy-mm-dd. An invalid day has its own message
  // already: the order and length checks stay quiet about it.
  .refine((range) => !bothDays(range) || range.from <= range.to, { error: STATS_MESSAGES.reversed, path: ['to'] })
  .refine((range) => !bothDays(range) || range.from > range.to || range.to <= addYearsIso(range.from, STATS_MAX_YEARS), {
    error: STATS_MESSAGES.tooLong,
    path: ['to'],
  });

export type StatsRange = z.infer<typeof statsRangeSchema>;

/**
 * How a survey ended, in the order the screen shows them: an active adoption through it, an active
 * reservation, an adoption that was cancelled, a reservation that was released, or nothing yet.
 */
export const SURVEY_OUTCOMES = ['adopted', 'reserved', 'cancelled', 'released', 'open'] as const;
export type SurveyOutcome = (typeof SURVEY_OUTCOMES)[number];

export const SURVEY_OUTCOME_LABELS: Record<SurveyOutcome, string> = {
  adopted: 'Adopcja',
  reserved: 'Rezerwacja',
  cancelled: 'Adopcja anulowana',
  released: 'Rezerwacja cofnięta',
  open: 'Otwarta',
};

/** Average and median of a duration in days (null without any adoption to measure). */
export interface DurationStats {
  count: number;
  averageDays: number | null;
  medianDays: number | null;
}

export interface StatsMonth {
  /** yyyy-mm */
  month: string;
  total: number;
  bySpecies: Partial<Record<Species, number>>;
}

/** Where an animal came from, as the statistics count it: an animal without a source is 'nieznane'. */
export const STATS_INTAKE_SOURCES = [...INTAKE_SOURCES, 'nieznane'] as const;
export type StatsIntakeSource = (typeof STATS_INTAKE_SOURCES)[number];

export const STATS_INTAKE_SOURCE_LABELS: Record<StatsIntakeSource, string> = {
  ...INTAKE_SOURCE_LABELS,
  nieznane: 'Nie podano',
};

export interface StatsIntakeMonth {
  /** yyyy-mm */
  month: string;
  total: number;
  bySource: Partial<Record<StatsIntakeSource, number>>;
}

export interface StatsSurveySpecies {
  species: Species;
  total: number;
  outcomes: Record<SurveyOutcome, number>;
}

export interface StatsOldestReservation {
  reservationId: number;
  surveyId: number;
  animalId: number;
  animalName: string;
  species: Species;
  /** ISO timestamp. */
  since: string;
  days: number;
}

/** GET /stats?from=&to= */
export interface StatsResponse {
  range: StatsRange;
  adoptions: {
    /** Active (not cancelled) adoptions whose date falls in the range. */
    total: number;
    /** Every month of the range, also those without adoptions. */
    byMonth: StatsMonth[];
    bySpecies: { species: Species; count: number }[];
  };
  durations: {
    surveyToAdoption: DurationStats;
    /** From the animal's intake date to the day of its adoption, both in Poland's calendar. */
    arrivalToAdoption: DurationStats;
  };
  /** Animals whose intake date falls in the range. */
  intakes: {
    total: number;
    /** Every month of the range, also those without intakes. */
    byMonth: StatsIntakeMonth[];
    /** In the order of STATS_INTAKE_SOURCES; sources without intakes left out. */
    bySource: { source: StatsIntakeSource; count: number }[];
  };
  /** Reservations open now, whatever the range. */
  openReservations: { count: number; oldest: StatsOldestReservation | null };
  surveys: {
    /** Surveys sent in the range. */
    total: number;
    outcomes: Record<SurveyOutcome, number>;
    bySpecies: StatsSurveySpecies[];
  };
}

/** The downloadable data sets and formats of GET /exports/{dataset}.{format}. */
export const EXPORT_DATASETS = ['adoptions', 'surveys', 'animals', 'health'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export const DATA_EXPORT_FORMATS = ['csv', 'json'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** The Polish file-name stem of each data set (adopcje-2026-01-01-2026-11-26.csv). */
export const EXPORT_FILE_STEMS: Record<ExportDataset, string> = {
  adoptions: 'adopcje',
  surveys: 'ankiety',
  animals: 'zwierzeta',
  health: 'zdrowie',
};

export const EXPORT_LABELS: Record<ExportDataset, string> = {
  adoptions: 'Adopcje',
  surveys: 'Ankiety',
  animals: 'Zwierzęta',
  health: 'Karta zdrowia',
};
