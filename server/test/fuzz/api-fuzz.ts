import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createAdmin } from '../../src/modules/accounts/admin-users.js';
import { startTestApp } from '../app-harness.js';
import { imageFixture } from '../image-fixtures.js';
import { createTestDatabase } from '../test-db.js';
import { changedTables, createDbFingerprinter, WRITABLE_BY_REJECTED_ROUTE, type Fingerprint } from './db-fingerprint.js';
import { ENDPOINT_INPUTS } from './endpoint-inputs.js';
import { fuzzRequestArbitrary, UNROUTED, type FuzzBody, type FuzzRequest, type KnownValues } from './fuzz-requests.js';
import { catalogRoutes, routeKey, type CatalogRoute } from './route-catalog.js';
import { queryRows } from '../../src/db/sql.js';

export const FUZZ_ADMIN = { username: 'fuzz-admin', password: 'fuzz-haslo-testowe-123' };
const ADMIN_IP = '203.0.113.7';
const REQUEST_TIMEOUT_MS = 15_000;

/** What an error body must never show: stack frames, file paths, SQL, ORM error names. */
export const LEAK_PATTERN = /\n\s+at |\bat [\w.$<>]+ \(|node_modules|QueryFailedError|TypeORMError|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\/src\/\w+|\.ts:\d+/;

/** zod's English defaults ("Invalid input: expected object, received undefined", "Too big: …"): every answer is Polish. */
export const ENGLISH_VALIDATION_PATTERN = /Invalid (input|option|element|key)|Too (big|small)|expected \w+, received|Unrecognized key/;

export interface FuzzProblem {
  request: string;
  problem: string;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  ms: number;
  routes: CatalogRoute[];
  routesWithoutSchema: string[];
  statuses: Map<string, number>;
  perRoute: Map<string, Map<string, number>>;
  rejectedChecked: number;
  problems: FuzzProblem[];
}

function describeRequest(request: FuzzRequest): string {
  const body =
    request.body.kind === 'json'
      ? `json(${request.body.how}) ${JSON.stringify(request.body.value)}`
      : request.body.kind === 'raw'
        ? `raw ${request.body.contentType} ${typeof request.body.body === 'string' ? JSON.stringify(request.body.body) : `${request.body.body.length} bytes`}`
        : request.body.kind === 'multipart'
          ? `multipart field=${JSON.stringify(request.body.field)} files=${request.body.files.map((file) => `${JSON.stringify(file.name)}:${file.type}:${file.bytes.length}B`).join(',')}`
          : 'no body';
  const text = `${request.method} ${request.url} ${request.asAdmin ? '[admin]' : '[anonymous]'}${request.origin ? ` Origin: ${request.origin}` : ''} ${body}`;
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

function encodeBody(body: FuzzBody): { body?: RequestInit['body']; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { body: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
    case 'raw':
      return { body: typeof body.body === 'string' ? body.body : new Uint8Array(body.body), contentType: body.contentType };
    case 'multipart': {
      const form = new FormData();
      for (const file of body.files) form.append(body.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      for (const [name, value] of body.extraFields) form.append(name, value);
      return { body: form };
    }
  }
}

async function knownValues(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<KnownValues> {
  const ids = await query(
    `SELECT id FROM (SELECT id FROM animals UNION SELECT id FROM surveys UNION SELECT id FROM adopters
       UNION SELECT id FROM mail_messages UNION SELECT id FROM adoptions) ids ORDER BY id LIMIT 40`,
  );
  const images = await query(`SELECT filename FROM images ORDER BY id LIMIT 10`);
  return {
    ids: ids.map((row) => Number(row.id)),
    imageFilenames: images.map((row) => String(row.filename)),
    validImage: await imageFixture('png', 40, 32),
  };
}

/**
 * Fuzzes every route of the real app over a seeded database: `runs` requests built from the
 * shared schemas and mutated, admin routes mostly with a signed-in session. Checks per request:
 * an answer within the time limit, never 5xx, no internals in error bodies, and for 4xx answers
 * an unchanged database. Problems are collected, not thrown, so one run reports all of them.
 */
export async function runApiFuzz({ runs, seed }: { runs: number; seed: number }): Promise<FuzzReport> {
  const db = await createTestDatabase({ seed: true });
  // The unit tests run before the web build (npm test, a fresh clone), and without a build the SPA
  // routes answer 503 "not built": a minimal page template stands in for apps/web/dist.
  const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-web-'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="pl"><head><!--site-config--></head><body><div id="root"></div></body></html>');
  const app = await startTestApp(db.dataSource, { trustProxy: 'loopback', webDistDir });
  try {
    await createAdmin(db.dataSource, FUZZ_ADMIN.username, FUZZ_ADMIN.password);
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ADMIN_IP },
      body: JSON.stringify(FUZZ_ADMIN),
    });
    const adminCookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    if (login.status !== 200 || !adminCookie) throw new Error(`fuzz admin could not sign in: ${login.status}`);
    // One contact message, so the mailbox routes have something to find.
    await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Anna Nowak', email: 'anna@example.org', phone: '600700800', question: 'Czy Pimpek jest dostępny?', policy: true }),
    });

    const routes = catalogRoutes(app.app);
    const known = await knownValues((sql) => queryRows<Record<string, unknown>>(db.dataSource, sql));
    const fingerprint = await createDbFingerprinter(db.dataSource);
    let baseline: Fingerprint = await fingerprint();
    const report: FuzzReport = {
      seed,
      cases: 0,
      ms: 0,
      routes,
      routesWithoutSchema: routes.filter((route) => route.method !== 'GET' && !ENDPOINT_INPUTS[routeKey(route)]).map(routeKey),
      statuses: new Map(),
      perRoute: new Map(),
      rejectedChecked: 0,
      problems: [],
    };
    const count = (route: string, status: string) => {
      report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
      const perRoute = report.perRoute.get(route) ?? new Map<string, number>();
      perRoute.set(status, (perRoute.get(status) ?? 0) + 1);
      report.perRoute.set(route, perRoute);
    };

    const started = Date.now();
    const targets = [...routes, UNROUTED];
    // The same share of cases for every route, each with its own seed derived from the run's.
    for (const [index, target] of targets.entries()) {
      const share = Math.floor(runs / targets.length) + (index < runs % targets.length ? 1 : 0);
      await fc.assert(
        fc.asyncProperty(fuzzRequestArbitrary(target, known), async (request) => {
          report.cases += 1;
          const problem = (text: string) => report.problems.push({ request: describeRequest(request), problem: text });
          const { body, contentType } = encodeBody(request.body);
          let response: Response;
          try {
            response = await fetch(`${app.baseUrl}${request.url}`, {
              method: request.method,
              headers: {
                'x-forwarded-for': request.asAdmin ? ADMIN_IP : request.clientIp,
                ...(contentType ? { 'content-type': contentType } : {}),
                ...(request.asAdmin ? { cookie: adminCookie } : {}),
                ...(request.origin ? { origin: request.origin } : {}),
              },
              body,
              redirect: 'manual',
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
          } catch (error) {
            count(request.route, 'no answer');
            problem(`no answer: ${(error as Error).message}`);
            return;
          }
          count(request.route, String(response.status));
          let text = '';
          if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) await response.body?.cancel();
          else text = await response.text();
          if (response.status >= 500) problem(`${response.status}: ${text.slice(0, 300)}`);
          if (response.status >= 400 && LEAK_PATTERN.test(text)) problem(`internals in the error body: ${text.slice(0, 300)}`);
          if (response.status >= 400 && ENGLISH_VALIDATION_PATTERN.test(text)) problem(`English in the error body: ${text.slice(0, 300)}`);
          const after = await fingerprint();
          if (response.status >= 400 && response.status < 500) {
            report.rejectedChecked += 1;
            const allowed = WRITABLE_BY_REJECTED_ROUTE[request.route] ?? [];
            const changed = changedTables(baseline, after).filter((table) => !allowed.includes(table));
            if (changed.length > 0) problem(`${response.status} but the database changed: ${changed.join(', ')}`);
          }
          baseline = after;
        }),
        { numRuns: share, seed: (seed + index * 7919) % 2_147_483_647, endOnFailure: true },
      );
    }
    report.ms = Date.now() - started;

    // The server is still there and the admin session still works.
    const health = await fetch(`${app.baseUrl}/api/health`);
    if (health.status !== 200) report.problems.push({ request: 'GET /api/health after the run', problem: String(health.status) });
    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie: adminCookie, 'x-forwarded-for': ADMIN_IP } });
    if (me.status !== 200) report.problems.push({ request: 'GET /api/auth/me after the run', problem: String(me.status) });
    return report;
  } finally {
    await app.close();
    await db.drop();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  }
}

