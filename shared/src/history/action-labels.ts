/**
 * How the timeline and the "Historia" list name each recorded action. Keep the keys in
 * alphabetical order: several areas add their own.
 */
export const HISTORY_ACTION_LABELS: Readonly<Record<string, string>> = {
  'admin.created': 'Dodano konto',
  'admin.disabled': 'Wyłączono konto',
  'admin.enabled': 'Włączono konto',
  'admin.password_changed': 'Zmieniono własne hasło',
  'admin.password_reset': 'Zresetowano hasło',
  'admin.password_set': 'Ustawiono hasło z linku z e-maila',
  'adopter.contact_applied': 'Zaktualizowano dane kontaktowe z ankiety',
  'adopter.data_exported': 'Pobrano dane osobowe (RODO)',
  'adopter.erased': 'Usunięto dane osobowe (RODO)',
  'adopter.note_added': 'Dodano notatkę',
  'adoption.contract_scan_attached': 'Dołączono skan umowy',
  'adoption.contract_signed': 'Oznaczono umowę jako podpisaną',
  'animal.cover_set': 'Ustawiono miniaturę',
  'animal.created': 'Dodano zwierzaka',
  'animal.held': 'Wstrzymano adopcję zwierzaka',
  'animal.hold_released': 'Cofnięto wstrzymanie adopcji',
  'animal.image_removed': 'Usunięto zdjęcie',
  'animal.images_added': 'Dodano zdjęcia',
  'animal.updated': 'Zmieniono dane zwierzaka',
  'auth.sign_in_failed': 'Nieudane logowanie',
  'auth.signed_in': 'Zalogowano',
  'contract_template.updated': 'Zmieniono wzór umowy',
  'demo.removed': 'Usunięto dane demonstracyjne',
  'export.downloaded': 'Pobrano eksport danych',
  'page.cover_removed': 'Usunięto okładkę strony',
  'page.cover_set': 'Ustawiono okładkę strony',
  'page.created': 'Utworzono stronę',
  'page.deleted': 'Usunięto stronę',
  'page.image_uploaded': 'Dodano obrazek do strony',
  'page.published': 'Opublikowano stronę',
  'page.unpublished': 'Wycofano publikację strony',
  'page.updated': 'Zmieniono stronę',
  'retention.run': 'Usunięto dane po okresie przechowywania',
  'survey.adopted': 'Adoptowano',
  'survey.adoption_cancelled': 'Anulowano adopcję',
  'survey.closed': 'Zamknięto ankietę',
  'survey.note_added': 'Dodano notatkę',
  'survey.reopened': 'Ponownie otwarto ankietę',
  'survey.reserved': 'Zarezerwowano',
  'survey.selection_changed': 'Zmieniono wybór zwierząt',
  'survey.unreserved': 'Cofnięto rezerwację',
};

/** The Polish label of an action; an action without one shows its technical name. */
export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action] ?? action;
}
