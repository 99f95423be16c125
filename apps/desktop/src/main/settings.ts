import { parseServerAddress, type ServerAddressResult } from '../common/server-address';

/** The window's last size and position (normal bounds, i.e. before maximising). */
export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

export interface DesktopSettings {
  /** The configured server origin, or null before the first start's settings page. */
  serverUrl: string | null;
  window?: WindowBounds;
}

/** The file system calls the store needs (node:fs/promises in the app, an in-memory fake in tests). */
export interface SettingsFs {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  writeFile(path: string, data: string, encoding: 'utf8'): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

export const SETTINGS_FILE = 'settings.json';
const MAX_COORDINATE = 100_000;
const MAX_SIZE = 20_000;

function finite(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? Math.round(value) : undefined;
}

/** Saved bounds as far as they are sane numbers; anything else is forgotten. */
export function sanitizeBounds(value: unknown): WindowBounds | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const width = finite(raw['width'], 1, MAX_SIZE);
  const height = finite(raw['height'], 1, MAX_SIZE);
  if (width === undefined || height === undefined) return undefined;
  const bounds: WindowBounds = { width, height };
  const x = finite(raw['x'], -MAX_COORDINATE, MAX_COORDINATE);
  const y = finite(raw['y'], -MAX_COORDINATE, MAX_COORDINATE);
  if (x !== undefined && y !== undefined) {
    bounds.x = x;
    bounds.y = y;
  }
  if (raw['maximized'] === true) bounds.maximized = true;
  return bounds;
}

/**
 * Reads settings from untrusted JSON (the user may have edited the file): the server address is
 * validated again, so a file with 'file:///…' or credentials in it opens the settings page.
 */
export function parseSettings(json: string): DesktopSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { serverUrl: null };
  }
  if (!raw || typeof raw !== 'object') return { serverUrl: null };
  const record = raw as Record<string, unknown>;
  const address = typeof record['serverUrl'] === 'string' ? parseServerAddress(record['serverUrl']) : null;
  const settings: DesktopSettings = { serverUrl: address?.ok ? address.origin : null };
  const bounds = sanitizeBounds(record['window']);
  if (bounds) settings.window = bounds;
  return settings;
}

export interface SettingsStore {
  /** Reads the file once (missing or broken: defaults). */
  load(): Promise<DesktopSettings>;
  get(): DesktopSettings;
  /** Validates and saves the server address; the result says why when it is refused. */
  setServer(address: string): Promise<ServerAddressResult>;
  saveWindowBounds(bounds: WindowBounds): Promise<void>;
  /** Resolves when every write so far is on disk. */
  flush(): Promise<void>;
}

/**
 * Settings remembered as JSON in the user's config directory (Electron's userData). Writes go to
 * a temporary file renamed over the old one, one at a time, so a crash never leaves half a file.
 */
export function createSettingsStore({ dir, fs, join }: { dir: string; fs: SettingsFs; join(...parts: string[]): string }): SettingsStore {
  const file = join(dir, SETTINGS_FILE);
  let current: DesktopSettings = { serverUrl: null };
  let queue: Promise<void> = Promise.resolve();

  const persist = (): Promise<void> => {
    const snapshot = JSON.stringify(current, null, 2);
    queue = queue
      .catch(() => undefined)
      .then(async () => {
        await fs.mkdir(dir, { recursive: true });
        const temporary = `${file}.tmp`;
        await fs.writeFile(temporary, snapshot, 'utf8');
        await fs.rename(temporary, file);
      });
    return queue;
  };

  return {
    async load() {
      try {
        current = parseSettings(await fs.readFile(file, 'utf8'));
      } catch {
        current = { serverUrl: null };
      }
      return current;
    },
    get: () => current,
    async setServer(address) {
      const result = parseServerAddress(address);
      if (!result.ok) return result;
      current = { ...current, serverUrl: result.origin };
      await persist();
      return result;
    },
    async saveWindowBounds(bounds) {
      const clean = sanitizeBounds(bounds);
      if (!clean) return;
      current = { ...current, window: clean };
      await persist();
    },
    flush: () => queue.catch(() => undefined),
  };
}
