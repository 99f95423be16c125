import { EntitySchema } from 'typeorm';
import { int, serialId, timestamptz, varchar } from '../../db/entity-columns.js';

/**
 * Reservations and adoptions of animals through surveys. The partial unique indexes
 * uq_reservations_active_animal and uq_adoptions_active_animal allow one ACTIVE row per animal:
 * a concurrent second one fails with 23505 (unique_violation) even if code checks were skipped.
 */
export interface ReservationRecord {
  id: number;
  animalId: number;
  surveyId: number;
  createdAt: Date;
  releasedAt: Date | null;
  releaseReason: string | null;
}

export const ReservationEntity = new EntitySchema<ReservationRecord>({
  name: 'Reservation',
  tableName: 'reservations',
  columns: {
    id: serialId,
    animalId: int('animal_id'),
    surveyId: int('survey_id'),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    releasedAt: timestamptz('released_at', { nullable: true }),
    releaseReason: varchar('release_reason', 40, { nullable: true }),
  },
  checks: [{ name: 'chk_reservations_release_reason', expression: 'release_reason IS NULL OR released_at IS NOT NULL' }],
  indices: [
    { name: 'uq_reservations_active_animal', synchronize: false },
    { name: 'idx_reservations_survey', columns: ['surveyId'] },
    // Partial (active reservations by age, for the dashboard): kept by its migration.
    { name: 'idx_reservations_active_created', synchronize: false },
  ],
  foreignKeys: [
    { name: 'fk_reservations_animal', target: 'Animal', columnNames: ['animalId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
    { name: 'fk_reservations_survey', target: 'Survey', columnNames: ['surveyId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
  ],
});

export interface AdoptionRecord {
  id: number;
  animalId: number;
  /** NULL when recorded from the adopter profile without a survey. */
  surveyId: number | null;
  adopterId: number;
  adoptedAt: Date;
  cancelledAt: Date | null;
}

export const AdoptionEntity = new EntitySchema<AdoptionRecord>({
  name: 'Adoption',
  tableName: 'adoptions',
  columns: {
    id: serialId,
    animalId: int('animal_id'),
    surveyId: int('survey_id', { nullable: true }),
    adopterId: int('adopter_id'),
    adoptedAt: timestamptz('adopted_at', { defaultNow: true }),
    cancelledAt: timestamptz('cancelled_at', { nullable: true }),
  },
  indices: [
    { name: 'uq_adoptions_active_animal', synchronize: false },
    { name: 'idx_adoptions_adopter', columns: ['adopterId'] },
    { name: 'idx_adoptions_survey', columns: ['surveyId'] },
  ],
  foreignKeys: [
    { name: 'fk_adoptions_animal', target: 'Animal', columnNames: ['animalId'], referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
    { name: 'fk_adoptions_survey', target: 'Survey', columnNames: ['surveyId'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
    { name: 'fk_adoptions_adopter', target: 'Adopter', columnNames: ['adopterId'], referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
  ],
});
