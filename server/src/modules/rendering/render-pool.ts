import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { RENDER_MESSAGES } from '@pets/shared';
import type { DocumentDefinition } from '../documents/document-model.js';
import type { PdfMetadata } from '../documents/pdf-render.js';
import { HttpError } from '../../http/http-error.js';
import type { RenderTask } from './render-worker.js';

/**
 * One pool of worker threads for everything staff write that must be laid out: a contract
 * template or a page body can be slow to typeset (a 20,000-character word took 14–20 s in
 * pdfkit), and on the request thread it stalled every visitor and /api/health with it. Here it
 * runs beside the request thread, under a time limit; past it the worker is terminated
 * (piscina ends the thread of an aborted task) and the member of staff gets a Polish message.
 *
 * From the sources (tests, tsx) the worker is the .ts file, loaded through tsx; in the build it
 * is dist/render-worker.js beside main.js (server/build.mjs), where import.meta.url points.
 */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSources ? './render-worker.ts' : './render-worker.js', import.meta.url);

/** A contract or care card that takes longer than this is given up. */
export const PDF_TIME_LIMIT_MS = 15_000;
/**
 * A page body that takes longer than this to render is refused. The limit counts from the request,
 * so it includes starting a render thread after an idle pool let it go; 5 s was too short for that
 * on a busy 2-core machine (a one-line guide was refused in CI), and nesting, the real trap, is
 * refused before rendering (page-render.ts).
 */
export const MARKDOWN_TIME_LIMIT_MS = 10_000;
/** Tasks waiting beyond this many are refused at once rather than queued for minutes. */
const MAX_QUEUE = 32;

let pool: Piscina<RenderTask, Uint8Array | string> | null = null;

function renderPool(): Piscina<RenderTask, Uint8Array | string> {
  pool ??= new Piscina<RenderTask, Uint8Array | string>({
    filename: WORKER_URL.href,
    // Leave a core to the request thread (this machine class has two).
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    // One thread stays ready (piscina starts a new one when a task past its limit ends one), so
    // the next document does not wait for a cold start; idle threads are unref'd by piscina and
    // keep no process alive.
    minThreads: 1,
    idleTimeout: 10_000,
    maxQueue: MAX_QUEUE,
    execArgv: fromSources ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
  });
  return pool;
}

export class RenderTimeoutError extends Error {}

async function run(task: RenderTask, timeLimitMs: number): Promise<Uint8Array | string> {
  const signal = AbortSignal.timeout(timeLimitMs);
  try {
    return await renderPool().run(task, { signal });
  } catch (error) {
    if (signal.aborted) throw new RenderTimeoutError(`render took longer than ${timeLimitMs} ms`);
    if (error instanceof Error && /queue is at limit/i.test(error.message)) {
      throw new HttpError(503, 'render_busy', RENDER_MESSAGES.busy);
    }
    throw error;
  }
}

/** A PDF laid out in the pool; past the time limit a 422 the panel shows as it is. */
export async function renderPdfInPool(definition: DocumentDefinition, meta: PdfMetadata, timeLimitMs = PDF_TIME_LIMIT_MS): Promise<Buffer> {
  try {
    const bytes = await run({ kind: 'pdf', definition, meta }, timeLimitMs);
    return Buffer.from(bytes as Uint8Array);
  } catch (error) {
    if (error instanceof RenderTimeoutError) throw new HttpError(422, 'document_render_timeout', RENDER_MESSAGES.documentTimeout);
    throw error;
  }
}

/** A page's Markdown as safe HTML, rendered in the pool (the caller turns a timeout into a refusal). */
export async function renderMarkdownInPool(body: string): Promise<string> {
  return (await run({ kind: 'markdown', body }, MARKDOWN_TIME_LIMIT_MS)) as string;
}

/** Ends the worker threads (tests that count open handles, shutdown). */
export async function closeRenderPool(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}
