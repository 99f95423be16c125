import { EntitySchema } from 'typeorm';
import type { Species } from '@pets/shared';
import { int, serialId, timestamptz, varchar } from '../../db/entity-columns.js';

/** A visitor's new-animal alert subscription (issue 21); the migration 1795305600400 owns the table. */
export interface AlertSubscriptionRecord {
  id: number;
  email: string;
  species: Species[];
  confirmedAt: Date | null;
  consentAt: Date | null;
  consentPolicyVersion: string | null;
  pendingSpecies: Species[] | null;
  pendingAt: Date | null;
  pendingPolicyVersion: string | null;
  pendingTokenHash: string | null;
  lastEventId: number;
  lastDigestAt: Date | null;
  createdAt: Date;
}

const speciesArray = (name: string, nullable: boolean) => ({ type: 'varchar' as const, name, length: 40, array: true, nullable });

export const AlertSubscriptionEntity = new EntitySchema<AlertSubscriptionRecord>({
  name: 'AlertSubscription',
  tableName: 'alert_subscriptions',
  columns: {
    id: serialId,
    email: varchar('email', 254),
    species: speciesArray('species', false),
    confirmedAt: timestamptz('confirmed_at', { nullable: true }),
    consentAt: timestamptz('consent_at', { nullable: true }),
    consentPolicyVersion: varchar('consent_policy_version', 20, { nullable: true }),
    pendingSpecies: speciesArray('pending_species', true),
    pendingAt: timestamptz('pending_at', { nullable: true }),
    pendingPolicyVersion: varchar('pending_policy_version', 20, { nullable: true }),
    pendingTokenHash: varchar('pending_token_hash', 64, { nullable: true }),
    lastEventId: int('last_event_id', { default: 0 }),
    lastDigestAt: timestamptz('last_digest_at', { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
  },
  uniques: [{ name: 'uq_alert_subscriptions_token', columns: ['pendingTokenHash'] }],
  // lower(email): an expression index TypeORM cannot describe; the migration owns it.
  indices: [{ name: 'uq_alert_subscriptions_email', synchronize: false }],
});

/** One digest's unsubscribe link (its token hashed); deleted with the subscription. */
export interface AlertUnsubscribeTokenRecord {
  tokenHash: string;
  subscriptionId: number;
  createdAt: Date;
}

export const AlertUnsubscribeTokenEntity = new EntitySchema<AlertUnsubscribeTokenRecord>({
  name: 'AlertUnsubscribeToken',
  tableName: 'alert_unsubscribe_tokens',
  columns: {
    tokenHash: { type: 'varchar', name: 'token_hash', length: 64, primary: true },
    subscriptionId: int('subscription_id'),
    createdAt: timestamptz('created_at', { defaultNow: true }),
  },
  indices: [{ name: 'idx_alert_unsubscribe_tokens_subscription', columns: ['subscriptionId'] }],
  foreignKeys: [
    {
      name: 'fk_alert_unsubscribe_tokens_subscription',
      target: 'AlertSubscription',
      columnNames: ['subscriptionId'],
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    },
  ],
});

/** An animal that became available (written by the trg_animals_available trigger). */
export interface AnimalAvailableEventRecord {
  id: number;
  animalId: number;
  species: Species;
  createdAt: Date;
}

export const AnimalAvailableEventEntity = new EntitySchema<AnimalAvailableEventRecord>({
  name: 'AnimalAvailableEvent',
  tableName: 'animal_available_events',
  columns: {
    id: serialId,
    animalId: int('animal_id'),
    species: varchar('species', 40),
    createdAt: timestamptz('created_at', { defaultNow: true }),
  },
  foreignKeys: [
    { name: 'fk_animal_available_events_animal', target: 'Animal', columnNames: ['animalId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
  ],
});
