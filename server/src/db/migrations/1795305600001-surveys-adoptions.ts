import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * Questionnaires per species, adopters, submitted surveys with their answers and chosen animals,
 * reservations and adoptions (SPEC sections 3 and 4; ARCHITECTURE decision 2).
 */
export class SurveysAdoptions1795305600001 implements MigrationInterface {
  name = 'SurveysAdoptions1795305600001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE survey_questions (
        id serial PRIMARY KEY,
        species varchar(40) NOT NULL,
        position integer NOT NULL DEFAULT 0,
        label text NOT NULL,
        type varchar(10) NOT NULL,
        required boolean NOT NULL DEFAULT false,
        hint text NULL,
        group_label text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_survey_questions_species CHECK (species IN ('Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego',
          'Świnka morska', 'Królik', 'Mysz', 'Szczur', 'Myszoskoczek', 'Szynszyla', 'Żółw')),
        CONSTRAINT chk_survey_questions_type CHECK (type IN ('tekst', 'textarea', 'select', 'radio', 'checkbox'))
      );
      CREATE INDEX idx_survey_questions_species_position ON survey_questions (species, position);

      CREATE TABLE survey_options (
        id serial PRIMARY KEY,
        question_id integer NOT NULL,
        position integer NOT NULL DEFAULT 0,
        label text NOT NULL,
        requires_note boolean NOT NULL DEFAULT false,
        CONSTRAINT fk_survey_options_question FOREIGN KEY (question_id) REFERENCES survey_questions (id) ON DELETE CASCADE
      );
      CREATE INDEX idx_survey_options_question_position ON survey_options (question_id, position);

      -- One adopter per e-mail address; surveys keep their own copy of the contact data as submitted.
      CREATE TABLE adopters (
        id serial PRIMARY KEY,
        first_name varchar(80) NOT NULL,
        last_name varchar(80) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40) NOT NULL DEFAULT '',
        zip varchar(12) NOT NULL DEFAULT '',
        city varchar(80) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX uq_adopters_email_lower ON adopters (lower(email));
      -- Search: lower(first_name || ' ' || last_name) LIKE ..., phone LIKE ...
      CREATE INDEX idx_adopters_name_trgm ON adopters USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
      CREATE INDEX idx_adopters_phone_trgm ON adopters USING gin (phone gin_trgm_ops);
      CREATE INDEX idx_adopters_created_at ON adopters (created_at);
      CREATE TRIGGER trg_adopters_touch BEFORE UPDATE ON adopters FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

      CREATE TABLE surveys (
        id serial PRIMARY KEY,
        species varchar(40) NOT NULL,
        adopter_id integer NULL,
        first_name varchar(80) NOT NULL,
        last_name varchar(80) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40) NOT NULL,
        zip varchar(12) NOT NULL,
        city varchar(80) NOT NULL,
        consent_at timestamptz NOT NULL,
        -- Lets a retried POST /survey return the first result instead of creating a duplicate.
        idempotency_key varchar(100) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_surveys_species CHECK (species IN ('Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego',
          'Świnka morska', 'Królik', 'Mysz', 'Szczur', 'Myszoskoczek', 'Szynszyla', 'Żółw')),
        CONSTRAINT fk_surveys_adopter FOREIGN KEY (adopter_id) REFERENCES adopters (id) ON DELETE SET NULL,
        CONSTRAINT uq_surveys_idempotency_key UNIQUE (idempotency_key)
      );
      CREATE INDEX idx_surveys_created_at ON surveys (created_at);
      CREATE INDEX idx_surveys_species_created_at ON surveys (species, created_at);
      CREATE INDEX idx_surveys_adopter ON surveys (adopter_id);
      -- Admin survey search (e-mail, phone, full name): the expressions the queries must use.
      CREATE INDEX idx_surveys_email_trgm ON surveys USING gin (lower(email) gin_trgm_ops);
      CREATE INDEX idx_surveys_phone_trgm ON surveys USING gin (phone gin_trgm_ops);
      CREATE INDEX idx_surveys_name_trgm ON surveys USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);

      -- Labels are copied at submission so old surveys read the same after a questionnaire is edited.
      CREATE TABLE survey_answers (
        id serial PRIMARY KEY,
        survey_id integer NOT NULL,
        question_id integer NULL,
        question_label text NOT NULL,
        group_label text NULL,
        position integer NOT NULL DEFAULT 0,
        -- A string (tekst, textarea, select, radio) or an array of option ids (checkbox).
        value jsonb NOT NULL,
        CONSTRAINT fk_survey_answers_survey FOREIGN KEY (survey_id) REFERENCES surveys (id) ON DELETE CASCADE,
        CONSTRAINT fk_survey_answers_question FOREIGN KEY (question_id) REFERENCES survey_questions (id) ON DELETE SET NULL,
        CONSTRAINT uq_survey_answers_survey_question UNIQUE (survey_id, question_id)
      );

      -- The clarification text of an option that requires one ("dopiski").
      CREATE TABLE survey_answer_notes (
        id serial PRIMARY KEY,
        survey_id integer NOT NULL,
        option_id integer NULL,
        option_label text NOT NULL,
        text text NOT NULL,
        CONSTRAINT fk_survey_answer_notes_survey FOREIGN KEY (survey_id) REFERENCES surveys (id) ON DELETE CASCADE,
        CONSTRAINT fk_survey_answer_notes_option FOREIGN KEY (option_id) REFERENCES survey_options (id) ON DELETE SET NULL,
        CONSTRAINT uq_survey_answer_notes_survey_option UNIQUE (survey_id, option_id)
      );

      -- The animals a survey selected (public form, then edited by the admin).
      CREATE TABLE survey_animals (
        survey_id integer NOT NULL,
        animal_id integer NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_survey_animals PRIMARY KEY (survey_id, animal_id),
        CONSTRAINT fk_survey_animals_survey FOREIGN KEY (survey_id) REFERENCES surveys (id) ON DELETE CASCADE,
        CONSTRAINT fk_survey_animals_animal FOREIGN KEY (animal_id) REFERENCES animals (id) ON DELETE CASCADE
      );
      CREATE INDEX idx_survey_animals_animal ON survey_animals (animal_id);

      CREATE TABLE reservations (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL,
        survey_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        released_at timestamptz NULL,
        -- e.g. 'unreserved', 'adopted', 'removed'; only for released rows.
        release_reason varchar(40) NULL,
        CONSTRAINT fk_reservations_animal FOREIGN KEY (animal_id) REFERENCES animals (id) ON DELETE CASCADE,
        CONSTRAINT fk_reservations_survey FOREIGN KEY (survey_id) REFERENCES surveys (id) ON DELETE CASCADE,
        CONSTRAINT chk_reservations_release_reason CHECK (release_reason IS NULL OR released_at IS NOT NULL)
      );
      -- At most one active reservation per animal: two admins clicking at once cannot both win.
      CREATE UNIQUE INDEX uq_reservations_active_animal ON reservations (animal_id) WHERE released_at IS NULL;
      CREATE INDEX idx_reservations_survey ON reservations (survey_id);

      CREATE TABLE adoptions (
        id serial PRIMARY KEY,
        animal_id integer NOT NULL,
        -- NULL for an adoption recorded from the adopter profile without a survey.
        survey_id integer NULL,
        adopter_id integer NOT NULL,
        adopted_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz NULL,
        -- Adoption history is kept: an animal or adopter with adoptions cannot be deleted.
        CONSTRAINT fk_adoptions_animal FOREIGN KEY (animal_id) REFERENCES animals (id) ON DELETE RESTRICT,
        CONSTRAINT fk_adoptions_survey FOREIGN KEY (survey_id) REFERENCES surveys (id) ON DELETE SET NULL,
        CONSTRAINT fk_adoptions_adopter FOREIGN KEY (adopter_id) REFERENCES adopters (id) ON DELETE RESTRICT
      );
      -- At most one active (not cancelled) adoption per animal.
      CREATE UNIQUE INDEX uq_adoptions_active_animal ON adoptions (animal_id) WHERE cancelled_at IS NULL;
      CREATE INDEX idx_adoptions_adopter ON adoptions (adopter_id);
      CREATE INDEX idx_adoptions_survey ON adoptions (survey_id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      DROP TABLE adoptions;
      DROP TABLE reservations;
      DROP TABLE survey_animals;
      DROP TABLE survey_answer_notes;
      DROP TABLE survey_answers;
      DROP TABLE surveys;
      DROP TABLE adopters;
      DROP TABLE survey_options;
      DROP TABLE survey_questions;
    `);
  }
}
