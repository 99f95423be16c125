import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointPath, type InputOf, type ParsedInputOf, type PathParams, type ResponseOf } from './endpoint.js';

const signed = endpoint<{ message: string }>()({
  method: 'PUT',
  path: '/adoptions/:id/contract/signature',
  input: z.strictObject({ signedOn: z.string().trim() }),
});
const list = endpoint<{ items: string[] }>()({ method: 'GET', path: '/things', input: z.object({ page: z.coerce.number() }) });

describe('endpoint contract', () => {
  it('fills the path parameters, encoded', () => {
    expect(endpointPath(signed.path, { id: 7 })).toBe('/adoptions/7/contract/signature');
    expect(endpointPath('/pages/:slug/images/:name', { slug: 'a b', name: 'x/y' })).toBe('/pages/a%20b/images/x%2Fy');
  });

  it('refuses a path whose parameter is missing instead of calling a wrong address', () => {
    expect(() => endpointPath('/surveys/:id', {} as PathParams<'/surveys/:id'>)).toThrow(':id');
  });

  it('keeps what it was declared with', () => {
    expect([list.method, list.path, list.input?.safeParse({ page: '2' }).data]).toEqual(['GET', '/things', { page: 2 }]);
    expect(endpoint<never>()({ method: 'POST', path: '/x' }).input).toBeUndefined();
  });

  it('carries the types to both sides', () => {
    expectTypeOf<PathParams<typeof signed.path>>().toEqualTypeOf<{ readonly id: string | number }>();
    expectTypeOf<ResponseOf<typeof signed>>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<InputOf<typeof signed>>().toEqualTypeOf<{ signedOn: string }>();
    expectTypeOf<ParsedInputOf<typeof list>>().toEqualTypeOf<{ page: number }>();
    expectTypeOf<InputOf<typeof list>>().toHaveProperty('page');
  });
});
