import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, staleReason, TARGETS } from '../../scripts/build-if-stale.mjs';

/** scripts/build-if-stale.mjs (npm start): builds only what is missing or older than its sources. */
describe('build-if-stale', () => {
  let root: string;
  const write = (relative: string, mtimeSeconds: number) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, relative);
    fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
  };
  const OLD = 1_700_000_000;
  const BUILT = OLD + 100;
  const LATER = OLD + 200;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-stale-'));
    for (const source of ['server/src/main.ts', 'server/src/config.ts', 'shared/src/index.ts', 'package-lock.json', 'tsconfig.base.json']) write(source, OLD);
    for (const output of TARGETS.server.outputs) write(output, BUILT);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds nothing to do when every output is newer than every source', () => {
    expect(staleReason(TARGETS.server, root)).toBeNull();
    const lines: string[] = [];
    expect(buildIfStale(['server'], { root, log: (line) => lines.push(line), error: (line) => lines.push(line) })).toBe(0);
    expect(lines).toEqual([]);
  });

  it('rebuilds when an output is missing, or a source, shared code, the lock file or a compiler setting is newer', () => {
    fs.rmSync(path.join(root, 'server/dist/cli.js'));
    expect(staleReason(TARGETS.server, root)).toBe('brak server/dist/cli.js');
    write('server/dist/cli.js', BUILT);
    for (const source of ['server/src/config.ts', 'shared/src/index.ts', 'package-lock.json', 'tsconfig.base.json']) {
      write(source, LATER);
      expect(staleReason(TARGETS.server, root), source).toBe('źródła są nowsze niż zbudowana wersja');
      write(source, OLD);
    }
  });

  it('ignores a changed test file (tests never reach the bundle)', () => {
    write('server/src/config.test.ts', LATER);
    expect(staleReason(TARGETS.server, root)).toBeNull();
  });

  it('stops with one clear message when the build tools are not installed (npm ci with NODE_ENV=production)', () => {
    write('server/src/main.ts', LATER);
    const errors: string[] = [];
    expect(buildIfStale(['server'], { root, log: () => undefined, error: (line) => errors.push(line) })).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Nie można zbudować: serwer (źródła są nowsze niż zbudowana wersja), a pakiety deweloperskie nie są zainstalowane (brak „esbuild”');
    expect(errors[0]).toContain('npm ci --include=dev && npm start');
    expect(errors[0]).toContain('npm run start:prod');
  });

  it('refuses an unknown part', () => {
    expect(buildIfStale(['desktop'], { root, log: () => undefined, error: () => undefined })).toBe(2);
  });
});
