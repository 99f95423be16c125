import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  CARE_RECORD,
  CARE_RECORD_MESSAGES as M,
  HEALTH_ATTACHMENT_FILE,
  healthEntryParamsSchema,
  idParamsSchema,
  idSchema,
  MESSAGES,
  type HealthAttachment,
  type StaffRole,
} from '@pets/shared';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { addAttachment, attachmentMultipart, attachmentsOf, readAttachment } from './health-attachments.js';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { queryFirst } from '../../db/sql.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { fulfilEarlierHealthTasks, syncHealthTask } from '../tasks/health-tasks.js';
import { addClinic, listClinics, removeClinic, renameClinic } from './clinics.store.js';
import { healthEntryChanges } from './health-changes.js';
import { assertClinicExists, findHealthEntry, insertHealthEntry, listHealthEntries, updateHealthEntry } from './health-entries.store.js';
import { presentHealthEntry, seesCosts } from './health-entry.presenter.js';
import { animalWeights, saveWeight } from './weights.store.js';

const attachmentParamsSchema = z.object({ id: idSchema, entryId: idSchema, attachmentId: idSchema });

const animalMissing = () => HttpError.notFound(MESSAGES.public.animalMissingMessage, 'animal_not_found');
const entryMissing = () => HttpError.notFound(M.entryMissing, 'entry_not_found');

function staffOf(req: Request): { actor: HistoryActor & object; role: StaffRole } {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { actor: { id: user.id, username: user.username }, role: user.role };
}

async function existingAnimalId(db: DataSource, req: Request): Promise<number> {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success || !(await queryFirst(db, `SELECT 1 FROM animals WHERE id = $1`, [parsed.data.id]))) throw animalMissing();
  return parsed.data.id;
}

export interface CareRecordOptions {
  /** The public animal carries a health summary built from the card: its cache is cleared on a change. */
  onPublicChange(): void;
}

/**
 * The animal's health card, weights and the clinics list (issue 32). Every write is one
 * transaction with its history row and the task its next-due date makes; a correction names the
 * version it was made on, and an older one is refused with the current entry (409).
 */
