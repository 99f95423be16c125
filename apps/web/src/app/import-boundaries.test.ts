// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/*
 * The import-boundary rule (eslint.web-boundaries.js) run through ESLint's Node API on in-memory
 * files placed where real ones would be: it must fire on each forbidden direction, and stay
 * quiet on the allowed ones, so a config change cannot switch it off unnoticed.
 */
// The repository root: the flat config and the file paths below are relative to it.
// The probes below are in-memory files of no tsconfig project: they are linted without type
// information (the type-aware rules off), which the boundary rule does not need.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../../', import.meta.url)), overrideConfig: tseslint.configs.disableTypeChecked });
const RULE = 'boundaries/dependencies';

/** The boundary errors of `code` as if it were the file at `filePath` (from the repository root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message));
}

// The first lint loads the whole flat config and its plugins: more than vitest's default 5 s on a busy machine.
describe('import boundaries of apps/web/src', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/Probe.tsx',
      "import { AdoptPage } from '../adopt/AdoptPage';\nexport const probe = AdoptPage;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a re-export across features too', async () => {
    const errors = await boundaryErrors('apps/web/src/features/support/probe.ts', "export { ChatWidget } from '../chat/ChatWidget';\n");
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import its own files, ui, lib and packages', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/home/Probe.tsx',
      [
        "import { MESSAGES } from '@pets/shared';",
        "import { useState } from 'react';",
        "import { AnimalCarousel } from './AnimalCarousel';",
        "import { AnimalCard } from '../../ui/AnimalCard';",
        "import { api } from '../../lib/api';",
        'export const probe = [MESSAGES, useState, AnimalCarousel, AnimalCard, api];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses ui and lib importing features or app', async () => {
    const fromUi = await boundaryErrors(
      'apps/web/src/ui/Probe.tsx',
      "import { HomePage } from '../features/home/HomePage';\nimport { routes } from '../app/router';\nexport const probe = [HomePage, routes];\n",
    );
    const fromLib = await boundaryErrors('apps/web/src/lib/probe.ts', "import { routes } from '../app/router';\nexport const probe = routes;\n");
    expect(fromUi).toHaveLength(2);
    expect(fromLib).toHaveLength(1);
  });

  it('refuses a feature importing app', async () => {
    const errors = await boundaryErrors('apps/web/src/features/home/Probe.tsx', "import { Header } from '../../app/layouts/Header';\nexport const probe = Header;\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses public code importing admin code statically', async () => {
    const fromFeature = await boundaryErrors(
      'apps/web/src/features/home/Probe.tsx',
      "import { LoginPage } from '../admin/login/LoginPage';\nexport const probe = LoginPage;\n",
    );
    const fromApp = await boundaryErrors(
      'apps/web/src/app/layouts/Probe.tsx',
      "import { AdminGuard } from '../../features/admin/AdminGuard';\nimport { AdminLayout } from './AdminLayout';\nexport const probe = [AdminGuard, AdminLayout];\n",
    );
    expect(fromFeature).toHaveLength(1);
    expect(fromApp).toHaveLength(2);
  });

  it('lets the router reach admin screens through lazy import()', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/app/probe-router.tsx',
      "export const lazyAdmin = async () => (await import('../features/admin/login/LoginPage')).LoginPage;\nexport const lazyShell = async () => (await import('./layouts/AdminLayout')).AdminLayout;\n",
    );
    expect(errors).toEqual([]);
  });

  it('passes the real tree: the public layout and the admin shell as they are', async () => {
    const results = await eslint.lintFiles(['apps/web/src/app/layouts/PublicLayout.tsx', 'apps/web/src/app/layouts/AdminLayout.tsx']);
    expect(results.flatMap((result) => result.messages.filter((message) => message.ruleId === RULE))).toEqual([]);
  });
});
