import { countedNoun } from './format.js';
import type { StaffRole } from './roles.js';

/**
 * Staff accounts ("Zespół"): what the screen and the set-password page exchange with the server,
 * and their Polish texts. Kept apart from the zod schemas (schemas/team.ts).
 */

/** The same rules as the admin CLI (server/src/db/admin-users.ts). */
export const ADMIN_PASSWORD_LIMITS = { min: 12, max: 200 } as const;

/** How long a set-password link from an e-mail stays valid. */
export const SET_PASSWORD_LINK_HOURS = 48;
/** "48 godzin": the validity in words, for the e-mail and the messages. */
export const SET_PASSWORD_LINK_VALIDITY = countedNoun(SET_PASSWORD_LINK_HOURS, { one: 'godzinę', few: 'godziny', many: 'godzin' });

/** The page the set-password e-mail links to (works signed out). */
export const SET_PASSWORD_PATH = '/admin/ustaw-haslo';

/** How a new or reset password reaches the person: shown once on screen, or a link by e-mail. */
export const PASSWORD_DELIVERIES = ['password', 'email'] as const;
export type PasswordDelivery = (typeof PASSWORD_DELIVERIES)[number];

/** A row of the Zespół list (GET /api/team/accounts). */
export interface TeamAccount {
  id: number;
  username: string;
  role: StaffRole;
  /** Where set-password links and account notices go (null: an account from before roles, or the command line). */
  email: string | null;
  /** Signed in with a one-time password that is not replaced yet. */
  mustChangePassword: boolean;
  /** ISO timestamps. */
  createdAt: string;
  lastLoginAt: string | null;
  disabledAt: string | null;
  /** A set-password link was sent and has not been used; when it stops working (ISO), else null. */
  linkExpiresAt: string | null;
  /** Two-step sign-in (a code from an authenticator app) is on. */
  twoFactor: boolean;
}

/** The answer of adding an account or resetting a password. */
export interface TeamPasswordResult {
  message: string;
  account: TeamAccount;
  /** The generated one-time password: in this answer only, never stored or shown again. */
  password?: string;
}

/** What the set-password page shows before the new password is typed (POST /api/auth/set-password/check). */
export interface SetPasswordLinkInfo {
  username: string;
  expiresAt: string;
}

export const TEAM_MESSAGES = {
  listFailed: 'Nie udało się pobrać listy kont.',
  empty: 'Brak kont.',
  accountNotFound: 'Nie znaleziono konta.',
  usernameTaken: 'Konto o tej nazwie już istnieje.',
  created: (username: string) => `Dodano konto „${username}”.`,
  createdWithLink: (username: string) => `Dodano konto „${username}”. Link do ustawienia hasła wysłano e-mailem.`,
  createFailed: 'Nie udało się dodać konta.',
  disabled: (username: string) => `Wyłączono konto „${username}”. Jego sesje zostały zakończone.`,
  enabled: (username: string) => `Włączono konto „${username}”.`,
  alreadyDisabled: 'To konto jest już wyłączone.',
  alreadyEnabled: 'To konto jest już włączone.',
  lastActive: 'Nie można wyłączyć ostatniego aktywnego konta: panel zostałby bez nikogo, kto może się zalogować.',
  disableOwn: 'Nie możesz wyłączyć własnego konta. Poproś o to inną osobę z zespołu.',
  toggleFailed: 'Nie udało się zmienić stanu konta.',
  passwordReset: (username: string) => `Ustawiono nowe hasło konta „${username}”. Jego sesje zostały zakończone.`,
  passwordResetWithLink: (username: string) => `Wysłano link do ustawienia hasła konta „${username}”. Dotychczasowe hasło przestało działać.`,
  resetFailed: 'Nie udało się zresetować hasła.',
  resetOwn: 'Własne hasło zmienisz w menu konta: „Zmień hasło”.',
  resetDisabled: 'To konto jest wyłączone. Najpierw je włącz.',
  emailRequired: 'Podaj adres e-mail tej osoby: na niego wyślemy link do hasła i powiadomienia o zmianach konta.',
  emailInvalid: 'Podaj poprawny adres e-mail.',
  passwordTooShort: `Hasło musi mieć co najmniej ${ADMIN_PASSWORD_LIMITS.min} znaków.`,
  passwordTooLong: `Hasło może mieć najwyżej ${ADMIN_PASSWORD_LIMITS.max} znaków.`,
  currentPasswordRequired: 'Podaj obecne hasło.',
  currentPasswordWrong: 'Obecne hasło jest nieprawidłowe.',
  samePassword: 'Nowe hasło musi różnić się od obecnego.',
  passwordsDiffer: 'Hasła nie są takie same.',
  passwordChanged: 'Hasło zostało zmienione. Pozostałe sesje tego konta zostały zakończone.',
  passwordChangeFailed: 'Nie udało się zmienić hasła.',
  passwordChangedMeanwhile: 'Hasło tego konta zmieniono w międzyczasie. Zaloguj się ponownie.',
  linkInvalid: 'Ten link do ustawienia hasła jest nieprawidłowy. Poproś osobę z zespołu o nowy.',
  linkUsed: 'Ten link do ustawienia hasła został już użyty. Jeśli nie pamiętasz hasła, poproś osobę z zespołu o nowy link.',
  linkExpired: `Ten link do ustawienia hasła wygasł (jest ważny ${SET_PASSWORD_LINK_VALIDITY}). Poproś osobę z zespołu o nowy.`,
  linkCheckFailed: 'Nie udało się sprawdzić linku. Spróbuj ponownie.',
  passwordSet: 'Hasło zostało ustawione. Możesz się zalogować.',
  passwordSetFailed: 'Nie udało się ustawić hasła.',
  oneTimePasswordWarning:
    'Zapisz albo przekaż to hasło teraz: po zamknięciu tego okna nie będzie można go zobaczyć ponownie. Przekaż je osobiście lub bezpiecznym kanałem: przy pierwszym logowaniu ta osoba ustawi własne hasło.',
  copied: 'Skopiowano hasło.',
  copyFailed: 'Nie udało się skopiować. Zaznacz hasło i skopiuj je ręcznie.',
} as const;

/** GET /api/auth/setup: whether any staff account exists yet (answered to anyone, the same for all). */
export interface AuthSetup {
  hasAccounts: boolean;
}

/** A fresh install's sign-in page, while no account exists: how the first one is made. */
export const FIRST_ACCOUNT_HINT = {
  title: 'Nie ma jeszcze żadnego konta',
  text: 'Pierwsze konto administratora zakłada osoba, która uruchomiła serwer, poleceniem:',
  command: 'npm run admin -- create <nazwa>',
  alternative: 'albo zmiennymi ADMIN_USERNAME i ADMIN_PASSWORD przy starcie serwera. Kolejne konta dodaje się potem w panelu, na ekranie „Zespół”.',
} as const;
