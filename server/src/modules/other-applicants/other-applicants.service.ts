import type { DataSource, EntityManager } from 'typeorm';
import {
  ANIMAL_UNAVAILABLE_TEMPLATE,
  isMailTemplatePlaceholder,
  OTHER_APPLICANTS_MESSAGES,
  type NotifyOtherApplicantsResponse,
  type OtherApplicantsResponse,
  type RenderedMailTemplate,
} from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import type { MailModule } from '../mail/mail.module.js';
import { queuePanelMail, type MailSubject } from '../mail/panel-mail.js';
import { loadMailTemplate, mailVarsForApplicant, renderText, type MailSite } from '../mail-templates/index.js';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { listApplicants, loadAnimal, loadHolder, type AnimalRow, type ApplicantRow } from './other-applicants.queries.js';
import { execute, queryRows } from '../../db/sql.js';

/** A placeholder nothing could fill is dropped: an automatic e-mail never shows braces. */
const dropUnfilled = (text: string) => text.replace(/\{([^{}\s]{1,60})\}/g, (whole, name: string) => (isMailTemplatePlaceholder(name) ? '' : whole));

async function renderFor(
  db: DataSource | EntityManager,
  applicant: ApplicantRow,
  animal: AnimalRow,
  text: { subject: string; body: string },
  site: MailSite,
): Promise<RenderedMailTemplate> {
  const vars = await mailVarsForApplicant(db, applicant.id, animal, site);
  const rendered = renderText(ANIMAL_UNAVAILABLE_TEMPLATE, text, vars);
  return { ...rendered, subject: dropUnfilled(rendered.subject).trim(), body: dropUnfilled(rendered.body), missing: [] };
}

/** GET /animals/:id/other-applicants: who chose the animal besides its holder, who was told, and the message. */
export async function loadOtherApplicants(db: DataSource, animalId: number, site: MailSite): Promise<OtherApplicantsResponse> {
  const animal = await loadAnimal(db, animalId);
  const holder = await loadHolder(db, animalId);
  const applicants = holder ? await listApplicants(db, animalId, holder) : [];
  const waiting = applicants.filter((applicant) => applicant.notified_at === null);
  const first = waiting[0];
  const preview = first ? { ...(await renderFor(db, first, animal, await loadMailTemplate(db, ANIMAL_UNAVAILABLE_TEMPLATE), site)), surveyId: first.id } : null;
  return {
    animalId: animal.id,
    animalName: animal.name,
    holder: holder ? { kind: holder.kind, surveyId: holder.surveyId } : null,
    applicants: applicants.map((applicant) => ({
      surveyId: applicant.id,
      name: `${applicant.first_name} ${applicant.last_name}`.trim(),
      createdAt: isoOrNull(applicant.created_at) ?? '',
      notifiedAt: isoOrNull(applicant.notified_at),
    })),
    pending: waiting.length,
    preview,
  };
}

/**
 * POST /animals/:id/notify-other-applicants: e-mails every other applicant not told yet (the
 * "animal no longer available" template, or the subject and body staff edited for this sending,
 * filled per survey), in one transaction under the animal's row lock. A survey is claimed in
 * survey_applicant_notices before its e-mail is queued, so a second request (even a concurrent
 * one) sends nothing twice. History: 'mail.sent' on each survey (and its adopter), and one row on
 * the animal listing who was told.
 */
export async function notifyOtherApplicants(
  db: DataSource,
  mail: MailModule,
  site: MailSite,
  animalId: number,
  edited: { subject?: string; body?: string },
  actor: HistoryActor,
): Promise<NotifyOtherApplicantsResponse> {
  const told = await db.transaction(async (manager) => {
    const animal = await loadAnimal(manager, animalId, true);
    const holder = await loadHolder(manager, animalId);
    if (!holder) throw HttpError.conflict(OTHER_APPLICANTS_MESSAGES.notHeld, 'animal_not_held');
    const text =
      edited.subject !== undefined && edited.body !== undefined
        ? { subject: edited.subject, body: edited.body }
        : await loadMailTemplate(manager, ANIMAL_UNAVAILABLE_TEMPLATE);
    const surveyIds: number[] = [];
    for (const applicant of await listApplicants(manager, animalId, holder)) {
      if (applicant.notified_at !== null) continue;
      const [claimed] = await queryRows<{ survey_id: number }>(
        manager,
        `INSERT INTO survey_applicant_notices (survey_id, animal_id, notified_by) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING survey_id`,
        [applicant.id, animal.id, actor === 'system' ? null : actor.id],
      );
      if (!claimed) continue;
      const message = await renderFor(manager, applicant, animal, text, site);
      const subjects: MailSubject[] = [{ type: 'survey', id: applicant.id }];
      if (applicant.adopter_id !== null) subjects.push({ type: 'adopter', id: applicant.adopter_id });
      const queued = await queuePanelMail(
        manager,
        mail,
        actor,
        {
          to: applicant.email,
          subject: message.subject,
          text: message.body,
          template: ANIMAL_UNAVAILABLE_TEMPLATE,
          dedupeKey: `applicant-notice:${animal.id}:${applicant.id}`,
          details: { animalId: animal.id },
        },
        subjects,
      );
      await execute(manager, `UPDATE survey_applicant_notices SET outbox_id = $3 WHERE survey_id = $1 AND animal_id = $2`, [applicant.id, animal.id, queued.id]);
      surveyIds.push(applicant.id);
    }
    if (surveyIds.length > 0) {
      await recordHistory(manager, {
        actor,
        action: 'animal.applicants_notified',
        subjectType: 'animal',
        subjectId: animal.id,
        details: { surveyIds, template: ANIMAL_UNAVAILABLE_TEMPLATE, holder: { kind: holder.kind, surveyId: holder.surveyId } },
      });
    }
    return surveyIds;
  });
  if (told.length > 0) mail.outbox.kick();
  return {
    message: told.length > 0 ? OTHER_APPLICANTS_MESSAGES.sent(told.length) : OTHER_APPLICANTS_MESSAGES.nobodyLeft,
    notified: told.length,
    surveyIds: told,
  };
}
