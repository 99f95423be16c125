/**
 * Polish labels of history actions, shown in the timelines. Keys in alphabetical order (several
 * areas add their own); an action without a label shows its key.
 */
export const HISTORY_ACTION_LABELS: Record<string, string> = {
  'animal.applicants_notified': 'Powiadomiono pozostałych chętnych',
  'mail.sent': 'Wysłano e-mail',
  'mail_template.restored': 'Przywrócono domyślny szablon e-maila',
  'mail_template.updated': 'Zmieniono szablon e-maila',
};

export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action] ?? action;
}
