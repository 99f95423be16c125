import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

/**
 * Three bundles into out/: main (ESM, Node), preload (CommonJS: a sandboxed preload cannot be an
 * ES module, and cannot require other files, so each preload entry is one self-contained file)
 * and renderer (the app's own settings and offline pages, served from app://panel). Nothing is
 * left to node_modules: the workspace package @pets/shared ships TypeScript sources and is
 * bundled, and the package contains only out/** (electron-builder.yml).
 */
const externalizeDeps = { exclude: ['@pets/shared', 'zod'] };
const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  main: {
    build: {
      externalizeDeps,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/preload/index.ts'),
          'app-page': resolve(import.meta.dirname, 'src/preload/app-page.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    build: {
      rollupOptions: {
        input: {
          settings: resolve(import.meta.dirname, 'src/renderer/settings.html'),
          offline: resolve(import.meta.dirname, 'src/renderer/offline.html'),
        },
      },
    },
  },
});
