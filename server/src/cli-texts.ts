import { countedNoun, formatDateTime, type NounForms } from '@pets/shared';
import { ADMIN_PASSWORD_MIN_LENGTH } from './modules/accounts/admin-users.js';
import type { DemoCounts } from './db/seed/demo-removal.js';
import { FOUNDATION_TIME_ZONE } from './modules/stats/range-sql.js';

/**
 * What the admin command line (cli.ts) says, in Polish like `npm run backup`/`restore` and the
 * start banner. The command names themselves (list, create, demo remove --yes...) stay as they are:
 * scripts and the README call them.
 */

/** After "co najmniej": 1 znak, 2 znaki, 12 znaków. */
const CHARACTER: NounForms = { one: 'znak', few: 'znaki', many: 'znaków' };

export const USAGE = `Użycie: npm run admin -- <polecenie>   (albo: node server/dist/cli.js <polecenie>)

  list                      wszystkie konta: nazwa, utworzenie, ostatnie logowanie, wyłączenie
  create <nazwa>            nowe konto administratora
  reset-password <nazwa>    nowe hasło; sesje tego konta się kończą
  disable <nazwa>           konto nie może się już logować; jego sesje się kończą
  enable <nazwa>            konto znów może się logować
  two-factor-off <nazwa>    wyłącza weryfikację dwuetapową konta (zgubiony telefon i kody
                            odzyskiwania): znów wystarczy samo hasło
  demo remove [--yes]       usuwa dane przykładowe (zwierzęta, zdjęcia, ankiety, adoptujących,
                            rezerwacje, adopcje, wpisy, strony startowe), a niczego, co wpisali
                            ludzie, nie rusza; bez --yes najpierw pyta o potwierdzenie

Hasło (co najmniej ${countedNoun(ADMIN_PASSWORD_MIN_LENGTH, CHARACTER)}) polecenie bierze z ADMIN_PASSWORD, a bez niego, w terminalu,
pyta o nie (wpisywanych znaków nie widać). Używa DATABASE_URL, a bez niego wbudowanego PostgreSQL
z DATA_DIR (jeśli serwer działa, korzysta z tej samej bazy). Ustawienia pochodzą ze zmiennych
środowiskowych i pliku .env w katalogu głównym repozytorium.`;

/*
 * Noun forms after a number, each in the case its sentence asks for ("zakończono 1 sesję",
 * "usunięto 2 ankiety", "5 zwierząt"): countedNoun picks the form by Polish plural rules.
 */
const SESSION_ACCUSATIVE: NounForms = { one: 'sesję', few: 'sesje', many: 'sesji' };
const ANIMAL: NounForms = { one: 'zwierzę', few: 'zwierzęta', many: 'zwierząt' };
const PHOTO: NounForms = { one: 'zdjęcie', few: 'zdjęcia', many: 'zdjęć' };
const SURVEY_ACCUSATIVE: NounForms = { one: 'ankietę', few: 'ankiety', many: 'ankiet' };
const ADOPTER_ACCUSATIVE: NounForms = { one: 'adoptującego', few: 'adoptujących', many: 'adoptujących' };
const RESERVATION_ACCUSATIVE: NounForms = { one: 'rezerwację', few: 'rezerwacje', many: 'rezerwacji' };
const ADOPTION_ACCUSATIVE: NounForms = { one: 'adopcję', few: 'adopcje', many: 'adopcji' };
const POST: NounForms = { one: 'wpis', few: 'wpisy', many: 'wpisów' };
const PAGE_ACCUSATIVE: NounForms = { one: 'stronę', few: 'strony', many: 'stron' };
const DEMO_ADOPTER_ACCUSATIVE: NounForms = { one: 'przykładowego adoptującego', few: 'przykładowych adoptujących', many: 'przykładowych adoptujących' };
/** The participle agrees too: 1 zwierzę … zarezerwowane, 2 zwierzęta … zarezerwowane, 5 zwierząt … zarezerwowanych. */
const RELEASED_ANIMAL: NounForms = {
  one: 'zwierzę spoza danych przykładowych, zarezerwowane przez przykładową ankietę',
  few: 'zwierzęta spoza danych przykładowych, zarezerwowane przez przykładowe ankiety',
  many: 'zwierząt spoza danych przykładowych, zarezerwowanych przez przykładowe ankiety',
};

const sessionsEnded = (count: number) => `zakończono ${countedNoun(count, SESSION_ACCUSATIVE)}`;

