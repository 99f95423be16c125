import { describe, expect, it } from 'vitest';
import { PROXY_ERROR_HEADER } from './proxy.js';
import { outcomeOf } from './traffic.js';

const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers, body: '', ms: 1 });

describe('what a write answer tells the load', () => {
  it('2xx acknowledges, an answer of the app refuses, none is unknown', () => {
    expect(outcomeOf(answer(201))).toEqual({ kind: 'acked' });
    expect(outcomeOf(answer(409))).toEqual({ kind: 'refused', status: 409 });
    expect(outcomeOf(answer(503))).toEqual({ kind: 'refused', status: 503 });
    expect(outcomeOf(null)).toEqual({ kind: 'unknown', reason: 'no response' });
  });

  it("the proxy's own 502 is no answer of the app: the write may have been stored", () => {
    expect(outcomeOf(answer(502, { [PROXY_ERROR_HEADER]: '1' }))).toEqual({ kind: 'unknown', reason: 'proxy: upstream connection failed' });
    expect(outcomeOf(answer(502))).toEqual({ kind: 'refused', status: 502 });
  });
});
