import path from 'node:path';

/**
 * One built server per Playwright worker, each with a database of its own: workers run spec
 * files side by side without seeing each other's rows, and a spec file sees only the specs that
 * ran before it in its own worker (as it did with one worker). Worker N (its parallelIndex)
 * talks to server N. E2E_PORT, E2E_PG_PORT and E2E_DATA_DIR set where the numbering starts.
 */

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export interface E2eServer {
  port: number;
  pgPort: number;
  dataDir: string;
  url: string;
}

export function e2eServer(parallelIndex: number): E2eServer {
  const port = Number(process.env.E2E_PORT ?? 3199) + parallelIndex;
  const pgPort = Number(process.env.E2E_PG_PORT ?? 5480) + parallelIndex;
  const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? '.data-test/e2e'}-${parallelIndex}`);
  return { port, pgPort, dataDir, url: `http://127.0.0.1:${port}` };
}