/** The demo content, in the accusative: it follows "usunęłoby", "Usunąć" and "Usunięto". */
function demoContent(counts: DemoCounts): string {
  return [
    `${countedNoun(counts.animals, ANIMAL)} (${countedNoun(counts.images, PHOTO)})`,
    countedNoun(counts.surveys, SURVEY_ACCUSATIVE),
    countedNoun(counts.adopters, ADOPTER_ACCUSATIVE),
    countedNoun(counts.reservations, RESERVATION_ACCUSATIVE),
    countedNoun(counts.adoptions, ADOPTION_ACCUSATIVE),
    countedNoun(counts.posts, POST),
    countedNoun(counts.pages, PAGE_ACCUSATIVE),
  ].join(', ');
}

/** Typed confirmations accepted by `demo remove`: "tak", and "yes" for those used to it. */
export const CONFIRMATIONS: readonly string[] = ['tak', 'yes'];

export const CLI_TEXTS = {
  unknownArguments: (argv: string) => `Nieprawidłowe argumenty: ${argv}\n\n${USAGE}`,
  commandFailed: (reason: string) => `Polecenie nie powiodło się: ${reason}`,
  /** Prefix of a database warning (as `npm run backup` writes it). */
  warning: (text: string) => `uwaga: ${text}`,
  cancelled: 'Anulowano.',

  noPassword: 'Nie podano hasła: ustaw ADMIN_PASSWORD albo uruchom to polecenie w terminalu, żeby wpisać hasło.',
  passwordPrompt: (username: string) => `Hasło dla „${username}”: `,
  repeatPrompt: 'Powtórz hasło: ',
  passwordsDiffer: 'Hasła nie są takie same.',

  created: (username: string) => `Utworzono konto administratora „${username}”. Zaloguj się na /admin/login.`,
  passwordChanged: (username: string, sessions: number) => `Zmieniono hasło konta „${username}”; ${sessionsEnded(sessions)}.`,
  disabled: (username: string, sessions: number) => `Wyłączono konto „${username}”: nie może się już logować; ${sessionsEnded(sessions)}.`,
  alreadyDisabled: (username: string, sessions: number) => `Konto „${username}” było już wyłączone (${sessionsEnded(sessions)}).`,
  enabled: (username: string) => `Włączono konto „${username}”: znów może się logować.`,
  notDisabled: (username: string) => `Konto „${username}” nie było wyłączone.`,
  twoFactorRemoved: (username: string) =>
    `Wyłączono weryfikację dwuetapową konta „${username}”: logowanie wymaga już tylko hasła, a kody odzyskiwania przestały działać.`,
  noTwoFactor: (username: string) => `Konto „${username}” nie ma włączonej weryfikacji dwuetapowej.`,

  noAccounts: 'Nie ma jeszcze żadnego konta. Pierwsze utworzy polecenie: npm run admin -- create <nazwa>',
  tableHeader: ['NAZWA', 'UTWORZONE', 'OSTATNIE LOGOWANIE', 'WYŁĄCZONE'],
  neverSignedIn: 'nigdy',
  notDisabledCell: 'nie',

  noDemo: 'W tej bazie nie ma danych przykładowych.',
  demoNeedsYes: (counts: DemoCounts) =>
    `Polecenie usunęłoby ${demoContent(counts)}. Poza terminalem nie może zapytać o potwierdzenie: ` +
    'jeśli właśnie tego chcesz, uruchom je ponownie z --yes. Baza danych nie została zmieniona.',
  demoPrompt: (counts: DemoCounts) => `Usunąć dane przykładowe: ${demoContent(counts)}? Wpisz „tak”, żeby potwierdzić: `,
  demoDeclined: 'Niczego nie usunięto.',
  demoRemoved: (counts: DemoCounts) => `Usunięto ${demoContent(counts)}. Dane przykładowe nie zostaną już wczytane ponownie.`,
  demoAdoptersKept: (count: number) =>
    `Zachowano ${countedNoun(count, DEMO_ADOPTER_ACCUSATIVE)}, bo odwołują się do ${count === 1 ? 'niego' : 'nich'} prawdziwe ankiety lub adopcje.`,
  animalsReleased: (count: number) => `Znów dostępne do adopcji: ${countedNoun(count, RELEASED_ANIMAL)}.`,
};

/** A moment of the list, as the panel shows it, on the foundation's clock (the server's may run in UTC). */
export const formatListTime = (date: Date) => formatDateTime(date, { timeZone: FOUNDATION_TIME_ZONE });
