/**
 * Team roles. Administrators do everything, including the team, the settings and RODO erase;
 * coordinators do the adoption and animal work; volunteers read animals and surveys (without
 * contact data beyond first names) and add notes. The server checks every admin endpoint
 * against its table (server/src/http/access.ts); the panel only hides what a role cannot do.
 */
export const STAFF_ROLES = ['administrator', 'koordynator', 'wolontariusz'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  koordynator: 'Koordynator',
  wolontariusz: 'Wolontariusz',
};

/** What each role may do, in a sentence for the Zespół screen. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrator: 'wszystko, także zespół, ustawienia, eksporty i usuwanie danych osobowych',
  koordynator: 'zwierzęta, ankiety, adoptujący, poczta, umowy, notatki i treści; bez zespołu, ustawień i eksportów',
  wolontariusz: 'podgląd zwierząt i ankiet (bez danych kontaktowych) oraz notatki',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export const ROLE_MESSAGES = {
  forbidden: 'Twoja rola w zespole nie pozwala na tę czynność. Jeśli jej potrzebujesz, poproś administratora.',
  mustChangePassword: 'Najpierw ustaw własne hasło: hasło jednorazowe trzeba zmienić przy pierwszym logowaniu.',
  roleInvalid: 'Wybierz rolę: administrator, koordynator albo wolontariusz.',
  roleChanged: (username: string, role: StaffRole) => `Konto „${username}” ma teraz rolę: ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
  roleUnchanged: 'To konto ma już tę rolę.',
  roleOwn: 'Nie możesz zmienić własnej roli. Poproś o to innego administratora.',
  lastAdministrator: 'Nie można odebrać roli ostatniemu aktywnemu administratorowi: nikt nie mógłby zarządzać zespołem.',
  noEmailOnAccount: 'To konto nie ma adresu e-mail. Ustaw nowe hasło jednorazowe albo dodaj konto z adresem.',
} as const;
