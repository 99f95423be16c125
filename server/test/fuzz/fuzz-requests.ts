import fc from 'fast-check';
import { ENDPOINT_INPUTS, NAMED_PARAM_VALUES } from './endpoint-inputs.js';
import { hostileKey, hostileRawBody, hostileSegment, hostileString, hostileValue } from './hostile-values.js';
import type { CatalogRoute } from './route-catalog.js';
import { routeKey } from './route-catalog.js';
import { zodArbitrary } from './zod-arbitrary.js';

/** Values that exist in the fuzzed database, so some requests get past "not found". */
export interface KnownValues {
  ids: number[];
  imageFilenames: string[];
  validImage: Buffer;
}

export interface FuzzFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; how: string }
  | { kind: 'raw'; body: string | Uint8Array; contentType: string }
  | { kind: 'multipart'; field: string; files: FuzzFile[]; extraFields: [string, string][] };

export interface FuzzRequest {
  route: string;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  /** Sent with the admin session (admin routes, mostly) or without any cookie. */
  asAdmin: boolean;
  origin: string | null;
  /** X-Forwarded-For (the app trusts the loopback proxy): mostly many addresses, so rate limits rarely hide deeper code. */
  clientIp: string;
  body: FuzzBody;
}

/** A synthetic target for paths no route declares (the SPA fallback and the JSON 404). */
export const UNROUTED: CatalogRoute = { method: 'ANY', path: '/*', admin: false, params: [] };

function segmentFor(param: string, known: KnownValues): fc.Arbitrary<string> {
  const valid =
    param === 'filename'
      ? fc.constantFrom(...known.imageFilenames, 'deadbeefdeadbeefdeadbeefdeadbeef.png')
      : NAMED_PARAM_VALUES[param]
        ? fc.constantFrom(...NAMED_PARAM_VALUES[param])
        : fc.constantFrom(...known.ids.map(String));
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileSegment });
}

function pathArbitrary(route: CatalogRoute, known: KnownValues): fc.Arbitrary<string> {
  if (route === UNROUTED) {
    return fc
      .tuple(fc.constantFrom('/api/', '/', '/admin/', '/zwierzeta/', '/api/admin/'), fc.array(hostileSegment, { minLength: 0, maxLength: 3 }))
      .map(([prefix, segments]) => `${prefix}${segments.join('/')}`);
  }
  if (route.params.length === 0) return fc.constant(route.path);
  return fc.tuple(...route.params.map((param) => segmentFor(param, known))).map((values) => {
    let index = 0;
    return route.path.replace(/:(\w+)/g, () => values[index++]!);
  });
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');
}

/** Query pieces sent as they are: broken percent-encoding, NUL, overlong UTF-8, odd separators. */
const RAW_QUERY_PIECES = ['%', 'q=%', 'q=%E0%A4%A', 'q=%00', 'q=%C0%AF', 'q=%FF%FE', '&&&', '=', 'page=1;2', 'gatunek=Mysz%2CMysz%2C%2C', 'species[]=Mysz'];

function toQuery(entries: [string, string][], raw: string | null): string {
  const parts = entries.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
  if (raw) parts.push(raw);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function objectEntries(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]);
}

function queryArbitrary(route: CatalogRoute): fc.Arbitrary<string> {
  const schema = ENDPOINT_INPUTS[routeKey(route)]?.query;
  const fromSchema = schema ? zodArbitrary(schema).map(objectEntries) : fc.constant<[string, string][]>([]);
  const keys = schema ? fc.constantFrom(...Object.keys((schema as unknown as { shape: object }).shape)) : hostileKey;
  return fc
    .oneof(
      { weight: 4, arbitrary: fromSchema },
      // The same key twice (?species=a&species=b) makes Express give an array.
      { weight: 2, arbitrary: fc.tuple(fromSchema, keys, fc.array(hostileString, { minLength: 2, maxLength: 3 })).map(([entries, key, values]) => [...entries, ...values.map((value): [string, string] => [key, value])]) },
      { weight: 2, arbitrary: fc.tuple(fromSchema, keys, hostileString).map(([entries, key, value]) => [...entries.filter(([name]) => name !== key), [key, value] as [string, string]]) },
      { weight: 1, arbitrary: fc.tuple(fromSchema, hostileKey, hostileString).map(([entries, key, value]) => [...entries, [key, value] as [string, string]]) },
      { weight: 1, arbitrary: fc.constant<[string, string][]>([['a[b][c]', '1'], ['__proto__[x]', '1']]) },
    )
    .chain((entries) => fc.option(fc.constantFrom(...RAW_QUERY_PIECES), { freq: 8 }).map((raw) => toQuery(entries, raw)));
}

