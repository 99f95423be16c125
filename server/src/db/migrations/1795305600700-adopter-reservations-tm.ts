import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Two guards of issue 19 item 7:
 * - `adopter_reservations`: an animal added as "Zarezerwowany" for a person who sent no survey is
 *   reserved for that adopter, so the adopter profile can adopt it (or let it go) later. One active
 *   row per animal, like survey reservations; the animal row lock serialises the two kinds.
 * - A TM animal ('Za Tęczowym Mostem') is never "Dostępny": the code refuses or keeps it held, and
 *   this check is the last guard. Existing TM animals that were available become held first.
 */
export class AdopterReservationsTm1795305600700 implements MigrationInterface {
  name = 'AdopterReservationsTm1795305600700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE adopter_reservations (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL,
        adopter_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz NULL,
        release_reason varchar(40) NULL,
        CONSTRAINT chk_adopter_reservations_release_reason CHECK (release_reason IS NULL OR released_at IS NOT NULL),
        CONSTRAINT fk_adopter_reservations_animal FOREIGN KEY (animal_id) REFERENCES animals(id) ON DELETE CASCADE,
        CONSTRAINT fk_adopter_reservations_adopter FOREIGN KEY (adopter_id) REFERENCES adopters(id) ON DELETE CASCADE
      );
      CREATE UNIQUE INDEX uq_adopter_reservations_active_animal ON adopter_reservations (animal_id) WHERE released_at IS NULL;
      CREATE INDEX idx_adopter_reservations_adopter ON adopter_reservations (adopter_id);

      UPDATE animals SET status = 'Wstrzymany' WHERE rainbow_bridge AND status = 'Dostępny';
      ALTER TABLE animals ADD CONSTRAINT chk_animals_tm_not_available CHECK (NOT (rainbow_bridge AND status = 'Dostępny'));
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      ALTER TABLE animals DROP CONSTRAINT chk_animals_tm_not_available;
      DROP TABLE adopter_reservations;
    `);
  }
}
