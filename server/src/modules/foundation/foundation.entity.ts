import { EntitySchema } from 'typeorm';
import { int, text, timestamptz, varchar } from '../../db/entity-columns.js';

/** The one row of the foundation's data (migration 1795305600950); '' is a field not filled in yet. */
export interface FoundationSettingsRecord {
  id: number;
  name: string;
  address: string;
  email: string;
  krs: string;
  nip: string;
  regon: string;
  bankAccount: string;
  facebookUrl: string;
  instagramUrl: string;
  updatedAt: Date;
  /** The administrator who saved it last (null: seeded from .env at the first start). */
  updatedBy: number | null;
}

export const FoundationSettingsEntity = new EntitySchema<FoundationSettingsRecord>({
  name: 'FoundationSettings',
  tableName: 'foundation_settings',
  columns: {
    id: { type: 'smallint', primary: true, default: 1 },
    name: varchar('name', 200),
    address: text('address', { default: '' }),
    email: varchar('email', 254, { default: '' }),
    krs: varchar('krs', 10, { default: '' }),
    nip: varchar('nip', 10, { default: '' }),
    regon: varchar('regon', 14, { default: '' }),
    bankAccount: varchar('bank_account', 26, { default: '' }),
    facebookUrl: varchar('facebook_url', 500, { default: '' }),
    instagramUrl: varchar('instagram_url', 500, { default: '' }),
    updatedAt: timestamptz('updated_at', { defaultNow: true }),
    updatedBy: int('updated_by', { nullable: true }),
  },
  foreignKeys: [
    { name: 'fk_foundation_settings_updated_by', target: 'AdminUser', columnNames: ['updatedBy'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
  ],
  checks: [
    { name: 'chk_foundation_settings_single_row', expression: 'id = 1' },
    {
      name: 'chk_foundation_settings_numbers',
      expression: "krs ~ '^([0-9]{10})?$' AND nip ~ '^([0-9]{10})?$' AND regon ~ '^([0-9]{9}|[0-9]{14})?$' AND bank_account ~ '^([0-9]{26})?$'",
    },
  ],
});
