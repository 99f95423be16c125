import fc from 'fast-check';

/** Longer than every text limit, still under the 100 kB JSON body limit. */
const LONG = 60_000;

/** Strings that have broken servers before: NUL, lone surrogates, overlong, SQL and markup, paths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'abc\u0000def',
    '\uD800',
    '\uDFFF\uD800',
    '\uFEFF',
    '\u202E',
    '🐹'.repeat(300),
    'ą'.repeat(5000),
    "' OR 1=1 --",
    "'; DROP TABLE animals; --",
    '"\\',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '%00',
    '%',
    '${7*7}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '99999999999999999999',
    '-1',
    '0x10',
    'true',
    'null',
    '2024-02-30',
    '9999-12-31',
    'a@b',
    'x'.repeat(LONG),
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', minLength: 200, maxLength: 2000 }),
);

/** Any JSON value of the wrong kind for a field: wrong types, extremes, nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, [], {}, [null], [[[]]]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}') as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Extra field names: unknown ones and those that target object prototypes. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'admin', 'isAdmin', 'role', 'status', ''),
  fc.string({ maxLength: 20 }),
);

/** Raw request bodies that are not the JSON the route expects. */
export const hostileRawBody: fc.Arbitrary<{ body: string | Uint8Array; contentType: string }> = fc.oneof(
  fc.constantFrom(
    { body: '{', contentType: 'application/json' },
    { body: '{"a":', contentType: 'application/json' },
    { body: "{'single': 'quotes'}", contentType: 'application/json' },
    { body: 'null', contentType: 'application/json' },
    { body: '"text"', contentType: 'application/json' },
    { body: '12', contentType: 'application/json' },
    { body: '[]', contentType: 'application/json' },
    { body: '', contentType: 'application/json' },
    { body: '[' .repeat(40_000) + ']'.repeat(40_000), contentType: 'application/json' },
    { body: `{"a":"${'x'.repeat(150_000)}"}`, contentType: 'application/json' },
    { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { body: 'plain text', contentType: 'text/plain' },
    { body: '<x/>', contentType: 'application/xml' },
    { body: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { body: '{"a":1}', contentType: 'application/json; charset=latin1' },
    { body: '{"a":1}', contentType: 'multipart/form-data' },
    { body: '--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x' },
  ),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ body: bytes, contentType: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 500 }).map((text) => ({ body: text, contentType: 'application/json' })),
);

/** Path segments for a `:param`: ids that exist are added by the caller; these are the wrong ones. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x1',
    '2147483648',
    '99999999999999999999',
    '9'.repeat(400),
    'abc',
    'null',
    'undefined',
    '%00',
    '%',
    '%E0%A4%A',
    '%C0%AF',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f',
    encodeURIComponent("1' OR '1'='1"),
    encodeURIComponent('🐹'),
    encodeURIComponent('Świnka morska'),
    encodeURIComponent('a\u0000b'),
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
);
