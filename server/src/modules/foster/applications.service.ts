import type { EntityManager } from 'typeorm';
import { consentPolicyVersion, FOSTER_MESSAGES, SPECIES, type FOSTER_PUBLIC, type ParsedInputOf } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { requestFingerprint } from '../../http/request-fingerprint.js';
import { isUniqueViolation } from '../adoptions/adoption-rules.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { acknowledgementMail, foundationNoticeMail, type ApplicationSummary } from './application-mail.js';
import type { FosterDeps } from './foster-deps.js';

export type FosterApplicationBody = ParsedInputOf<typeof FOSTER_PUBLIC.apply>;

/** How many applications one e-mail address may send in ROLLING_WINDOW: a person correcting themselves, not a script. */
export const APPLICATIONS_PER_EMAIL = 3;
/** The window of the per-address limit and of recognising a resent form without its key. */
const ROLLING_WINDOW = '24 hours';

/**
 * Advisory-lock namespaces (pg_advisory_xact_lock(namespace, hashtext(value))): one for a key,
 * one for an address. A submission takes the key's lock first, then the address's, always in
 * that order, so two never wait for each other crosswise.
 */
const KEY_LOCK_NAMESPACE = 735_124_330;
const EMAIL_LOCK_NAMESPACE = 735_124_331;

export interface SubmitResult {
  id: number;
  /** False when the submission repeated a stored one (the same key, or the same form within a day). */
  created: boolean;
}

/** The species in the form's order (the same choice always stores and hashes the same). */
function inSpeciesOrder(species: readonly string[]): string[] {
  return SPECIES.filter((name) => species.includes(name));
}

/**
 * The fingerprint of an application: its normalised fields, without the key and the trap field,
 * with the address in lower case (the same person typing it differently is the same form).
 */
export function applicationFingerprint(input: FosterApplicationBody): string {
  const { idempotencyKey: _key, website: _trap, policyVersion: _policy, ...fields } = input;
  return requestFingerprint({ ...fields, email: fields.email.toLowerCase(), species: inSpeciesOrder(fields.species) });
}

export async function applicationIdByKey(db: FosterDeps['db'] | EntityManager, key: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, `SELECT id FROM foster_applications WHERE idempotency_key = $1`, [key]);
  return row?.id ?? null;
}

const lock = (manager: EntityManager, namespace: number, value: string) =>
  execute(manager, 'SELECT pg_advisory_xact_lock($1, hashtext($2))', [namespace, value]);

/**
 * Stores a public application (issue 33, item 1) with the moment of consent and the privacy
 * policy's version, and in the same transaction queues the acknowledgement to the applicant and,
 * when the foundation's address is filled in, the notice to its inbox. A repeat (the same
 * idempotency key ever, or the same fingerprint within a day) stores and queues nothing and is
 * answered like the first; more than APPLICATIONS_PER_EMAIL a day from one address is a 429.
 * Serialised per key and per address, so parallel sends hold to both rules. The caller kicks the
 * outbox after the commit.
 */
export async function submitFosterApplication(
  deps: Pick<FosterDeps, 'db' | 'mail' | 'clock' | 'origin'>,
  input: FosterApplicationBody,
): Promise<SubmitResult> {
  const key = input.idempotencyKey ?? null;
  const email = input.email.toLowerCase();
  const fingerprint = applicationFingerprint(input);
  const species = inSpeciesOrder(input.species);
  const now = deps.clock();
  const [inbox, foundationName] = await Promise.all([deps.mail.inboxAddress(), deps.mail.foundationName()]);

  try {
    return await deps.db.transaction(async (manager) => {
      if (key) {
        await lock(manager, KEY_LOCK_NAMESPACE, key);
        const id = await applicationIdByKey(manager, key);
        if (id !== null) return { id, created: false };
      }
      await lock(manager, EMAIL_LOCK_NAMESPACE, email);
      const recent = await queryOne<{ repeated: number | null; sent: number }>(
        manager,
        `SELECT max(id) FILTER (WHERE fingerprint = $3) AS repeated, count(*)::int AS sent
         FROM foster_applications
         WHERE lower(email) = $1 AND created_at > $2::timestamptz - $4::interval`,
        [email, now, fingerprint, ROLLING_WINDOW],
      );
      if (recent.repeated !== null) return { id: recent.repeated, created: false };
      if (recent.sent >= APPLICATIONS_PER_EMAIL) {
        throw new HttpError(429, 'email_rate_limited', FOSTER_MESSAGES.applicationEmailLimited);
      }

      const { id } = await queryOne<{ id: number }>(
        manager,
        `INSERT INTO foster_applications (first_name, last_name, email, phone, postcode, city, species, capacity, experience, housing,
                                          other_animals, vet_transport, unavailable, consent_at, consent_policy_version, idempotency_key,
                                          fingerprint, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $14) RETURNING id`,
        [
          input.firstName,
          input.lastName,
          input.email,
          input.phone,
          input.postcode,
          input.city,
          species,
          input.capacity,
          input.experience,
          input.housing,
          input.otherAnimals,
          input.vetTransport,
          input.unavailable,
          now,
          consentPolicyVersion(input.policyVersion),
          key,
          fingerprint,
        ],
      );
      const summary: ApplicationSummary = { ...input, id, species };
      await deps.mail.outbox.enqueue(manager, acknowledgementMail(summary, { origin: deps.origin, foundationName }));
      if (inbox) await deps.mail.outbox.enqueue(manager, foundationNoticeMail(summary, { origin: deps.origin, inbox }));
      return { id, created: true };
    });
  } catch (error) {
    // The key's lock serialises one key's sends; the unique constraint stays the last guard.
    if (key && isUniqueViolation(error, 'uq_foster_applications_idempotency_key')) {
      const id = await applicationIdByKey(deps.db, key);
      if (id !== null) return { id, created: false };
    }
    throw error;
  }
}
