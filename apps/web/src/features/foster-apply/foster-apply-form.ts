import { fosterApplicationSchema, PRIVACY_POLICY_VERSION, SPECIES, type FosterApplicationInput, type Species } from '@pets/shared';

/**
 * The values of the foster-home application form (/dom-tymczasowy) as the page holds them, and
 * the request body of POST /foster/applications made from them. The shared fosterApplicationSchema
 * checks that body on the page and again on the server.
 */
export interface FosterApplyValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  city: string;
  species: string[];
  /** As typed into the number field; the schema reads the number. */
  capacity: string;
  experience: string;
  housing: string;
  otherAnimals: string;
  /** The radio pair: '' until one is chosen (the question is optional). */
  vetTransport: '' | 'tak' | 'nie';
  unavailable: string;
  consent: boolean;
  /** The hidden trap: people never fill it. */
  website: string;
}

/** The fields in page order: the first wrong one takes the focus. */
export const FOSTER_APPLY_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'postcode',
  'city',
  'species',
  'capacity',
  'experience',
  'housing',
  'otherAnimals',
  'vetTransport',
  'unavailable',
  'consent',
] as const satisfies readonly (keyof FosterApplyValues)[];
export type FosterApplyField = (typeof FOSTER_APPLY_FIELDS)[number];

export const EMPTY_FOSTER_APPLY: FosterApplyValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  postcode: '',
  city: '',
  species: [],
  capacity: '1',
  experience: '',
  housing: '',
  otherAnimals: '',
  vetTransport: '',
  unavailable: '',
  consent: false,
  website: '',
};

/** react-hook-form gives a group of checkboxes `false` while none is ticked, a string for one left over from a single box. */
function speciesOf(value: unknown): Species[] {
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return SPECIES.filter((name) => list.includes(name));
}

/** The request body: texts trimmed, the species in the list's order, the policy the page links to. */
export function fosterApplyPayload(values: FosterApplyValues, idempotencyKey: string): FosterApplicationInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    species: speciesOf(values.species),
    // An empty field is no number (the schema's message), not 0.
    capacity: values.capacity.trim() === '' ? Number.NaN : Number(values.capacity),
    experience: values.experience.trim(),
    housing: values.housing.trim(),
    otherAnimals: values.otherAnimals.trim(),
    vetTransport: values.vetTransport === '' ? null : values.vetTransport === 'tak',
    unavailable: values.unavailable.trim(),
    // The resolver (the same schema) lets only a ticked box through.
    consent: values.consent as true,
    policyVersion: PRIVACY_POLICY_VERSION,
    idempotencyKey,
    website: values.website,
  };
}

/** The form's field a message of the schema or the server belongs to ('species.0' is the species group). */
export function fieldOfPath(path: string): FosterApplyField | null {
  const head = path.split('.')[0] ?? '';
  return (FOSTER_APPLY_FIELDS as readonly string[]).includes(head) ? (head as FosterApplyField) : null;
}

/** Field -> the first Polish message of the shared schema (the form's check, run on every submit). */
export function checkFosterApply(values: FosterApplyValues): Partial<Record<FosterApplyField, string>> {
  // The key only has to be well formed here; the real one is added when sending.
  const result = fosterApplicationSchema.safeParse(fosterApplyPayload(values, 'check-only-0000000'));
  const errors: Partial<Record<FosterApplyField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The postcode as it is typed: digits and a hyphen only, and the hyphen put in after the first
 * two digits (a phone's keypad has none).
 */
export function formatPostcodeInput(raw: string): string {
  const kept = raw.replace(/[^\d-]/g, '').slice(0, 6);
  if (kept.includes('-')) return kept;
  return kept.length > 2 ? `${kept.slice(0, 2)}-${kept.slice(2, 5)}` : kept;
}
