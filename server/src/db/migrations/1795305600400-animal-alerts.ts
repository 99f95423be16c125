import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * New-animal alerts (issue 21): visitors' subscriptions (double opt-in), the links that unsubscribe
 * them, and the queue of animals that became available.
 *
 * The queue is filled by a trigger on `animals`, not by the routes: an animal becomes available in
 * several places (added as available, released from hold in the edit form, a reservation released
 * in a survey, an adoption cancelled), and a trigger cannot be forgotten by a future one.
 */
export class AnimalAlerts1795305600400 implements MigrationInterface {
  name = 'AnimalAlerts1795305600400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE alert_subscriptions (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        -- The confirmed species (empty until the first confirmation).
        species varchar(40)[] NOT NULL,
        confirmed_at timestamptz NULL,
        consent_at timestamptz NULL,
        consent_policy_version varchar(20) NULL,
        -- A sign-up or species change waiting for its link; it replaces the confirmed species once confirmed.
        pending_species varchar(40)[] NULL,
        pending_at timestamptz NULL,
        pending_policy_version varchar(20) NULL,
        -- sha256 of the confirmation token (the token itself is only in the e-mail).
        pending_token_hash varchar(64) NULL,
        -- The last animal_available_events row this subscriber's digests have covered.
        last_event_id integer NOT NULL DEFAULT 0,
        last_digest_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_alert_subscriptions_token UNIQUE (pending_token_hash)
      );
      -- One subscription per address, whatever its letter case.
      CREATE UNIQUE INDEX uq_alert_subscriptions_email ON alert_subscriptions (lower(email));

      CREATE TABLE alert_unsubscribe_tokens (
        -- sha256 of the token in one digest's unsubscribe link.
        token_hash varchar(64) PRIMARY KEY,
        subscription_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_alert_unsubscribe_tokens_subscription FOREIGN KEY (subscription_id) REFERENCES alert_subscriptions (id) ON DELETE CASCADE
      );
      CREATE INDEX idx_alert_unsubscribe_tokens_subscription ON alert_unsubscribe_tokens (subscription_id);

      CREATE TABLE animal_available_events (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL,
        species varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_animal_available_events_animal FOREIGN KEY (animal_id) REFERENCES animals (id) ON DELETE CASCADE
      );

      CREATE FUNCTION queue_animal_available() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'Dostępny' AND NOT NEW.rainbow_bridge
           AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'Dostępny' OR OLD.rainbow_bridge) THEN
          INSERT INTO animal_available_events (animal_id, species) VALUES (NEW.id, NEW.species);
        END IF;
        RETURN NULL;
      END;
      $$;
      CREATE TRIGGER trg_animals_available AFTER INSERT OR UPDATE OF status, rainbow_bridge ON animals
        FOR EACH ROW EXECUTE FUNCTION queue_animal_available();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TRIGGER trg_animals_available ON animals;
      DROP FUNCTION queue_animal_available();
      DROP TABLE animal_available_events;
      DROP TABLE alert_unsubscribe_tokens;
      DROP TABLE alert_subscriptions;
    `);
  }
}
