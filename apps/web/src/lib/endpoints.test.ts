import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@pets/shared';
import { callEndpoint } from './endpoints';

const sign = endpoint<{ message: string }>()({ method: 'PUT', path: '/adoptions/:id/contract/signature', input: z.strictObject({ signedOn: z.string() }) });
const list = endpoint<{ items: number[] }>()({ method: 'GET', path: '/things', input: z.object({ species: z.string().array(), page: z.number() }) });

function answering(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callEndpoint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the input as JSON to the filled path with the contract method', async () => {
    const fetchMock = answering({ message: 'Zapisano.' });
    await expect(callEndpoint(sign, { params: { id: 12 }, input: { signedOn: '2026-12-01' } })).resolves.toEqual({ message: 'Zapisano.' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/adoptions/12/contract/signature');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"signedOn":"2026-12-01"}');
  });

  it('sends a GET input as the query string', async () => {
    const fetchMock = answering({ items: [] });
    await callEndpoint(list, { input: { species: ['Królik', 'Mysz'], page: 2 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/things?species=Kr%C3%B3lik%2CMysz&page=2');
  });
});
