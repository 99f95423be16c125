import { builtinModules } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildOptions, runtimeDependencies } from '../build.mjs';
import { REPO_ROOT } from '../src/config.js';

/** 'pkg/sub/path' -> 'pkg', '@scope/pkg/sub' -> '@scope/pkg'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/**
 * `npm run build` once, then `node server/dist/main.js` with only production packages installed
 * (npm ci --omit=dev): every package the bundle imports at run time must be a runtime
 * dependency of the server, and nothing from node_modules may be inlined by accident.
 */
describe('the server bundle (server/build.mjs)', () => {
  it('imports at run time only Node built-ins and the server’s own dependencies, and inlines no package', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'pets-build-'));
    try {
      const result = await build({ ...buildOptions, outdir, write: false, metafile: true, logLevel: 'silent' });
      const inlined = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
      expect(inlined, 'packages bundled instead of required at run time').toEqual([]);

      const builtins = new Set(builtinModules);
      const external = new Set(
        Object.values(result.metafile.outputs)
          .flatMap((output) => output.imports)
          .filter((entry) => entry.external && !entry.path.startsWith('node:') && !builtins.has(entry.path))
          .map((entry) => packageName(entry.path)),
      );
      const server = readJson('server/package.json');
      expect([...external].filter((name) => !(name in (server.dependencies ?? {})))).toEqual([]);
      expect([...external].sort()).toEqual(expect.arrayContaining(['argon2', 'express', 'pg', 'sharp', 'typeorm']));
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('keeps every runtime dependency of @pets/shared (inlined into the bundle) among the server’s dependencies', () => {
    const shared = readJson('shared/package.json');
    const server = readJson('server/package.json');
    expect(Object.keys(shared.dependencies ?? {}).filter((name) => !(name in (server.dependencies ?? {})))).toEqual([]);
    expect(runtimeDependencies).not.toContain('@pets/shared');
  });
});
