import type { EntitySchema } from 'typeorm';
import { AlertSubscriptionEntity, AlertUnsubscribeTokenEntity, AnimalAvailableEventEntity } from '../modules/alerts/alerts.entity.js';
import { AdopterEntity } from '../modules/adopters/adopters.entity.js';
import { AdoptionEntity, ReservationEntity } from '../modules/adoptions/adoptions.entity.js';
import { AnimalEntity } from '../modules/animals/animals.entity.js';
import { AdminUserEntity } from '../modules/auth/admin-users.entity.js';
import { ContactMessageEntity } from '../modules/contact/contact.entity.js';
import { FoundationSettingsEntity } from '../modules/foundation/foundation.entity.js';
import { ImageEntity } from '../modules/images/images.entity.js';
import { MailAttachmentEntity, MailMessageEntity, OutboxEntity } from '../modules/mail/mail.entity.js';
import { SocialPostEntity } from '../modules/posts/posts.entity.js';
import {
  SurveyAnimalEntity,
  SurveyAnswerEntity,
  SurveyAnswerNoteEntity,
  SurveyEntity,
  SurveyOptionEntity,
  SurveyQuestionEntity,
} from '../modules/surveys/surveys.entity.js';

/**
 * Every entity schema, listed explicitly because the server is bundled (no glob loading).
 * `sessions` has none: connect-pg-simple owns that table. The application's DataSource registers
 * none of them (all SQL is raw, through db/sql.ts); the migrations test registers them to check
 * that TypeORM would generate no change against the migrated schema.
 */
export const ENTITIES: EntitySchema[] = [
  AnimalEntity,
  ImageEntity,
  SurveyQuestionEntity,
  SurveyOptionEntity,
  AdopterEntity,
  SurveyEntity,
  SurveyAnswerEntity,
  SurveyAnswerNoteEntity,
  SurveyAnimalEntity,
  ReservationEntity,
  AdoptionEntity,
  AdminUserEntity,
  ContactMessageEntity,
  MailMessageEntity,
  MailAttachmentEntity,
  OutboxEntity,
  SocialPostEntity,
  AlertSubscriptionEntity,
  AlertUnsubscribeTokenEntity,
  AnimalAvailableEventEntity,
  FoundationSettingsEntity,
];
