import { EntitySchema } from 'typeorm';
import type { Species, SurveyQuestionType } from '@pets/shared';
import { bool, int, serialId, text, timestamptz, varchar } from '../../db/entity-columns.js';

/** One question of a species' adoption questionnaire. */
export interface SurveyQuestionRecord {
  id: number;
  species: Species;
  position: number;
  label: string;
  type: SurveyQuestionType;
  required: boolean;
  hint: string | null;
  /** Heading the question is shown under (answers are grouped by it too). */
  groupLabel: string | null;
  createdAt: Date;
}

export const SurveyQuestionEntity = new EntitySchema<SurveyQuestionRecord>({
  name: 'SurveyQuestion',
  tableName: 'survey_questions',
  columns: {
    id: serialId,
    species: varchar('species', 40),
    position: int('position', { default: 0 }),
    label: text('label'),
    type: varchar('type', 10),
    required: bool('required'),
    hint: text('hint', { nullable: true }),
    groupLabel: text('group_label', { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
  },
  checks: [
    { name: 'chk_survey_questions_species', expression: 'species IN (...)' },
    { name: 'chk_survey_questions_type', expression: 'type IN (...)' },
  ],
  indices: [{ name: 'idx_survey_questions_species_position', columns: ['species', 'position'] }],
});

export interface SurveyOptionRecord {
  id: number;
  questionId: number;
  position: number;
  label: string;
  /** The option needs a clarification text once chosen (wymaga_dopisku). */
  requiresNote: boolean;
}

export const SurveyOptionEntity = new EntitySchema<SurveyOptionRecord>({
  name: 'SurveyOption',
  tableName: 'survey_options',
  columns: {
    id: serialId,
    questionId: int('question_id'),
    position: int('position', { default: 0 }),
    label: text('label'),
    requiresNote: bool('requires_note'),
  },
  indices: [{ name: 'idx_survey_options_question_position', columns: ['questionId', 'position'] }],
  foreignKeys: [
    { name: 'fk_survey_options_question', target: 'SurveyQuestion', columnNames: ['questionId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
  ],
});

/** A submitted adoption survey with the contact data exactly as typed. */
export interface SurveyRecord {
  id: number;
  species: Species;
  adopterId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  consentAt: Date;
  /** The privacy-policy version shown beside the consent (NULL for surveys stored before it was recorded). */
  consentPolicyVersion: string | null;
  idempotencyKey: string | null;
  /** SHA-256 of the submitted body (idempotency: a retry must repeat the same body). */
  requestHash: string | null;
  createdAt: Date;
  /** Set when an erase or the retention rules replaced the contact data and free-text answers. */
  anonymizedAt: Date | null;
  /** Set while staff have closed the survey without an adoption, with the reason and an optional description. */
  closedAt: Date | null;
  closeReason: string | null;
  closeNote: string | null;
}

export const SurveyEntity = new EntitySchema<SurveyRecord>({
  name: 'Survey',
  tableName: 'surveys',
  columns: {
    id: serialId,
    species: varchar('species', 40),
    adopterId: int('adopter_id', { nullable: true }),
    firstName: varchar('first_name', 80),
    lastName: varchar('last_name', 80),
    email: varchar('email', 254),
    phone: varchar('phone', 40),
    zip: varchar('zip', 12),
    city: varchar('city', 80),
    consentAt: timestamptz('consent_at'),
    consentPolicyVersion: varchar('consent_policy_version', 20, { nullable: true }),
    idempotencyKey: varchar('idempotency_key', 100, { nullable: true }),
    requestHash: varchar('request_hash', 64, { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    anonymizedAt: timestamptz('anonymized_at', { nullable: true }),
    closedAt: timestamptz('closed_at', { nullable: true }),
    closeReason: varchar('close_reason', 20, { nullable: true }),
    closeNote: varchar('close_note', 500, { nullable: true }),
  },
  checks: [
    { name: 'chk_surveys_species', expression: 'species IN (...)' },
    { name: 'chk_surveys_close_reason', expression: 'close_reason IN (...)' },
    { name: 'chk_surveys_closed', expression: 'closed_at, close_reason and close_note agree' },
  ],
  uniques: [{ name: 'uq_surveys_idempotency_key', columns: ['idempotencyKey'] }],
  indices: [
    { name: 'idx_surveys_created_at', columns: ['createdAt'] },
    { name: 'idx_surveys_species_created_at', columns: ['species', 'createdAt'] },
    { name: 'idx_surveys_adopter', columns: ['adopterId'] },
    // Trigram expression indexes: lower(email), phone, lower(first_name || ' ' || last_name).
    { name: 'idx_surveys_email_trgm', synchronize: false },
    { name: 'idx_surveys_phone_trgm', synchronize: false },
    { name: 'idx_surveys_name_trgm', synchronize: false },
  ],
  foreignKeys: [
    { name: 'fk_surveys_adopter', target: 'Adopter', columnNames: ['adopterId'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
  ],
});

/**
 * The stored answer: the trimmed text for tekst and textarea, the chosen option's label for select
 * and radio (copied like the question's label), the chosen option ids for checkbox (their labels
 * are in survey_options; clarifications of chosen options are in survey_answer_notes).
 */
export type SurveyAnswerValue = string | number[];

export interface SurveyAnswerRecord {
  id: number;
  surveyId: number;
  /** NULL once the question was deleted; the copied labels keep the answer readable. */
  questionId: number | null;
  questionLabel: string;
  groupLabel: string | null;
  position: number;
  value: SurveyAnswerValue;
}

export const SurveyAnswerEntity = new EntitySchema<SurveyAnswerRecord>({
  name: 'SurveyAnswer',
  tableName: 'survey_answers',
  columns: {
    id: serialId,
    surveyId: int('survey_id'),
    questionId: int('question_id', { nullable: true }),
    questionLabel: text('question_label'),
    groupLabel: text('group_label', { nullable: true }),
    position: int('position', { default: 0 }),
    value: { type: 'jsonb', name: 'value' },
  },
  uniques: [{ name: 'uq_survey_answers_survey_question', columns: ['surveyId', 'questionId'] }],
  foreignKeys: [
    { name: 'fk_survey_answers_survey', target: 'Survey', columnNames: ['surveyId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
    { name: 'fk_survey_answers_question', target: 'SurveyQuestion', columnNames: ['questionId'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
  ],
});

/** The clarification typed for an option that requires one (dopiski). */
export interface SurveyAnswerNoteRecord {
  id: number;
  surveyId: number;
  optionId: number | null;
  optionLabel: string;
  text: string;
}

export const SurveyAnswerNoteEntity = new EntitySchema<SurveyAnswerNoteRecord>({
  name: 'SurveyAnswerNote',
  tableName: 'survey_answer_notes',
  columns: {
    id: serialId,
    surveyId: int('survey_id'),
    optionId: int('option_id', { nullable: true }),
    optionLabel: text('option_label'),
    text: text('text'),
  },
  uniques: [{ name: 'uq_survey_answer_notes_survey_option', columns: ['surveyId', 'optionId'] }],
  foreignKeys: [
    { name: 'fk_survey_answer_notes_survey', target: 'Survey', columnNames: ['surveyId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
    { name: 'fk_survey_answer_notes_option', target: 'SurveyOption', columnNames: ['optionId'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
  ],
});

/** An animal selected in a survey. */
export interface SurveyAnimalRecord {
  surveyId: number;
  animalId: number;
  addedAt: Date;
}

export const SurveyAnimalEntity = new EntitySchema<SurveyAnimalRecord>({
  name: 'SurveyAnimal',
  tableName: 'survey_animals',
  columns: {
    surveyId: { type: 'int', name: 'survey_id', primary: true, primaryKeyConstraintName: 'pk_survey_animals' },
    animalId: { type: 'int', name: 'animal_id', primary: true, primaryKeyConstraintName: 'pk_survey_animals' },
    addedAt: timestamptz('added_at', { defaultNow: true }),
  },
  indices: [{ name: 'idx_survey_animals_animal', columns: ['animalId'] }],
  foreignKeys: [
    { name: 'fk_survey_animals_survey', target: 'Survey', columnNames: ['surveyId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
    { name: 'fk_survey_animals_animal', target: 'Animal', columnNames: ['animalId'], referencedColumnNames: ['id'], onDelete: 'CASCADE' },
  ],
});