export function mountCareRecordAdmin(routes: AdminRoutes, db: DataSource, { onPublicChange }: CareRecordOptions): void {
  serveEndpoint(routes, CARE_RECORD.health, async ({ req }) => {
    const animalId = await existingAnimalId(db, req);
    const { role } = staffOf(req);
    const rows = await listHealthEntries(db, animalId);
    const files = seesCosts(role) ? await attachmentsOf(db, rows.map((row) => row.id)) : new Map<number, HealthAttachment[]>();
    return rows.map((row) => presentHealthEntry(row, role, files.get(row.id)));
  });

  serveEndpoint(
    routes,
    CARE_RECORD.addAttachment,
    async ({ req, res }) => {
      const animalId = await existingAnimalId(db, req);
      const params = healthEntryParamsSchema.safeParse(req.params);
      if (!params.success || !(await findHealthEntry(db, animalId, params.data.entryId))) throw entryMissing();
      const { actor } = staffOf(req);
      const entryId = params.data.entryId;
      await db.transaction(async (manager) => {
        const name = await addAttachment(manager, entryId, req.file, actor.id);
        await recordHistory(manager, { actor, action: 'animal.health_attachment_added', subjectType: 'animal', subjectId: animalId, details: { entryId, file: name } });
      });
      res.status(201);
      return { message: M.attachmentSaved, attachments: (await attachmentsOf(db, [entryId])).get(entryId) ?? [] };
    },
    [attachmentMultipart()],
  );

  routes.get(HEALTH_ATTACHMENT_FILE, async (req, res) => {
    const params = attachmentParamsSchema.safeParse(req.params);
    const file = params.success ? await readAttachment(db, params.data.id, params.data.entryId, params.data.attachmentId) : undefined;
    if (!file) throw HttpError.notFound(M.attachmentNotFound, 'attachment_not_found');
    sendStoredFile(res, file.bytes, file.content_type, file.name);
  });

  serveEndpoint(routes, CARE_RECORD.addHealth, async ({ req, res, input }) => {
    const animalId = await existingAnimalId(db, req);
    const { actor, role } = staffOf(req);
    const entry = input();
    if (!seesCosts(role) && entry.costGrosze != null) throw HttpError.forbidden(M.costHidden, 'cost_forbidden');
    await assertClinicExists(db, entry.clinicId);
    const saved = await db.transaction(async (manager) => {
      const id = await insertHealthEntry(manager, animalId, entry, actor.id);
      await syncHealthTask(manager, id);
      const fulfilled = await fulfilEarlierHealthTasks(manager, id, actor.id);
      await recordHistory(manager, {
        actor,
        action: 'animal.health_added',
        subjectType: 'animal',
        subjectId: animalId,
        details: { entryId: id, type: entry.type, date: entry.date, text: entry.description, ...(fulfilled > 0 ? { fulfilledTasks: fulfilled } : {}) },
      });
      return findHealthEntry(manager, animalId, id);
    });
    onPublicChange();
    res.status(201);
    return { message: M.entrySaved, entry: presentHealthEntry(saved!, role) };
  });

  serveEndpoint(routes, CARE_RECORD.correctHealth, async ({ req, input }) => {
    const animalId = await existingAnimalId(db, req);
    const params = healthEntryParamsSchema.safeParse(req.params);
    if (!params.success) throw entryMissing();
    const { actor, role } = staffOf(req);
    const entry = input();
    if (!seesCosts(role) && entry.costGrosze !== undefined) throw HttpError.forbidden(M.costHidden, 'cost_forbidden');
    await assertClinicExists(db, entry.clinicId);
    const saved = await db.transaction(async (manager) => {
      const before = await findHealthEntry(manager, animalId, params.data.entryId, true);
      if (!before) throw entryMissing();
      if (entry.version !== undefined && entry.version !== before.version) {
        throw new HttpError(409, 'entry_changed', M.entryChanged, undefined);
      }
      const clinicAfter = entry.clinicId ? ((await queryFirst<{ name: string }>(manager, `SELECT name FROM clinics WHERE id = $1`, [entry.clinicId]))?.name ?? null) : null;
      const changes = healthEntryChanges(before, entry, clinicAfter);
      await updateHealthEntry(manager, before.id, entry);
      await syncHealthTask(manager, before.id);
      await recordHistory(manager, {
        actor,
        action: 'animal.health_corrected',
        subjectType: 'animal',
        subjectId: animalId,
        details: { entryId: before.id, changes },
      });
      return findHealthEntry(manager, animalId, before.id);
    });
    onPublicChange();
    return { message: M.entryCorrected, entry: presentHealthEntry(saved!, role) };
  });

  serveEndpoint(routes, CARE_RECORD.weights, async ({ req }) => animalWeights(db, await existingAnimalId(db, req)));

  serveEndpoint(routes, CARE_RECORD.addWeight, async ({ req, res, input }) => {
    const animalId = await existingAnimalId(db, req);
    const { actor } = staffOf(req);
    const { date, grams } = input();
    await db.transaction(async (manager) => {
      const replaced = await saveWeight(manager, animalId, date, grams, actor.id);
      await recordHistory(manager, {
        actor,
        action: 'animal.weighed',
        subjectType: 'animal',
        subjectId: animalId,
        details: replaced === null ? { date, grams } : { date, changes: { waga_g: { from: String(replaced), to: String(grams) } } },
      });
    });
    res.status(201);
    return { message: M.weightSaved, ...(await animalWeights(db, animalId)) };
  });

  serveEndpoint(routes, CARE_RECORD.clinics, async () => listClinics(db));

  serveEndpoint(routes, CARE_RECORD.addClinic, async ({ req, res, input }) => {
    const { actor } = staffOf(req);
    const { name } = input();
    const clinic = await db.transaction(async (manager) => {
      const added = await addClinic(manager, name);
      await recordHistory(manager, { actor, action: 'clinic.added', subjectType: 'clinic', subjectId: added.id, details: { name } });
      return added;
    });
    res.status(201);
    return { message: M.clinicAdded, clinic };
  });

  const clinicId = (req: Request) => {
    const parsed = idParamsSchema.safeParse(req.params);
    if (!parsed.success) throw HttpError.notFound(M.clinicMissing, 'clinic_not_found');
    return parsed.data.id;
  };

  serveEndpoint(routes, CARE_RECORD.renameClinic, async ({ req, input }) => {
    const id = clinicId(req);
    const { actor } = staffOf(req);
    const { name } = input();
    const clinic = await db.transaction(async (manager) => {
      const renamed = await renameClinic(manager, id, name);
      if (renamed.before !== name) {
        await recordHistory(manager, { actor, action: 'clinic.renamed', subjectType: 'clinic', subjectId: id, details: { changes: { name: { from: renamed.before, to: name } } } });
      }
      return renamed.clinic;
    });
    return { message: M.clinicRenamed, clinic };
  });

  serveEndpoint(routes, CARE_RECORD.removeClinic, async ({ req }) => {
    const id = clinicId(req);
    const { actor } = staffOf(req);
    await db.transaction(async (manager) => {
      const name = await removeClinic(manager, id);
      await recordHistory(manager, { actor, action: 'clinic.removed', subjectType: 'clinic', subjectId: id, details: { name } });
    });
    return { message: M.clinicRemoved };
  });
}
