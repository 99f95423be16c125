import type { DataSource, EntityManager } from 'typeorm';
import {
  FOSTER_MESSAGES as F,
  FOSTER_PHOTOS_MAX,
  FOSTER_PORTAL_MESSAGES as P,
  fosterCarerLabel,
  fosterCarerShortName,
} from '@pets/shared';
import type { Clock } from '../../../clock.js';
import { todayOf } from '../../../clock.js';
import { queryFirst, queryOne, queryRows } from '../../../db/sql.js';
import { HttpError } from '../../../http/http-error.js';
import { saveWeight } from '../../care-record/weights.store.js';
import type { IngestedImage } from '../../images/image-pipeline.js';
import { STORED_IMAGE_COLUMNS, storedImagePlaceholders, storedImageValues } from '../../images/stored-image-columns.js';
import { invalidLinkError } from '../../personal-links/personal-link-guard.js';
import { resolvePersonalLink } from '../../personal-links/personal-links.js';
import { recordCarerHistory } from './carer-history.js';
import { PORTAL_ANIMAL_WHERE } from './portal.view.js';

/** The home a valid link opens. */
export interface PortalHome {
  id: number;
  linkId: number;
  firstName: string;
  lastName: string;
}

/**
 * The home behind a token, or the one 404 `link_invalid`. A wrong, revoked or expired token and a
 * home no longer active do the same two statements (the home's with id 0 when the link resolved to
 * nothing), so neither the answer nor its timing tells them apart. A use counts as the home's
 * activity (retention counts from the last one).
 */
export async function openPortal(db: DataSource, token: string, clock: Clock): Promise<PortalHome> {
  const link = await resolvePersonalLink(db, 'dt', token, clock);
  const home = await queryFirst<{ id: number; first_name: string; last_name: string }>(
    db,
    `UPDATE foster_homes SET last_activity_at = $2 WHERE id = $1 AND active AND erased_at IS NULL RETURNING id, first_name, last_name`,
    [link?.subjectId ?? 0, clock()],
  );
  if (!link || !home) throw invalidLinkError(F.linkInvalid);
  return { id: home.id, linkId: link.linkId, firstName: home.first_name, lastName: home.last_name };
}

const notYours = () => new HttpError(403, 'animal_not_yours', F.animalNotYours, { animalId: F.animalNotYours });

/**
 * The animal, if it lives in the home now, locked for the write: a placement elsewhere in the
 * meantime waits for this write, and parallel photo uploads count one after another.
 */
async function lockOwnAnimal(manager: EntityManager, homeId: number, animalId: number): Promise<{ name: string }> {
  const animal = await queryFirst<{ name: string }>(manager, `SELECT a.name FROM animals a WHERE a.id = $2 AND ${PORTAL_ANIMAL_WHERE} FOR UPDATE`, [homeId, animalId]);
  if (!animal) throw notYours();
  return animal;
}

async function addReport(manager: EntityManager, homeId: number, animalId: number, kind: 'notatka' | 'problem' | 'waga' | 'zdjecie', text: string): Promise<number> {
  return (
    await queryOne<{ id: number }>(manager, `INSERT INTO foster_reports (foster_home_id, animal_id, kind, text) VALUES ($1, $2, $3, $4) RETURNING id`, [
      homeId,
      animalId,
      kind,
      text,
    ])
  ).id;
}

/**
 * A weighing from the carer: the care record's own write (one per day, the day's second corrects
 * the first, the animal's weight fall recomputed), a report for the home and the animal's history.
 */
export async function addPortalWeight(db: DataSource, home: PortalHome, input: { animalId: number; date: string; grams: number }): Promise<void> {
  await db.transaction(async (manager) => {
    await lockOwnAnimal(manager, home.id, input.animalId);
    const replaced = await saveWeight(manager, input.animalId, input.date, input.grams, null);
    const reportId = await addReport(manager, home.id, input.animalId, 'waga', `${input.grams} g`);
    await recordCarerHistory(manager, {
      actorName: fosterCarerLabel(home.firstName, home.lastName),
      homeId: home.id,
      action: 'animal.foster_weight',
      animalId: input.animalId,
      details:
        replaced === null
          ? { date: input.date, grams: input.grams, reportId }
          : { date: input.date, changes: { waga_g: { from: String(replaced), to: String(input.grams) } }, reportId },
    });
  });
}

