/**
 * The daily e-mail of one's tasks (issue 32): each account may turn it on at an hour of the
 * foundation's day (Europe/Warsaw); the `task-digest` job sends the open tasks due today or
 * overdue (its own and nobody's) and the health dates of the next 7 days, through the outbox.
 * And the task form's list of who a task may be given to (every role).
 */

/** The hours one can choose: 0 to 23 of the day in Poland. */
export const TASK_DIGEST_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** GET/PUT /account/task-digest: the signed-in account's own setting. */
export interface TaskDigestSettings {
  /** The hour (0–23, Europe/Warsaw) the mail goes out from; null: off. */
  hour: number | null;
  /** Whether the account has an e-mail address (without one it cannot be turned on). */
  hasEmail: boolean;
}

/** GET /tasks/assignees: an active account a task may be given to (nothing else about it). */
export interface TaskAssignee {
  id: number;
  username: string;
}

/** "7:00"; null: "wyłączony" (as the history shows the change). */
export function taskDigestHourLabel(hour: number | null): string {
  return hour === null ? 'wyłączony' : `${hour}:00`;
}

export const TASK_DIGEST_MESSAGES = {
  title: 'Codzienny e-mail z zadaniami',
  off: 'Wyłączony',
  hourInvalid: 'Wybierz godzinę od 0:00 do 23:00 albo wyłącz e-mail.',
  noEmail:
    'Twoje konto nie ma adresu e-mail, więc nie ma dokąd wysyłać zadań. Adres przypisuje do konta administrator fundacji.',
  hint: 'Zadania na dziś i zaległe (Twoje i nieprzypisane nikomu) oraz terminy z kart zdrowia na najbliższe 7 dni. Gdy nie ma nic do zrobienia, e-mail nie przychodzi.',
  saved: (hour: number | null) =>
    hour === null ? 'Wyłączono codzienny e-mail z zadaniami.' : `Zapisano. Codzienny e-mail z zadaniami będzie przychodził o ${hour}:00.`,
  saveFailed: 'Nie udało się zapisać ustawienia. Spróbuj ponownie.',
  loadFailed: 'Nie udało się wczytać ustawienia e-maila z zadaniami.',
} as const;
