/** One recorded action as the timeline and the "Historia" list receive it. */
export interface HistoryItem {
  id: number;
  /** ISO time of the action. */
  at: string;
  /** The administrator's login, or 'system' for scheduled jobs. */
  actor: string;
  action: string;
  /** The action's Polish label. */
  label: string;
  subjectType: string;
  subjectId: number | null;
  details: Record<string, unknown>;
}

/** GET /api/history: newest first; `nextBefore` asks for the next, older page (null: no more). */
export interface HistoryPage {
  items: HistoryItem[];
  nextBefore: number | null;
}

export const HISTORY_PAGE_SIZE = 50;

export const HISTORY_MESSAGES = {
  invalidQuery: 'Nieprawidłowy filtr historii. Odśwież stronę i spróbuj ponownie.',
  loadFailed: 'Nie udało się wczytać historii.',
  empty: 'Brak wpisów w historii.',
  more: 'Pokaż starsze',
} as const;
