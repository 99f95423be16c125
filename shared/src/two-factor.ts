import { countedNoun } from './format.js';

/**
 * Two-step sign-in (TOTP, RFC 6238) of staff accounts: what the panel and the server exchange,
 * and their Polish texts. The zod schemas are in schemas/two-factor.ts.
 */

/** How many single-use recovery codes an account gets at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;

/** How long the code step may follow a right password before the password must be typed again. */
export const TWO_FACTOR_PENDING_MINUTES = 5;

/**
 * The answer of POST /api/auth/login for an account with two-step sign-in: the password was right,
 * but no session exists yet; POST /api/auth/login/totp with a code (or a recovery code) completes it.
 */
export interface LoginSecondStepRequired {
  message: string;
  twoFactorRequired: true;
}

/** POST /api/account/two-factor/setup: a new secret to scan, not enabled until confirmed with a code. */
export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  otpauthUri: string;
  /** The QR code as an image (data: URL of an SVG). */
  qrCode: string;
  issuer: string;
  label: string;
}

/** GET /api/account/two-factor: the signed-in person's own second factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The foundation requires two-step sign-in of every account (security settings). */
  required: boolean;
  /** Unused recovery codes left (0 when not enabled). */
  recoveryCodesLeft: number;
  /**
   * False when the stored secret cannot be read any more (the server's session secret changed):
   * codes from the app cannot be checked; the person sets the app up again.
   */
  usable: boolean;
}

/** The answer of enabling two-step sign-in and of regenerating the recovery codes: the codes, this once. */
export interface RecoveryCodesResult {
  message: string;
  recoveryCodes: string[];
}

/** GET/PUT /api/settings/security (administrators). */
export interface SecuritySettings {
  requireTwoFactor: boolean;
}

const codesLeft = (count: number) => countedNoun(count, { one: 'kod odzyskiwania', few: 'kody odzyskiwania', many: 'kodów odzyskiwania' });

export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Hasło jest prawidłowe. Podaj kod z aplikacji uwierzytelniającej.',
  codeRequired: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  recoveryCodeRequired: 'Wpisz kod odzyskiwania (16 znaków, np. abcd-efgh-jkmn-pqrs).',
  codeOrRecoveryCode: 'Wpisz kod z aplikacji albo kod odzyskiwania.',
  invalidCode: 'Nieprawidłowy kod. Wpisz kod, który aplikacja pokazuje teraz (zmienia się co 30 sekund), i sprawdź, czy telefon ustawia czas automatycznie.',
  codeUsed: 'Ten kod został już użyty. Poczekaj, aż aplikacja pokaże następny.',
  invalidRecoveryCode: 'Nieprawidłowy albo już wykorzystany kod odzyskiwania.',
  pendingExpired: 'Czas na podanie kodu minął albo logowanie zaczęto od nowa. Zaloguj się ponownie nazwą użytkownika i hasłem.',
  keyUnreadable:
    'Nie można sprawdzić kodu z aplikacji, bo zmienił się klucz serwera. Zaloguj się kodem odzyskiwania albo poproś administratora o wyłączenie weryfikacji dwuetapowej na Twoim koncie.',
  setupRequired: 'Najpierw włącz weryfikację dwuetapową: fundacja wymaga jej od wszystkich kont.',
  alreadyEnabled: 'Weryfikacja dwuetapowa jest już włączona na tym koncie.',
  setupMissing: 'Konfiguracja wygasła albo nie została rozpoczęta. Zacznij od nowa i zeskanuj nowy kod QR.',
  enabled: 'Weryfikacja dwuetapowa jest włączona. Zapisz kody odzyskiwania: każdy działa jeden raz.',
  notEnabled: 'Weryfikacja dwuetapowa nie jest włączona na tym koncie.',
  disabled: 'Weryfikacja dwuetapowa została wyłączona. Do logowania wystarczy teraz hasło.',
  disableRequired:
    'Nie możesz wyłączyć weryfikacji dwuetapowej: fundacja wymaga jej od wszystkich kont. Jeśli zmieniasz telefon, poproś administratora o jej zresetowanie.',
  recoveryCodesRegenerated: 'Utworzono nowe kody odzyskiwania. Poprzednie przestały działać.',
  signedInWithRecoveryCode: (left: number) =>
    left === 0
      ? 'Zalogowano kodem odzyskiwania. To był ostatni kod: utwórz nowe w menu „Weryfikacja dwuetapowa”.'
      : `Zalogowano kodem odzyskiwania. Zostało: ${codesLeft(left)}.`,
  recoveryCodesLeft: (left: number) => `Pozostało: ${codesLeft(left)}.`,
  resetDone: (username: string) => `Wyłączono weryfikację dwuetapową konta „${username}”.`,
  resetOwn: 'Własną weryfikację dwuetapową zmienisz w menu konta: „Weryfikacja dwuetapowa”.',
  resetNotEnabled: 'To konto nie ma włączonej weryfikacji dwuetapowej.',
  resetFailed: 'Nie udało się wyłączyć weryfikacji dwuetapowej.',
  requireNeedsOwn:
    'Najpierw włącz weryfikację dwuetapową na własnym koncie (menu „Weryfikacja dwuetapowa” u góry), a dopiero potem wymagaj jej od wszystkich.',
  requireOn: 'Weryfikacja dwuetapowa jest teraz wymagana od wszystkich kont. Kto jej nie ma, skonfiguruje ją, zanim znów skorzysta z panelu.',
  requireOff: 'Weryfikacja dwuetapowa nie jest już wymagana. Konta, które ją mają, nadal jej używają.',
  settingsFailed: 'Nie udało się wczytać ustawień bezpieczeństwa.',
  settingsSaveFailed: 'Nie udało się zapisać ustawień bezpieczeństwa.',
  statusFailed: 'Nie udało się sprawdzić weryfikacji dwuetapowej.',
  setupFailed: 'Nie udało się rozpocząć konfiguracji. Spróbuj ponownie.',
  enableFailed: 'Nie udało się włączyć weryfikacji dwuetapowej.',
  disableFailed: 'Nie udało się wyłączyć weryfikacji dwuetapowej.',
  regenerateFailed: 'Nie udało się utworzyć nowych kodów odzyskiwania.',
  loginFailed: 'Nie udało się sprawdzić kodu. Spróbuj ponownie.',
  codesCopied: 'Skopiowano kody odzyskiwania.',
  codesCopyFailed: 'Nie udało się skopiować. Zaznacz kody i skopiuj je ręcznie albo pobierz plik.',
} as const;