/** The first `max` characters of a carer's text, on one line, with "…" when cut. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).trimEnd()}…`;
}

/** The coordinators' task of a note or a health problem ("Na dziś": due today, nobody's yet). */
export function carerTaskTitle(carer: string, animalName: string, text: string, problem: boolean): string {
  const head = problem ? `Problem ze zdrowiem: ${animalName} – zgłasza DT (${carer})` : `Notatka od DT (${carer}) o zwierzaku ${animalName}`;
  return `${head}: ${excerpt(text, 120)}`.slice(0, 200);
}

/** A note or a health problem: a report, the animal's history and a task due today, in one transaction. */
export async function addPortalNote(db: DataSource, home: PortalHome, input: { animalId: number; text: string; problem: boolean }, clock: Clock): Promise<void> {
  await db.transaction(async (manager) => {
    const animal = await lockOwnAnimal(manager, home.id, input.animalId);
    const kind = input.problem ? 'problem' : 'notatka';
    const reportId = await addReport(manager, home.id, input.animalId, kind, input.text);
    const { id: taskId } = await queryOne<{ id: number }>(
      manager,
      `INSERT INTO tasks (title, due, source, animal_id, foster_home_id) VALUES ($1, $2, 'dt', $3, $4) RETURNING id`,
      [carerTaskTitle(fosterCarerShortName(home.firstName, home.lastName), animal.name, input.text, input.problem), todayOf(clock), input.animalId, home.id],
    );
    await recordCarerHistory(manager, {
      actorName: fosterCarerLabel(home.firstName, home.lastName),
      homeId: home.id,
      action: input.problem ? 'animal.foster_problem' : 'animal.foster_note',
      animalId: input.animalId,
      details: { text: input.text, reportId, taskId },
    });
  });
}

/** "1 zdjęcie", "3 zdjęcia", "5 zdjęć". */
function photosCount(count: number): string {
  const tens = count % 100;
  const units = count % 10;
  if (count === 1) return '1 zdjęcie';
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? `${count} zdjęcia` : `${count} zdjęć`;
}

/**
 * Photos waiting for staff. At most FOSTER_PHOTOS_MAX wait per animal, counted under the animal's
 * row lock, so parallel uploads cannot pass the limit; one over it refuses the whole upload.
 */
export async function addPortalPhotos(db: DataSource, home: PortalHome, animalId: number, images: readonly IngestedImage[]): Promise<void> {
  await db.transaction(async (manager) => {
    await lockOwnAnimal(manager, home.id, animalId);
    const { n: waiting } = await queryOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM foster_photos WHERE animal_id = $1`, [animalId]);
    const room = FOSTER_PHOTOS_MAX - waiting;
    if (room <= 0) throw HttpError.badRequest(P.photosFull, 'photos_limit', { images: P.photosFull });
    if (images.length > room) throw HttpError.badRequest(P.photosOverLimit(room), 'photos_limit', { images: P.photosOverLimit(room) });
    for (const image of images) {
      await queryRows(
        manager,
        `INSERT INTO foster_photos (foster_home_id, animal_id, ${STORED_IMAGE_COLUMNS}) VALUES ($1, $2, ${storedImagePlaceholders(3)})`,
        [home.id, animalId, ...storedImageValues(image)],
      );
    }
    const reportId = await addReport(manager, home.id, animalId, 'zdjecie', `${photosCount(images.length)} do zatwierdzenia`);
    await recordCarerHistory(manager, {
      actorName: fosterCarerLabel(home.firstName, home.lastName),
      homeId: home.id,
      action: 'animal.foster_photo',
      animalId,
      details: { count: images.length, reportId },
    });
  });
}