/** A schema value with one thing changed: a field of the wrong kind, a field missing, one too many. */
function mutatedJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    fc.tuple(valid, hostileValue, fc.nat()).map(([value, bad, pick]): FuzzBody => {
      const record = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(record);
      if (keys.length > 0) record[keys[pick % keys.length]!] = bad;
      return { kind: 'json', value: record, how: 'field of the wrong kind' };
    }),
    fc.tuple(valid, fc.nat()).map(([value, pick]): FuzzBody => {
      const record = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(record);
      if (keys.length > 0) delete record[keys[pick % keys.length]!];
      return { kind: 'json', value: record, how: 'field missing' };
    }),
    fc.tuple(valid, hostileKey, hostileValue).map(([value, key, bad]): FuzzBody => {
      const record = { ...(value as Record<string, unknown>) };
      Object.defineProperty(record, key, { value: bad, enumerable: true, configurable: true, writable: true });
      return { kind: 'json', value: record, how: 'extra field' };
    }),
  );
}

const multipartGarbage = (known: KnownValues, field = 'images'): fc.Arbitrary<FuzzBody> =>
  fc.record({
    field: fc.constantFrom(field, field, field, field.slice(0, -1), `${field}[]`, ''),
    files: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom('a.png', 'a.jpg', 'x.html', '../../a.png', 'a.png\u0000.exe', ''), hostileString.map((text) => text.slice(0, 300))),
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
        bytes: fc.oneof(
          { weight: 4, arbitrary: fc.uint8Array({ maxLength: 3000 }) },
          { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
          { weight: 1, arbitrary: fc.constant(new Uint8Array(known.validImage)) },
          { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])) },
          { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...tail])) },
          // "%PDF-": contract scans accept a PDF by its header.
          { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, ...tail])) },
        ),
      }),
      { maxLength: 12 },
    ),
    extraFields: fc.array(fc.tuple(hostileKey, hostileString.map((text) => text.slice(0, 1000))), { maxLength: 3 }),
  }).map((parts): FuzzBody => ({ kind: 'multipart', ...parts }));

function bodyArbitrary(route: CatalogRoute, known: KnownValues): fc.Arbitrary<FuzzBody> {
  if (route.method === 'GET' || route.method === 'HEAD') return fc.constant({ kind: 'none' });
  const inputs = ENDPOINT_INPUTS[routeKey(route)] ?? {};
  const raw = hostileRawBody.map((raw): FuzzBody => ({ kind: 'raw', ...raw }));
  const wrongWhole = hostileValue.map((value): FuzzBody => ({ kind: 'json', value, how: 'wrong kind of body' }));
  const options: fc.WeightedArbitrary<FuzzBody>[] = [
    { weight: 2, arbitrary: raw },
    { weight: 2, arbitrary: wrongWhole },
    { weight: 1, arbitrary: multipartGarbage(known) },
  ];
  if (inputs.body) {
    const valid = zodArbitrary(inputs.body);
    options.push(
      { weight: 5, arbitrary: valid.map((value): FuzzBody => ({ kind: 'json', value, how: 'from the schema' })) },
      { weight: 6, arbitrary: mutatedJson(valid) },
    );
  }
  if (inputs.multipart) options.push({ weight: 8, arbitrary: multipartGarbage(known, inputs.multipartField) });
  if (!inputs.body && !inputs.multipart) options.push({ weight: 2, arbitrary: fc.constant<FuzzBody>({ kind: 'json', value: {}, how: 'empty object' }) });
  return fc.oneof(...options);
}

const ANY_METHOD = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');

/** One request against `route` (or, for UNROUTED, a path no route declares). */
export function fuzzRequestArbitrary(route: CatalogRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const method = route === UNROUTED ? ANY_METHOD : fc.constant(route.method);
  return fc
    .record({
      method,
      path: pathArbitrary(route, known),
      query: queryArbitrary(route),
      // Admin routes mostly with the session (to reach their validation), sometimes without.
      asAdmin: route.admin ? fc.integer({ min: 0, max: 9 }).map((pick) => pick > 0) : fc.constant(false),
      origin: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1:1') }),
      clientIp: fc.oneof({ weight: 1, arbitrary: fc.constant('198.51.100.1') }, { weight: 3, arbitrary: fc.ipV4() }),
      body: bodyArbitrary({ ...route, method: route === UNROUTED ? 'POST' : route.method }, known),
    })
    .map(({ method: chosen, path, query, asAdmin, origin, clientIp, body }) => ({
      route: route === UNROUTED ? 'ANY (unrouted paths)' : routeKey(route),
      method: chosen,
      url: `${path}${query}`,
      asAdmin,
      origin,
      clientIp,
      body: chosen === 'GET' || chosen === 'HEAD' ? { kind: 'none' } : body,
    }));
}
