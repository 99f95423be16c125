import { spawn, spawnSync } from 'node:child_process';
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

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
}

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * The load generator: wrk (Debian package `wrk`) when it is installed, else autocannon.
 * BENCH_LOADER=autocannon|wrk chooses. On two cores the generator takes CPU from the server it
 * measures: wrk (C, one thread) needs far less per request than autocannon (Node), so the server
 * gets more of the machine and the figures describe the server rather than the client.
 */
export const LOAD_GENERATOR: 'wrk' | 'autocannon' =
  process.env.BENCH_LOADER === 'autocannon' || process.env.BENCH_LOADER === 'wrk'
    ? process.env.BENCH_LOADER
    : spawnSync('wrk', ['--version']).error
      ? 'autocannon'
      : 'wrk';

/**
 * Runs the load generator against one URL in a child process, so it never shares the server's
 * event loop (each gets its own core on a two-core machine), and keeps the figures a report needs.
 */
export function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  return LOAD_GENERATOR === 'wrk' ? loadWithWrk(url, options) : loadWithAutocannon(url, options);
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${command} exited with ${code}: ${stderr}`))));
  });
}

async function loadWithAutocannon(url: string, { connections = 64, durationSeconds = 8, headers = {} }: LoadOptions): Promise<LoadResult> {
  const args = [AUTOCANNON_CLI, '--json', '-c', String(connections), '-d', String(durationSeconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const result = JSON.parse(await run(process.execPath, args)) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A wrk duration such as '812.00us', '10.52ms' or '1.02s', in ms. */
export function wrkMilliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk: unreadable duration '${text}'`);
  return Math.round(Number(match[1]) * MS_PER_UNIT[match[2]!]! * 100) / 100;
}

/** The figures of wrk's text report (run with --latency). */
export function parseWrkReport(report: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? Number.NaN);
  const percentile = (value: number) => {
    const match = new RegExp(`^\\s*${value}%\\s+(\\S+)`, 'm').exec(report);
    if (!match) throw new Error(`wrk: no ${value}th percentile in the report`);
    return wrkMilliseconds(match[1]!);
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    requests: number(/(\d+) requests in /),
    p50: percentile(50),
    p99: percentile(99),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

async function loadWithWrk(url: string, { connections = 64, durationSeconds = 8, headers = {} }: LoadOptions): Promise<LoadResult> {
  const args = ['-t', '1', '-c', String(connections), '-d', `${durationSeconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return parseWrkReport(await run('wrk', args));
}
