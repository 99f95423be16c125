import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, e2eServer } from './e2e/e2e-servers';

/**
 * End-to-end tests in Debian Chromium against the real built server, one server with a fresh
 * database per worker (e2e/e2e-servers.ts; scripts/e2e-server.sh builds nothing: `npm test`
 * builds first). No retries: a test that fails once is a bug to fix, not to hide.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Two workers share two cores with their servers: long flows (publish, then three axe scans) need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Each worker's own server: the fixture in e2e/fixtures.ts replaces it by parallelIndex.
    baseURL: e2eServer(0).url,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const server = e2eServer(index);
    return {
      command: 'bash scripts/e2e-server.sh',
      url: `${server.url}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(server.port), E2E_PG_PORT: String(server.pgPort), E2E_DATA_DIR: server.dataDir },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      // SIGTERM lets the server stop its embedded PostgreSQL (SIGKILL would leave it running).
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    };
  }),
});
