import type { Animal, AnimalListItem } from '../api-types.js';
import type { Species } from '../species.js';
import type { AnimalIntake } from './intake.js';

export * from './intake.js';

/**
 * The animal's own record (issue 32): where it came from, its health card, its weights and the
 * staff tasks that follow from them. Field names on the wire are those the interface
 * gives (`data_przyjecia`, `zrodlo_przyjecia`; `type`, `date`, `costGrosze`… for health entries).
 */

export const HEALTH_ENTRY_TYPES = ['szczepienie', 'odrobaczanie', 'kastracja', 'zabieg', 'wizyta', 'badanie', 'lek', 'inne'] as const;
export type HealthEntryType = (typeof HEALTH_ENTRY_TYPES)[number];

export const HEALTH_ENTRY_TYPE_LABELS: Record<HealthEntryType, string> = {
  szczepienie: 'Szczepienie',
  odrobaczanie: 'Odrobaczanie / odpchlenie',
  kastracja: 'Kastracja / sterylizacja',
  zabieg: 'Zabieg',
  wizyta: 'Wizyta',
  badanie: 'Badanie',
  lek: 'Lek / kuracja',
  inne: 'Inne',
};

/** One health card entry. `costGrosze` is left out for volunteers (costs are for coordination). */
export interface HealthEntry {
  id: number;
  animalId: number;
  type: HealthEntryType;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  costGrosze?: number | null;
  clinicId: number | null;
  clinicName: string | null;
  nextDue: string | null;
  /** A medication course: a dose every N hours until courseUntil (null: not a course). */
  doseEveryHours: number | null;
  courseUntil: string | null;
  note: string;
  /** Increases with every correction: a save naming an older version is refused (409). */
  version: number;
  /** Invoices and test results (coordination only: left out for volunteers). */
  attachments?: HealthAttachment[];
  createdBy: string;
  updatedAt: string;
}

export interface HealthAttachment {
  id: number;
  name: string;
  contentType: string;
  size: number;
}

/** At most this many files per entry. */
export const HEALTH_ATTACHMENTS_PER_ENTRY = 5;

export interface WeightEntry {
  id: number;
  date: string;
  grams: number;
}

/** A fall of at least 10 % within 14 days, between the latest weight and the heaviest before it in that window. */
export interface WeightDrop {
  fromGrams: number;
  toGrams: number;
  fromDate: string;
  toDate: string;
  /** Whole per cent, positive. */
  percent: number;
}

export interface AnimalWeights {
  weights: WeightEntry[];
  drop: WeightDrop | null;
}

export interface Clinic {
  id: number;
  name: string;
  /** How many health entries name it (a clinic in use is renamed, never removed). */
  entries: number;
}

export const TASK_SOURCES = ['reczne', 'zdrowie', 'dt'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export interface StaffTask {
  id: number;
  title: string;
  due: string;
  done: boolean;
  doneAt: string | null;
  source: TaskSource;
  assignee: { id: number; username: string } | null;
  animal: { id: number; name: string } | null;
  surveyId: number | null;
  adopterId: number | null;
  overdue: boolean;
}

/** A health item coming due within a week (not yet a task due today). */
export interface UpcomingHealthItem {
  entryId: number;
  animal: { id: number; name: string };
  type: HealthEntryType;
  description: string;
  nextDue: string;
}

/** An animal in the foundation whose weight fell (the stored warning), for "Na dziś". */
export interface WeightDropNotice {
  animal: { id: number; name: string };
  percent: number;
  toDate: string;
}

/** GET /tasks?due=today: today's and overdue tasks, health items due in the next 7 days, and the weight falls. */
export interface TasksToday {
  today: string;
  tasks: StaffTask[];
  upcomingHealth: UpcomingHealthItem[];
  /** Only with due=today: animals not adopted whose weight fell ≥ 10 % within 14 days. */
  weightDrops?: WeightDropNotice[];
}

/** A species' default schedule for an entry: offered as its next-due date. */
export interface HealthDefault {
  type: HealthEntryType;
  description: string;
  /** Months until the next one. */
  everyMonths: number;
  note: string;
}

export type HealthDefaultsBySpecies = Partial<Record<Species, readonly HealthDefault[]>>;

/** An animal in the admin lists: the public fields, its intake, and the two warnings its filters use. */
export type AdminAnimalListItem = AnimalListItem &
  AnimalIntake & {
    spadek_wagi: WeightDrop | null;
    /** A vaccination's next-due date has passed and its task is still open. */
    szczepienie_po_terminie: boolean;
    /** The foster home the animal lives in (issue 33), or null: with the foundation. */
    dom_tymczasowy: { id: number; nazwa: string } | null;
  };

/** The admin record of one animal (GET /animals/:id/record, and what admin writes answer). */
export type AdminAnimal = Animal & AnimalIntake;
