import { z } from 'zod';
import { FOSTER_MESSAGES as F } from '../foster/foster-messages.js';
import { MESSAGES } from '../messages.js';
import { SPECIES } from '../species.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, idSchema, lengthCap, trimmed } from './common.js';
import { consentPolicyVersionSchema } from './consent.js';
import { CONTACT_PHONE_RAW_MAX, normalizeContactPhone } from './contact-phone.js';
import { isoDate } from './iso-date.js';
import { LIMITS } from '../limits.js';
import { weightInputSchema } from './care-record.js';

const contact = MESSAGES.contact;

/** The most animals one home can take at once (the form's upper bound). */
export const FOSTER_CAPACITY_MAX = 20;
export const FOSTER_NOTE_MAX = 2000;
export const FOSTER_PHOTOS_MAX = 5;

const speciesList = z
  .array(z.enum(SPECIES, { error: F.speciesInvalid }), { error: F.speciesRequired })
  .min(1, F.speciesRequired)
  .max(SPECIES.length, F.speciesInvalid)
  .transform((list) => [...new Set(list)]);

const capacity = z.coerce
  .number({ error: F.capacityInvalid })
  .int(F.capacityInvalid)
  .min(1, F.capacityInvalid)
  .max(FOSTER_CAPACITY_MAX, F.capacityInvalid);

const phone = z
  .string({ error: contact.phoneRequired })
  .trim()
  .min(1, contact.phoneRequired)
  .max(CONTACT_PHONE_RAW_MAX, lengthCap(contact.phoneInvalid))
  .transform(normalizeContactPhone)
  .pipe(z.string().regex(new RegExp(`^\\d{${LIMITS.contactPhoneDigits}}$`), contact.phoneInvalid));

const email = z
  .string({ error: contact.emailRequired })
  .trim()
  .min(1, contact.emailRequired)
  .max(EMAIL_MAX_LENGTH, lengthCap(contact.emailInvalid))
  .regex(EMAIL_PATTERN, contact.emailInvalid);

/** The person and place of a foster home: shared by the application and the staff's edit. */
const fosterContactFields = {
  firstName: z.string({ error: F.firstNameRequired }).trim().min(1, F.firstNameRequired).max(60, MESSAGES.server.textTooLong),
  lastName: z.string({ error: F.lastNameRequired }).trim().min(1, F.lastNameRequired).max(60, MESSAGES.server.textTooLong),
  email,
  phone,
  postcode: z.string({ error: F.postcodeInvalid }).trim().max(6, lengthCap(F.postcodeInvalid)).regex(/^\d{2}-\d{3}$/, F.postcodeInvalid),
  city: z.string({ error: F.cityRequired }).trim().min(1, F.cityRequired).max(80, MESSAGES.server.textTooLong),
  species: speciesList,
  capacity,
};

/**
 * POST /foster/applications (issue 33): the public form's fields; the same schema drives the page
 * and the server. `idempotencyKey` makes a repeated submit (a double click, a retry after a lost
 * answer) store nothing twice.
 */
export const fosterApplicationSchema = z.object({
  ...fosterContactFields,
  experience: trimmed(2000).default(''),
  housing: trimmed(2000).default(''),
  otherAnimals: trimmed(1000).default(''),
  vetTransport: z.boolean({ error: MESSAGES.server.invalidValue }).nullable().default(null),
  unavailable: trimmed(500).default(''),
  consent: z.literal(true, { error: F.consentRequired }),
  policyVersion: consentPolicyVersionSchema,
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, MESSAGES.server.invalidValue)
    .optional(),
  /** Honeypot: people never see it; when filled the server pretends success. */
  website: z.string().max(500).optional(),
});
export type FosterApplicationInput = z.input<typeof fosterApplicationSchema>;

export const fosterDeclineSchema = z.strictObject({
  reason: z.string({ error: F.declineReasonRequired }).trim().min(1, F.declineReasonRequired).max(1000, MESSAGES.server.textTooLong),
});

const period = z
  .strictObject({
    from: isoDate(F.periodInvalid),
    to: isoDate(F.periodInvalid),
    note: trimmed(200).default(''),
  })
  .refine((value) => value.to >= value.from, { message: F.periodInvalid, path: ['to'] });

/** PUT /foster/homes/:id: what staff keep about a home (its periods are replaced as a whole). */
export const fosterHomeUpdateSchema = z.strictObject({
  ...fosterContactFields,
  notes: trimmed(5000).default(''),
  active: z.boolean({ error: MESSAGES.server.invalidValue }),
  unavailable: z.array(period).max(50, MESSAGES.server.invalidValue).default([]),
});
export type FosterHomeUpdateInput = z.input<typeof fosterHomeUpdateSchema>;

/**
 * POST /animals/:id/placement: to a foster home or back to the foundation (null), from a date.
 * `confirm` is sent after staff saw the warnings of a 409 `placement_needs_confirmation`.
 */
export const placementInputSchema = z.strictObject({
  fosterHomeId: idSchema.nullable(),
  date: isoDate(F.placementDateInvalid),
  note: trimmed(1000).default(''),
  confirm: z.boolean().optional(),
});
export type PlacementInput = z.input<typeof placementInputSchema>;

export const fosterHomesQuerySchema = z.object({
  status: z.enum(['aktywne', 'nieaktywne', 'wszystkie']).default('aktywne'),
});

export const fosterApplicationsQuerySchema = z.object({
  status: z.enum(['nowe', 'przyjete', 'odrzucone', 'wszystkie']).default('nowe'),
});

// ---- The carer's page --------------------------------------------------------------------------

export const portalWeightSchema = weightInputSchema.extend({ animalId: idSchema });

export const portalNoteSchema = z.strictObject({
  animalId: idSchema,
  text: z.string({ error: F.noteRequired }).trim().min(1, F.noteRequired).max(FOSTER_NOTE_MAX, MESSAGES.server.textTooLong),
  /** "zgłoś problem ze zdrowiem": the coordinator gets it as a task due today. */
  problem: z.boolean().default(false),
});