/** The report as text: totals, the status histogram, per route, and the problems found. */
export function formatFuzzReport(report: FuzzReport): string {
  const sorted = (map: Map<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}×${n}`).join(' ');
  const fiveXx = [...report.statuses].filter(([status]) => status.startsWith('5')).reduce((sum, [, n]) => sum + n, 0);
  const lines = [
    `API fuzz: seed ${report.seed} (FUZZ_SEED=${report.seed} repeats it), ${report.cases} cases over ${report.routes.length} routes + unrouted paths in ${(report.ms / 1000).toFixed(1)} s`,
    `status histogram: ${sorted(report.statuses)}`,
    `5xx responses: ${fiveXx}; no answer: ${report.statuses.get('no answer') ?? 0}`,
    `database unchanged after rejected (4xx) requests: ${report.rejectedChecked - report.problems.filter((p) => p.problem.includes('database changed')).length}/${report.rejectedChecked}`,
    `state-changing routes without a body schema (fuzzed with hostile bodies only): ${report.routesWithoutSchema.join(', ') || 'none'}`,
    'per route:',
    ...[...report.perRoute].sort(([a], [b]) => a.localeCompare(b)).map(([route, statuses]) => `  ${route}: ${sorted(statuses)}`),
    `problems: ${report.problems.length}`,
    ...report.problems.slice(0, 30).map((item) => `  ${item.problem}\n    <- ${item.request}`),
  ];
  return lines.join('\n');
}
