import { z } from 'zod';
import { BIRTH_DATE_PRECISIONS, INTAKE_MESSAGES as M, INTAKE_SOURCES } from '../care-record/intake.js';
import { trimmed } from './common.js';
import { pastIsoDate } from './iso-date.js';

/**
 * The intake fields of the spec's add and edit (issue 32), all optional. Apart from the health
 * card's schemas, so the public pages that share the animal schemas load no more than these.
 */
export const intakeSourceSchema = z.enum(INTAKE_SOURCES, { error: M.intakeSourceInvalid });

export const intakeFields = {
  data_przyjecia: pastIsoDate(M.intakeDateInvalid).optional(),
  zrodlo_przyjecia: z
    .union([z.literal(''), z.null(), intakeSourceSchema], { error: M.intakeSourceInvalid })
    .transform((value) => (value === '' ? null : value))
    .optional(),
  okolicznosci_przyjecia: trimmed(2000).optional(),
  identyfikator: trimmed(60).optional(),
  data_urodzenia_dokladnosc: z.enum(BIRTH_DATE_PRECISIONS).optional(),
};
