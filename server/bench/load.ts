import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  requestsPerSecond: number;
  /** Responses received in the whole run. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon against one URL in a child process, so the load generator never shares the
 * server's event loop (each gets its own core on a two-core machine), and keeps the figures a
 * report needs.
 */
export function load(url: string, { connections = 64, durationSeconds = 8, headers = {} as Record<string, string> } = {}): Promise<LoadResult> {
  const args = [AUTOCANNON_CLI, '--json', '-c', String(connections), '-d', String(durationSeconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${stderr}`));
        return;
      }
      const result = JSON.parse(stdout) as { requests: { average: number; total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
