import type http from 'node:http';
import { contactPayload, markerFor, surveyPayload, type Catalog } from './catalog.js';
import { NoResponseError, request, sleep, type HttpResponse } from './http.js';
import { PROXY_ERROR_HEADER } from './proxy.js';
import { LoadStats } from './stats.js';

/**
 * The mixed load of a soak: public browsing (list, animal, its images, the animal page), survey
 * and contact submissions, a little chat, and an admin with a session listing surveys and
 * reserving/releasing (now and then adopting and cancelling) the animals the surveys chose.
 * Every write carries a unique marker and lands in the ledger with what the client was told.
 */

/** What the client knows about one write: acknowledged (2xx), refused (an HTTP error) or unknown (no answer). */
export type WriteOutcome = { kind: 'acked'; id?: number } | { kind: 'refused'; status: number } | { kind: 'unknown'; reason: string };

export interface Ledger {
  surveys: Map<string, WriteOutcome>;
  contacts: Map<string, WriteOutcome>;
}

export interface LoadOptions {
  /** Read at every request, so the target may change (a restarted server). */
  baseUrl: () => string;
  agent: http.Agent;
  connections: number;
  durationMs: number;
  catalog: Catalog;
  adminCookie: () => string;
  runId: string;
  /** Stops the load early when aborted. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * At most this many contact messages per second on average (their e-mails go through the
   * outbox, which sends one at a time; a faster stream would only measure its backlog).
   */
  contactsPerSecond?: number;
  /** Pass one in to read the figures while the load runs (fault timelines). */
  stats?: LoadStats;
}

export interface LoadResult {
  stats: LoadStats;
  ledger: Ledger;
  elapsedMs: number;
}

type Action = (worker: Worker) => Promise<void>;

interface Worker {
  send(route: string, path: string, init?: { json?: unknown; admin?: boolean }): Promise<HttpResponse | null>;
  random: () => number;
}

/** Adoptable survey/animal pairs the admin can act on (acknowledged surveys that chose an animal). */
interface Pair {
  surveyId: number;
  animalId: number;
}

const WEIGHTS = {
  list: 25,
  animal: 16,
  animalImages: 6,
  image: 18,
  page: 6,
  survey: 10,
  contact: 3,
  chat: 3,
  adminSurveys: 7,
  adminReserve: 5,
  adminAdopt: 1,
} as const;

