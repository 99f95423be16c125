/**
 * Background jobs (ARCHITECTURE: one job runner): their names, what the "Zadania w tle" screen
 * shows of each (GET /api/jobs, administrators) and its texts.
 */

export const JOB_NAMES = ['outbox', 'alert-digest', 'retention', 'backup', 'health-tasks', 'task-digest', 'foster-reminders'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const JOB_LABELS: Record<JobName, string> = {
  outbox: 'Wysyłka e-maili',
  'alert-digest': 'Powiadomienia o nowych zwierzakach',
  retention: 'Usuwanie danych po terminie (RODO)',
  backup: 'Kopia zapasowa bazy danych',
  'health-tasks': 'Zadania z terminów w kartach zdrowia',
  'task-digest': 'Codzienne e-maile z zadaniami',
  'foster-reminders': 'Przypomnienia dla domów tymczasowych',
};

/** When each job runs, in words (what staff need to judge whether a "last run" is late). */
export const JOB_SCHEDULES: Record<JobName, string> = {
  outbox: 'co kilka sekund wysyła to, co czeka w kolejce',
  'alert-digest': 'codziennie od ustalonej godziny; najwyżej jeden e-mail dziennie do każdej osoby',
  retention: 'raz dziennie',
  backup: 'codziennie o ustalonej godzinie',
  'health-tasks': 'co godzinę sprawdza, czy każdy termin z karty zdrowia ma swoje zadanie',
  'task-digest': 'co 10 minut; kto włączył e-mail z zadaniami, dostaje najwyżej jeden dziennie, od wybranej przez siebie godziny',
  'foster-reminders': 'co godzinę; opiekun dostaje jeden e-mail o terminach z kart zdrowia swoich podopiecznych przypadających następnego dnia',
};

/** A run's outcome as counts only (nothing personal): e.g. {sent: 3}. */
export type JobSummary = Record<string, number | string | boolean>;

/** One job as GET /api/jobs reports it. Times are ISO strings; null: not yet. */
export interface JobStatus {
  name: JobName;
  /** Whether this server runs it (the outbox needs SMTP, backups BACKUP_DIR). */
  enabled: boolean;
  running: boolean;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastSuccessAt: string | null;
  lastSummary: JobSummary | null;
  /** The last failure's description (no personal data), kept until a run succeeds. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Failed runs in a row (0 after a success); retries wait longer after each. */
  failures: number;
  nextRunAt: string | null;
}

export interface JobsResponse {
  jobs: JobStatus[];
}

/** Words for the keys of a summary; a key without one is shown as it is. */
export const JOB_SUMMARY_LABELS: Record<string, string> = {
  sent: 'wysłane e-maile',
  surveys: 'ankiety',
  adopters: 'adoptujący',
  contactMessages: 'wiadomości z formularza',
  mailMessages: 'e-maile w skrzynce',
  sentMail: 'treści wysłanych e-maili',
  sentMailHistory: 'wpisy historii o e-mailach',
  sessions: 'wygasłe sesje',
  rateLimits: 'liczniki limitów',
  alertSignups: 'niepotwierdzone zapisy na powiadomienia',
  intakeNotes: 'okoliczności przyjęcia zwierząt',
  created: 'utworzone zadania',
  nothingDue: 'osoby bez zadań na dziś (bez e-maila)',
  file: 'plik',
  removed: 'usunięte stare kopie',
  note: 'uwaga',
};

/** A summary in words: "wysłane e-maile: 3, wygasłe sesje: 12"; nothing counted: "bez zmian". */
export function describeJobSummary(summary: JobSummary | null): string {
  const parts = Object.entries(summary ?? {}).map(([key, value]) => {
    const shown = typeof value === 'boolean' ? (value ? 'tak' : 'nie') : String(value);
    return key === 'note' ? shown : `${JOB_SUMMARY_LABELS[key] ?? key}: ${shown}`;
  });
  return parts.length > 0 ? parts.join(', ') : 'bez zmian';
}

/** A job failing this many times in a row is shown on "Na dziś" (one failure may be a blip it retries past). */
export const JOBS_FAILING_AFTER = 2;

/** Where the jobs' state is shown: the Bezpieczeństwo screen's section. */
export const JOBS_STATUS_PATH = '/admin/settings/security#zadania-w-tle';

/** "Na dziś": which jobs keep failing. */
export function failingJobsText(names: readonly JobName[]): string {
  return `${names.map((name) => JOB_LABELS[name]).join(', ')}: kolejne próby się nie udają. Sprawdź ostatni błąd.`;
}

export const JOBS_MESSAGES = {
  loadFailed: 'Nie udało się wczytać stanu zadań w tle.',
  disabled: 'Nie działa na tym serwerze',
  neverRan: 'Jeszcze się nie uruchomiło',
  running: 'Trwa',
  ok: 'Działa',
  failing: 'Błąd',
  failingTitle: 'Zadania w tle nie działają',
} as const;
