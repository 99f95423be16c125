import type { MigrationInterface } from 'typeorm';
import { AnimalsImages1795305600000 } from './1795305600000-animals-images.js';
import { SurveysAdoptions1795305600001 } from './1795305600001-surveys-adoptions.js';
import { Auth1795305600002 } from './1795305600002-auth.js';
import { Mail1795305600003 } from './1795305600003-mail.js';
import { SocialPosts1795305600004 } from './1795305600004-social-posts.js';
import { MailOutbox1795305600010 } from './1795305600010-mail-outbox-sync-state.js';
import { SurveyQuestionnaires1795305600020 } from './1795305600020-survey-questionnaires.js';
import { SurveyAdminList1795305600030 } from './1795305600030-survey-admin-list.js';
import { AdopterSearch1795305600031 } from './1795305600031-adopter-search.js';
import { History1795305600035 } from './1795305600035-history.js';
import { ConsentPolicyVersion1795305600040 } from './1795305600040-consent-policy-version.js';
import { QuestionnaireNoHealthData1795305600041 } from './1795305600041-questionnaire-no-health-data.js';
import { PersonalDataErasure1795305600050 } from './1795305600050-personal-data-erasure.js';
import { DemoRows1795305600060 } from './1795305600060-demo-rows.js';
import { AdminDisabled1795305600061 } from './1795305600061-admin-disabled.js';
import { QuestionnaireNeutralWording1795305600070 } from './1795305600070-questionnaire-neutral-wording.js';
import { AdoptionContracts1795305600100 } from './1795305600100-adoption-contracts.js';
import { Pages1795305600300 } from './1795305600300-pages.js';
import { AnimalAlerts1795305600400 } from './1795305600400-animal-alerts.js';
import { QuestionnaireCareFigures1795305600510 } from './1795305600510-questionnaire-care-figures.js';
import { QuestionnaireAdoptionDuties1795305600500 } from './1795305600500-questionnaire-adoption-duties.js';
import { SurveyClosure1795305600600 } from './1795305600600-survey-closure.js';
import { MailTemplates1795305600620 } from './1795305600620-mail-templates.js';
import { MailTemplateWording1795305601100 } from './1795305601100-mail-template-wording.js';
import { CareRecord1795305601200 } from './1795305601200-care-record.js';
import { TaskDigest1795305601300 } from './1795305601300-task-digest.js';
import { FosterHomes1795305601400 } from './1795305601400-foster-homes.js';
import { FosterAgreements1795305601420 } from './1795305601420-foster-agreements.js';
import { SurveyFosterOpinion1795305601430 } from './1795305601430-survey-foster-opinion.js';
import { ApplicantNotices1795305600621 } from './1795305600621-applicant-notices.js';
import { MailboxSearchReply1795305600622 } from './1795305600622-mailbox-search-reply.js';
import { TeamAccounts1795305600660 } from './1795305600660-team-accounts.js';
import { HistoryNoTruncate1795305600661 } from './1795305600661-history-no-truncate.js';
import { AdopterReservationsTm1795305600700 } from './1795305600700-adopter-reservations-tm.js';
import { NameSearchAnyOrder1795305600720 } from './1795305600720-name-search-any-order.js';
import { StaffRoles1795305600800 } from './1795305600800-staff-roles.js';
import { PagesRenderedHtml1795305600820 } from './1795305600820-pages-rendered-html.js';
import { TwoFactor1795305600900 } from './1795305600900-two-factor.js';
import { FoundationSettings1795305600950 } from './1795305600950-foundation-settings.js';
import { JobRuns1795305601000 } from './1795305601000-job-runs.js';

/**
 * Every migration, oldest first. Listed explicitly because the server is bundled (no glob
 * loading). A new migration: add a file named <timestamp>-<topic>.ts with up AND down, append it here.
 */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  AnimalsImages1795305600000,
  SurveysAdoptions1795305600001,
  Auth1795305600002,
  Mail1795305600003,
  SocialPosts1795305600004,
  MailOutbox1795305600010,
  SurveyQuestionnaires1795305600020,
  SurveyAdminList1795305600030,
  AdopterSearch1795305600031,
  History1795305600035,
  ConsentPolicyVersion1795305600040,
  QuestionnaireNoHealthData1795305600041,
  PersonalDataErasure1795305600050,
  DemoRows1795305600060,
  AdminDisabled1795305600061,
  QuestionnaireNeutralWording1795305600070,
  AdoptionContracts1795305600100,
  Pages1795305600300,
  AnimalAlerts1795305600400,
  QuestionnaireAdoptionDuties1795305600500,
  QuestionnaireCareFigures1795305600510,
  SurveyClosure1795305600600,
  MailTemplates1795305600620,
  ApplicantNotices1795305600621,
  MailboxSearchReply1795305600622,
  TeamAccounts1795305600660,
  HistoryNoTruncate1795305600661,
  AdopterReservationsTm1795305600700,
  NameSearchAnyOrder1795305600720,
  StaffRoles1795305600800,
  PagesRenderedHtml1795305600820,
  TwoFactor1795305600900,
  FoundationSettings1795305600950,
  JobRuns1795305601000,
  MailTemplateWording1795305601100,
  CareRecord1795305601200,
  TaskDigest1795305601300,
  FosterHomes1795305601400,
  FosterAgreements1795305601420,
  SurveyFosterOpinion1795305601430,
];