export async function runMixedLoad(options: LoadOptions): Promise<LoadResult> {
  const stats = options.stats ?? new LoadStats();
  const ledger: Ledger = { surveys: new Map(), contacts: new Map() };
  const pairs: Pair[] = [];
  let surveyIndex = 0;
  let contactIndex = 0;
  const { catalog } = options;
  const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

  const actions: Record<keyof typeof WEIGHTS, Action> = {
    list: async (w) => void (await w.send('GET /api/animals/available', '/api/animals/available')),
    animal: async (w) => void (await w.send('GET /api/animals/:id', `/api/animals/${pick(catalog.animals, w.random).id}`)),
    animalImages: async (w) => void (await w.send('GET /api/animals/:id/images', `/api/animals/${pick(catalog.animals, w.random).id}/images`)),
    image: async (w) => void (await w.send('GET /api/images/:file', pick(catalog.imageUrls, w.random))),
    page: async (w) => void (await w.send('GET /zwierzak/:id (page)', `/zwierzak/${pick(catalog.animals, w.random).id}`)),
    survey: async (w) => {
      const marker = markerFor(options.runId, 's', (surveyIndex += 1));
      const { body, animalId } = surveyPayload(catalog, marker, w.random);
      ledger.surveys.set(marker, { kind: 'unknown', reason: 'in flight' });
      const response = await w.send('POST /api/survey', '/api/survey', { json: body });
      ledger.surveys.set(marker, outcomeOf(response));
      if (response && response.status === 201) {
        const { id } = JSON.parse(response.body) as { id: number };
        ledger.surveys.set(marker, { kind: 'acked', id });
        if (animalId !== null) pairs.push({ surveyId: id, animalId });
      }
    },
    contact: async (w) => {
      const budget = options.contactsPerSecond;
      if (budget !== undefined && contactIndex >= ((performance.now() - started) / 1000) * budget) return actions.list(w);
      const marker = markerFor(options.runId, 'c', (contactIndex += 1));
      ledger.contacts.set(marker, { kind: 'unknown', reason: 'in flight' });
      const response = await w.send('POST /api/contact', '/api/contact', { json: contactPayload(marker) });
      ledger.contacts.set(marker, outcomeOf(response));
    },
    chat: async (w) => void (await w.send('POST /api/chat/ask', '/api/chat/ask', { json: { message: 'Jak wygląda adopcja królika?', history: [] } })),
    adminSurveys: async (w) => void (await w.send('GET /api/survey/surveys (admin)', '/api/survey/surveys?bucket=new&page=1', { admin: true })),
    adminReserve: async (w) => {
      if (pairs.length === 0) return actions.adminSurveys(w);
      const pair = pick(pairs, w.random);
      const reserved = await w.send('POST /api/survey/:id/reserve (admin)', `/api/survey/${pair.surveyId}/reserve`, { json: { animalId: pair.animalId }, admin: true });
      if (reserved?.status === 200 && w.random() < 0.8) {
        await w.send('POST /api/survey/:id/unreserve (admin)', `/api/survey/${pair.surveyId}/unreserve`, { json: { animalId: pair.animalId }, admin: true });
      }
    },
    adminAdopt: async (w) => {
      if (pairs.length === 0) return actions.adminSurveys(w);
      const pair = pick(pairs, w.random);
      const adopted = await w.send('POST /api/survey/:id/adopt-bulk (admin)', `/api/survey/${pair.surveyId}/adopt-bulk`, { json: { animalIds: [pair.animalId] }, admin: true });
      if (adopted?.status === 200) {
        // Given back at once, so the animal stays available to the next surveys.
        await w.send('POST /api/survey/:id/cancel-adoption (admin)', `/api/survey/${pair.surveyId}/cancel-adoption`, { json: { animalId: pair.animalId }, admin: true });
      }
    },
  };
  const table = Object.entries(WEIGHTS).flatMap(([name, weight]) => Array<keyof typeof WEIGHTS>(weight).fill(name as keyof typeof WEIGHTS));

  const started = performance.now();
  const deadline = started + options.durationMs;
  const running = () => performance.now() < deadline && !options.signal?.aborted;

  const worker = async (seed: number) => {
    const random = mulberry32(seed);
    const self: Worker = {
      random,
      async send(route, path, init = {}) {
        try {
          const response = await request(options.agent, `${options.baseUrl()}${path}`, {
            json: init.json,
            cookie: init.admin ? options.adminCookie() : undefined,
            timeoutMs: options.timeoutMs ?? 30_000,
          });
          stats.record(route, response.status, response.ms);
          return response;
        } catch (error) {
          if (!(error instanceof NoResponseError)) throw error;
          stats.recordNoAnswer(route, error.ms, error.message.replace(/\d+\.\d+\.\d+\.\d+:\d+/, 'server'));
          // A server that is down refuses at once: do not spin.
          await sleep(50);
          return null;
        }
      },
    };
    while (running()) await actions[pick(table, random)](self);
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index + 1)));
  return { stats, ledger, elapsedMs: performance.now() - started };
}

/** What a write's answer tells the client. */
export function outcomeOf(response: HttpResponse | null): WriteOutcome {
  if (!response) return { kind: 'unknown', reason: 'no response' };
  // The proxy lost its connection to the instance: whatever the app answered never came back.
  if (response.headers[PROXY_ERROR_HEADER]) return { kind: 'unknown', reason: 'proxy: upstream connection failed' };
  if (response.status >= 200 && response.status < 300) return { kind: 'acked' };
  return { kind: 'refused', status: response.status };
}

/** A small seeded generator, so a run's mix is reproducible per worker. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
