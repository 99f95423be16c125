import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

/**
 * Three bundles into out/: main (ESM, Node), preload (CommonJS: a sandboxed preload cannot be an
 * ES module) and renderer (the settings/offline page). Dependencies from node_modules stay external
 * in main and preload, except the workspace package @pets/shared, which ships TypeScript sources and
 * must be bundled.
 */
const externalizeDeps = { exclude: ['@pets/shared'] };

export default defineConfig({
  main: {
    build: {
      externalizeDeps,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    build: {
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } },
    },
  },
});
