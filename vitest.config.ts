import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the whole workspace. Server tests talk to a real PostgreSQL: the global
 * setup starts an embedded one, or uses DATABASE_URL when it is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file owns its database (a template copy) and its ports, so files run side by side;
          // they mostly wait on PostgreSQL, servers and timers, so more files than cores pay off.
          fileParallelism: true,
          maxWorkers: 4,
          // A worker runs its files one after another in one module graph: the app's modules are
          // imported once per worker, not once per file. Server tests share no module state (no
          // mocks, no fake timers, no process.env writes); each file starts its own app.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
          // After the server's files (groupOrder), two at a time: the unit files are CPU-bound.
          maxWorkers: 2,
          // One DOM per worker (happy-dom's setup was most of each file's time), but a fresh module
          // graph per file: src/test/setup.ts resets the modules before each file, so module state
          // such as a lazy dialog's loaded view cannot leak from one file into the next (it did
          // with the modules shared: SpeciesSurveyModal.test failed in one file order).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'desktop',
          root: './apps/desktop',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
