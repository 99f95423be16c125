import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ADDRESS_MESSAGES } from '../common/server-address';
import { createSettingsStore, parseSettings, sanitizeBounds, SETTINGS_FILE, type SettingsFs } from './settings';

function memoryFs(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial));
  const fs: SettingsFs = {
    readFile: async (path) => {
      const content = files.get(path);
      if (content === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return content;
    },
    writeFile: async (path, data) => void files.set(path, data),
    rename: async (from, to) => {
      const content = files.get(from);
      if (content === undefined) throw new Error('ENOENT');
      files.delete(from);
      files.set(to, content);
    },
    mkdir: async () => undefined,
  };
  return { fs, files };
}

const DIR = '/home/ola/.config/Panel Fundacji';
const FILE = join(DIR, SETTINGS_FILE);

describe('settings store', () => {
  it('starts without a server address when there is no file (first start: settings page)', async () => {
    const { fs } = memoryFs();
    const store = createSettingsStore({ dir: DIR, fs, join });
    expect(await store.load()).toEqual({ serverUrl: null });
  });

  it('saves a valid address as its normalised origin in the config directory, atomically', async () => {
    const { fs, files } = memoryFs();
    const store = createSettingsStore({ dir: DIR, fs, join });
    await store.load();
    expect(await store.setServer('https://panel.example.org/admin')).toEqual({ ok: true, origin: 'https://panel.example.org' });
    expect(JSON.parse(files.get(FILE)!)).toEqual({ serverUrl: 'https://panel.example.org' });
    expect(files.has(`${FILE}.tmp`)).toBe(false);
    const again = createSettingsStore({ dir: DIR, fs, join });
    expect((await again.load()).serverUrl).toBe('https://panel.example.org');
  });

  it('refuses an invalid address and keeps the old one', async () => {
    const { fs, files } = memoryFs({ [FILE]: JSON.stringify({ serverUrl: 'http://localhost:3000' }) });
    const store = createSettingsStore({ dir: DIR, fs, join });
    await store.load();
    expect(await store.setServer('file:///etc/passwd')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.scheme });
    expect(await store.setServer('https://u:p@example.org')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.credentials });
    expect(store.get().serverUrl).toBe('http://localhost:3000');
    expect(JSON.parse(files.get(FILE)!)).toEqual({ serverUrl: 'http://localhost:3000' });
  });

  it('remembers the window size and position with the address', async () => {
    const { fs, files } = memoryFs();
    const store = createSettingsStore({ dir: DIR, fs, join });
    await store.load();
    await store.setServer('http://localhost:3000');
    await store.saveWindowBounds({ x: 10, y: 20, width: 1400.4, height: 900, maximized: true });
    expect(JSON.parse(files.get(FILE)!)).toEqual({ serverUrl: 'http://localhost:3000', window: { x: 10, y: 20, width: 1400, height: 900, maximized: true } });
  });

  it('serialises writes: the last one wins', async () => {
    const { fs, files } = memoryFs();
    const store = createSettingsStore({ dir: DIR, fs, join });
    await store.load();
    void store.saveWindowBounds({ width: 900, height: 700 });
    void store.saveWindowBounds({ width: 1000, height: 700 });
    await store.flush();
    expect(JSON.parse(files.get(FILE)!).window.width).toBe(1000);
  });
});

describe('parseSettings (the file may have been edited by hand)', () => {
  it('validates the saved address again', () => {
    expect(parseSettings(JSON.stringify({ serverUrl: 'file:///etc' }))).toEqual({ serverUrl: null });
    expect(parseSettings(JSON.stringify({ serverUrl: 'https://x:y@example.org' }))).toEqual({ serverUrl: null });
    expect(parseSettings(JSON.stringify({ serverUrl: 'https://EXAMPLE.org/admin' }))).toEqual({ serverUrl: 'https://example.org' });
  });

  it('survives broken JSON and foreign shapes', () => {
    expect(parseSettings('{')).toEqual({ serverUrl: null });
    expect(parseSettings('[]')).toEqual({ serverUrl: null });
    expect(parseSettings('null')).toEqual({ serverUrl: null });
  });

  it('keeps only sane window bounds', () => {
    expect(sanitizeBounds({ width: 'wide', height: 10 })).toBeUndefined();
    expect(sanitizeBounds({ width: 800, height: 600, x: 5 })).toEqual({ width: 800, height: 600 });
    expect(sanitizeBounds({ width: 800, height: 600, x: Number.NaN, y: 1 })).toEqual({ width: 800, height: 600 });
    expect(sanitizeBounds({ width: 1e9, height: 600 })).toBeUndefined();
  });
});
