import { EntitySchema } from 'typeorm';
import { serialId, timestamptz, varchar } from '../../db/entity-columns.js';

/** A person who adopted or asked to adopt; one row per e-mail address (case-insensitive). */
export interface AdopterRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  createdAt: Date;
  updatedAt: Date;
  /** Set by the RODO erase (art. 17): the row keeps only placeholders. */
  erasedAt: Date | null;
}

export const AdopterEntity = new EntitySchema<AdopterRecord>({
  name: 'Adopter',
  tableName: 'adopters',
  columns: {
    id: serialId,
    firstName: varchar('first_name', 80),
    lastName: varchar('last_name', 80),
    email: varchar('email', 254),
    phone: varchar('phone', 40, { default: '' }),
    zip: varchar('zip', 12, { default: '' }),
    city: varchar('city', 80, { default: '' }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    // Set by the trg_adopters_touch trigger on every UPDATE.
    updatedAt: timestamptz('updated_at', { defaultNow: true }),
    erasedAt: timestamptz('erased_at', { nullable: true }),
  },
  indices: [
    // Expression indexes owned by the migration: unique lower(email); trigram on the full name and phone.
    { name: 'uq_adopters_email_lower', synchronize: false },
    { name: 'idx_adopters_name_trgm', synchronize: false },
    { name: 'idx_adopters_phone_trgm', synchronize: false },
    { name: 'idx_adopters_created_at', columns: ['createdAt'] },
  ],
});
