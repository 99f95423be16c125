import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Valid-ish values for a zod 4 schema, read from its definition (`_zod.def`): zod-fast-check
 * supports zod 3 only. Lengths, number bounds, enums, literals, regex patterns, objects, arrays,
 * records, unions, optionals and defaults are followed; refinements and transforms are not (the
 * values are meant to get past the first checks, not to be all valid).
 */

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Strings people type: Polish letters, emoji, right-to-left text, control characters among them. */
const SAMPLE_TEXTS = ['Pimpek', 'Zażółć gęślą jaźń', 'Łódź', '  spacje  ', '🐹🐇', 'שלום', 'a\u0000b', '\u202Etxt.exe'];

export function humanText(maxLength: number, minLength = 0): fc.Arbitrary<string> {
  const samples = SAMPLE_TEXTS.filter((text) => text.length >= minLength && text.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...(samples.length > 0 ? [fc.constantFrom(...samples)] : []),
  );
}

const ISO_DATES = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const maxes = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? Infinity);
  const max = Math.min(maxes.length > 0 ? Math.min(...maxes) : 200, 400);
  const pattern = checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  // Random digits rarely make a calendar date; real ones let add/edit requests get through.
  if (pattern?.source === String.raw`^\d{4}-\d{2}-\d{2}$`) {
    return fc.oneof(ISO_DATES, fc.stringMatching(pattern));
  }
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter((text) => text.length <= Math.max(max, 400));
    } catch {
      // A pattern fast-check cannot generate from (e.g. \p{L}): plain text instead.
    }
  }
  return humanText(Math.max(min, max), Math.min(min, max));
}

function numberArbitrary(def: Def): fc.Arbitrary<number | string> {
  const checks = checksOf(def);
  const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  let min = -1_000_000;
  let max = 1_000_000;
  for (const c of checks) {
    if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + (integer ? 1 : 1e-6);
    if (c.check === 'less_than' && c.value !== undefined) max = c.inclusive ? c.value : c.value - (integer ? 1 : 1e-6);
  }
  const number: fc.Arbitrary<number> = integer
    ? fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.min(Math.ceil(min) + 20, Math.floor(max)) }), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }))
    : fc.double({ min, max, noNaN: true });
  return def.coerce ? fc.oneof(number, number.map(String)) : number;
}

/** A comma-joined list (commaList in shared/src/schemas/common.ts): the pipe's output is an array. */
function pipeArbitrary(def: Def): fc.Arbitrary<unknown> {
  const outDef = defOf(def.out!);
  const inDef = defOf(def.in!);
  const endsInTransform = inDef.type === 'transform' || (inDef.type === 'pipe' && defOf(inDef.out!).type === 'transform');
  if (endsInTransform && outDef.type === 'array') {
    return fc.array(zodArbitrary(outDef.element!), { maxLength: 4 }).map((items) => items.join(','));
  }
  return zodArbitrary(def.in!);
}

export function zodArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return def.coerce ? fc.constantFrom('true', 'false', '1', '0') : fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
    case 'transform':
      return fc.constant(undefined);
    case 'optional':
      return fc.option(zodArbitrary(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(zodArbitrary(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return zodArbitrary(def.innerType!);
    case 'pipe':
      return pipeArbitrary(def);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(zodArbitrary));
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 6, 6);
      return fc.array(zodArbitrary(def.element!), { minLength: Math.min(minLength, maxLength), maxLength });
    }
    case 'record':
      return fc.dictionary(zodArbitrary(def.keyType!) as fc.Arbitrary<string>, zodArbitrary(def.valueType!), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => !['optional', 'default'].includes(defOf(shape[key]!).type));
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, zodArbitrary(value)])),
        { requiredKeys: required },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
