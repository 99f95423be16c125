/**
 * What the app's own pages (settings and offline, served from app://panel) may ask of the main
 * process, exposed by the app-page preload as `window.desktopApp`. The remote admin panel never
 * gets this object: its window has the DesktopBridge preload only.
 */
export type ServerProblem = 'unreachable' | 'timeout' | 'database' | 'not-panel' | 'redirect' | 'http-error';

export interface AppPageState {
  version: string;
  /** The saved server origin, or null before the first configuration. */
  serverUrl: string | null;
  defaultServerUrl: string;
  /** Why the panel could not be opened (offline page), or null. */
  problem: ServerProblem | null;
}

export type ServerCheckResult = { ok: true; origin: string; warning?: string } | { ok: false; error: string };

export type SaveServerResult = { ok: true } | { ok: false; error: string };

export interface AppPageApi {
  getState(): Promise<AppPageState>;
  /** Validates the address and asks its /api/health, without saving. */
  checkServer(address: string): Promise<ServerCheckResult>;
  /** Validates and saves the address, then opens the panel (or the offline page). */
  saveServer(address: string): Promise<SaveServerResult>;
  /** Offline page: checks the server again and opens the panel when it answers. */
  retry(): Promise<AppPageState>;
  openSettings(): void;
  /** Closes the app page's window. */
  close(): void;
}

/** Polish texts of the server problems (offline page and settings page). */
export const SERVER_PROBLEM_MESSAGES: Record<ServerProblem, string> = {
  unreachable: 'Nie można połączyć się z serwerem. Sprawdź adres i połączenie z siecią.',
  timeout: 'Serwer nie odpowiedział na czas.',
  database: 'Serwer działa, ale jego baza danych jest chwilowo niedostępna.',
  'not-panel': 'Pod tym adresem nie działa serwer panelu Fundacji.',
  redirect: 'Serwer przekierowuje pod inny adres. Wpisz adres docelowy (np. z https://).',
  'http-error': 'Serwer odpowiedział błędem.',
};
