import { z } from 'zod';
import { lengthCap } from './common.js';
import { todayInPoland } from './today.js';

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A real calendar date, YYYY-MM-DD, with the field's own message. */
export function isoDate(message: string) {
  return z
    .string({ error: message })
    .max(10, lengthCap(message))
    .regex(/^\d{4}-\d{2}-\d{2}$/, lengthCap(message))
    .refine(isCalendarDate, message);
}

/** The same, and not after today in Poland (something that already happened). */
export function pastIsoDate(message: string) {
  return isoDate(message).refine((value) => value <= todayInPoland(), message);
}

