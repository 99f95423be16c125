import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, type ProducedResponse } from './cached-json.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A producer that counts its calls and answers with the current `value`, after `delayMs`. */
function source(initial: string, delayMs = 0) {
  const state = { value: initial, calls: 0, fail: false };
  const produce = async (): Promise<ProducedResponse> => {
    state.calls += 1;
    // Like a query: what it returns is read when it starts.
    const { value, fail } = state;
    await sleep(delayMs);
    if (fail) throw new Error('gone');
    return { body: Buffer.from(JSON.stringify(value)), contentType: 'application/json', cacheControl: 'no-cache', compressible: true };
  };
  return { state, produce };
}

describe('response cache', () => {
  it('produces once for concurrent readers and gzips the body', async () => {
    const cache = createResponseCache({ ttlMs: 1000 });
    const { state, produce } = source('a', 20);
    const entries = await Promise.all([cache.entry('k', produce), cache.entry('k', produce), cache.entry('k', produce)]);
    expect(state.calls).toBe(1);
    expect(new Set(entries).size).toBe(1);
    expect(gunzipSync(entries[0]!.gzip!).toString()).toBe('"a"');
  });

  it('serves an expired entry while one refresh runs, then the refreshed one', async () => {
    // Long enough that the refreshed entry is still fresh when it is read back on a busy machine.
    const cache = createResponseCache({ ttlMs: 200, staleMs: 5000 });
    const { state, produce } = source('old');
    await cache.entry('k', produce);
    await sleep(250);
    // The refresh cannot finish until the gate opens: the stale answers below cannot have waited for it.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    state.value = 'new';
    let refresh: Promise<ProducedResponse> | undefined;
    const gated = () => {
      const run = (async () => {
        const produced = produce();
        await gate;
        return produced;
      })();
      refresh ??= run;
      return run;
    };
    expect((await cache.entry('k', gated)).body.toString()).toBe('"old"');
    expect((await cache.entry('k', gated)).body.toString()).toBe('"old"');
    open();
    // Until the refresh is stored (it is gzipped on the thread pool first): a fixed pause was too
    // short on a busy machine. Meanwhile readers get the stale body and start no second refresh.
    await refresh;
    await vi.waitFor(async () => expect((await cache.entry('k', produce)).body.toString()).toBe('"new"'), { timeout: 5_000, interval: 5 });
    expect(state.calls).toBe(2);
  });

  it('keeps the compressed bytes and ETag of a refresh that found nothing changed', async () => {
    const cache = createResponseCache({ ttlMs: 10, staleMs: 10 });
    const { state, produce } = source('same', 1);
    const first = await cache.entry('k', produce);
    await sleep(40);
    const second = await cache.entry('k', produce);
    expect(state.calls).toBe(2);
    expect(second).not.toBe(first);
    expect(second.gzip).toBe(first.gzip);
    expect(second.etag).toBe(first.etag);
    await sleep(40);
    state.value = 'changed';
    const third = await cache.entry('k', produce);
    expect(third.etag).not.toBe(first.etag);
    expect(gunzipSync(third.gzip!).toString()).toBe('"changed"');
  });

  it('waits for the refresh once an entry is older than the stale window', async () => {
    const cache = createResponseCache({ ttlMs: 10, staleMs: 10 });
    const { state, produce } = source('old', 5);
    await cache.entry('k', produce);
    await sleep(40);
    state.value = 'new';
    expect((await cache.entry('k', produce)).body.toString()).toBe('"new"');
  });

  it('drops a stale entry whose refresh fails, so the next reader sees the error', async () => {
    const cache = createResponseCache({ ttlMs: 10, staleMs: 1000 });
    const { state, produce } = source('here', 5);
    await cache.entry('k', produce);
    await sleep(20);
    state.fail = true;
    expect((await cache.entry('k', produce)).body.toString()).toBe('"here"');
    await sleep(20);
    await expect(cache.entry('k', produce)).rejects.toThrow('gone');
  });

  it('never stores what a load read before clear(), and answers everyone waiting on it', async () => {
    const cache = createResponseCache({ ttlMs: 1000 });
    const { state, produce } = source('before write', 30);
    const loading = cache.entry('k', produce);
    const joined = cache.entry('k', produce);
    await sleep(5);
    cache.clear();
    state.value = 'after write';
    expect((await loading).body.toString()).toBe('"before write"');
    // The reader who joined the aborted load reads again, after the write.
    expect((await joined).body.toString()).toBe('"after write"');
    expect((await cache.entry('k', produce)).body.toString()).toBe('"after write"');
  });

  it('answers readers even while writes keep aborting every load they join', async () => {
    const cache = createResponseCache({ ttlMs: 1000 });
    const { state, produce } = source('v0', 10);
    let writes = 0;
    const writer = setInterval(() => {
      writes += 1;
      state.value = `v${writes}`;
      cache.clear();
    }, 3);
    try {
      const readers = await Promise.all(Array.from({ length: 20 }, () => cache.entry('k', produce)));
      for (const entry of readers) expect(entry.body.toString()).toMatch(/^"v\d+"$/);
    } finally {
      clearInterval(writer);
    }
    expect(writes).toBeGreaterThan(0);
  });

  it('keeps within its byte budget by dropping the oldest entries', async () => {
    const cache = createResponseCache({ ttlMs: 1000, maxBytes: 100 });
    const produceBytes = (size: number) => async (): Promise<ProducedResponse> => ({ body: Buffer.alloc(size), contentType: 'image/webp', cacheControl: 'public', compressible: false });
    const first = await cache.entry('first', produceBytes(60));
    await cache.entry('second', produceBytes(60));
    let calls = 0;
    const again = await cache.entry('first', async () => {
      calls += 1;
      return produceBytes(60)();
    });
    expect(calls).toBe(1);
    expect(again).not.toBe(first);
  });
});
