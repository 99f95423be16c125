import { z } from 'zod';
import { ADD_STATUSES, ANIMAL_STATUSES, HOLD_SWITCH_STATUSES, PUBLIC_FILTER_STATUSES, SEXES, YES_NO } from '../animal.js';
import { MESSAGES } from '../messages.js';
import { SPECIES } from '../species.js';
import { RESERVATION_MESSAGES } from './animal-reservation.js';
import { commaList, idSchema, lengthCap, trimmed } from './common.js';
import { intakeFields } from './intake.js';
import { todayInPoland } from './today.js';

const required = { error: MESSAGES.server.requiredField };

export const speciesSchema = z.enum(SPECIES, required);
export const sexSchema = z.enum(SEXES, required);
export const yesNoSchema = z.enum(YES_NO, required);
export const animalStatusSchema = z.enum(ANIMAL_STATUSES, required);

/** Query of GET /animals/available: four comma-joined filters. */
export const availableAnimalsQuerySchema = z.object({
  gatunek: commaList(speciesSchema),
  plec: commaList(sexSchema),
  kastracja: commaList(yesNoSchema),
  status: commaList(z.enum(PUBLIC_FILTER_STATUSES)),
});
export type AvailableAnimalsQuery = z.infer<typeof availableAnimalsQuerySchema>;

export { todayInPoland } from './today.js';

/** An ISO date (yyyy-mm-dd) that is a real calendar date and not after today in Poland. */
export const birthDateSchema = z
  .string(required)
  .max(10, lengthCap(MESSAGES.server.invalidValue))
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.server.invalidValue)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value <= todayInPoland();
  }, MESSAGES.server.invalidValue);

const requiredText = (max: number) => trimmed(max).min(1, MESSAGES.server.requiredField);

const targetId = idSchema.optional();

/**
 * POST /animals/add (SPEC section 5: imie, gatunek, data_urodzenia, stan_zdrowia required). An
 * animal added as "Zarezerwowany" names whom it is reserved for, a survey (ankieta_id) or an
 * adopter (adoptujacy_id), so the reservation is real and can be adopted or released later. A TM
 * animal can only be added as "Wstrzymany".
 */
export const animalAddSchema = z
  .strictObject({
    imie: requiredText(80),
    gatunek: speciesSchema,
    data_urodzenia: birthDateSchema,
    plec: sexSchema.default('Samica'),
    wykastrowany: yesNoSchema.default('Nie'),
    status: z.enum(ADD_STATUSES).default('Dostępny'),
    opis: trimmed(10_000).default(''),
    stan_zdrowia: requiredText(500),
    TM: yesNoSchema.default('Nie'),
    ankieta_id: targetId,
    adoptujacy_id: targetId,
    // The care record's intake (issue 32), after the spec's fields: all optional, the intake date today when absent.
    ...intakeFields,
  })
  .superRefine((input, context) => {
    const targets = [input.ankieta_id, input.adoptujacy_id].filter((id) => id !== undefined).length;
    if (input.status === 'Zarezerwowany' && targets === 0) {
      context.addIssue({ code: 'custom', path: ['rezerwacja'], message: RESERVATION_MESSAGES.targetRequired });
    } else if (input.status !== 'Zarezerwowany' && targets > 0) {
      context.addIssue({ code: 'custom', path: ['rezerwacja'], message: RESERVATION_MESSAGES.targetOnlyWhenReserved });
    } else if (targets > 1) {
      context.addIssue({ code: 'custom', path: ['rezerwacja'], message: RESERVATION_MESSAGES.oneTarget });
    }
    if (input.TM === 'Tak' && input.status !== 'Wstrzymany') {
      const message = input.status === 'Dostępny' ? RESERVATION_MESSAGES.tmNotAvailable : RESERVATION_MESSAGES.tmNotReserved;
      context.addIssue({ code: 'custom', path: ['status'], message });
    }
  });
export type AnimalAddInput = z.infer<typeof animalAddSchema>;

/**
 * PUT /animals/:id. Every field is optional on the wire: empty values fall back to the previous
 * ones (SPEC section 5). Status may only be toggled between Dostępny and Wstrzymany.
 */
export const animalUpdateSchema = z.strictObject({
  imie: trimmed(80).optional(),
  gatunek: speciesSchema.optional(),
  data_urodzenia: z.union([birthDateSchema, z.literal('')]).optional(),
  plec: sexSchema.optional(),
  wykastrowany: yesNoSchema.optional(),
  status: z.enum(HOLD_SWITCH_STATUSES).optional(),
  opis: trimmed(10_000).optional(),
  stan_zdrowia: trimmed(500).optional(),
  TM: yesNoSchema.optional(),
  ...intakeFields,
});
export type AnimalUpdateInput = z.infer<typeof animalUpdateSchema>;

/** PUT /animals/:id/cover: which existing image becomes the thumbnail. */
export const animalCoverSchema = z.strictObject({
  filename: z.string().trim().min(1, MESSAGES.server.requiredField).max(100),
});
