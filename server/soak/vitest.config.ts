import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The short soak, fault and several-instances tests. They drive the BUILT server
 * (server/dist/main.js), so scripts/test-all.sh runs them after the build step:
 *   npx vitest run --config server/soak/vitest.config.ts
 */
export default defineConfig({
  test: {
    name: 'soak',
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
