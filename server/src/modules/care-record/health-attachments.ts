import type { RequestHandler } from 'express';
import multer from 'multer';
import type { EntityManager } from 'typeorm';
import { CARE_RECORD_MESSAGES as M, HEALTH_ATTACHMENTS_PER_ENTRY, LIMITS, type HealthAttachment } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { documentTypeOf, SCAN_EXTENSIONS } from '../contracts/contract-scan.js';
import { execute, queryFirst, queryRows, type Queryable } from '../../db/sql.js';

const rejected = () => new HttpError(400, 'attachment_rejected', M.attachmentRejected, { plik: M.attachmentRejected });

/** Multipart parsing of the one `plik` file, in memory and bounded by the photo limit (5 MB). */
export function attachmentMultipart(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    // File names are UTF-8 in every browser's form data (busboy's default reads them as Latin-1).
    defParamCharset: 'utf8',
    limits: { files: 1, fileSize: LIMITS.images.maxBytes, fields: 1, parts: 2 },
  }).single('plik');
  return (req, res, next) => upload(req, res, (error: unknown) => next(error ? rejected() : undefined));
}

/**
 * A file's name as stored and sent back: its stem in ASCII letters, digits and dashes (the
 * download header needs no escaping), its extension from its real type, never from the name.
 */
export function attachmentName(original: string, contentType: keyof typeof SCAN_EXTENSIONS): string {
  const stem = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'plik'}.${SCAN_EXTENSIONS[contentType]}`;
}

/** Judges the file by its content, then stores it under the entry's lock (the limit holds under parallel uploads). */
export async function addAttachment(manager: EntityManager, entryId: number, file: Express.Multer.File | undefined, authorId: number): Promise<string> {
  if (!file || file.size === 0) throw HttpError.badRequest(M.attachmentMissing, 'attachment_missing', { plik: M.attachmentMissing });
  const type = await documentTypeOf(file.buffer);
  if (!type) throw rejected();
  await execute(manager, `SELECT id FROM health_entries WHERE id = $1 FOR UPDATE`, [entryId]);
  const count = await queryFirst<{ n: number }>(manager, `SELECT count(*)::int AS n FROM health_attachments WHERE entry_id = $1`, [entryId]);
  if ((count?.n ?? 0) >= HEALTH_ATTACHMENTS_PER_ENTRY) throw HttpError.badRequest(M.attachmentLimit, 'attachment_limit', { plik: M.attachmentLimit });
  const name = attachmentName(file.originalname, type);
  await execute(manager, `INSERT INTO health_attachments (entry_id, name, content_type, bytes, size, created_by) VALUES ($1, $2, $3, $4, $5, $6)`, [
    entryId,
    name,
    type,
    file.buffer,
    file.buffer.length,
    authorId,
  ]);
  return name;
}

/** Entry id → its attachments (without their bytes), for a card. */
export async function attachmentsOf(db: Queryable, entryIds: readonly number[]): Promise<Map<number, HealthAttachment[]>> {
  const rows = await queryRows<HealthAttachment & { entry_id: number }>(
    db,
    `SELECT id, entry_id, name, content_type AS "contentType", size FROM health_attachments WHERE entry_id = ANY($1::int[]) ORDER BY id`,
    [entryIds],
  );
  const byEntry = new Map<number, HealthAttachment[]>();
  for (const { entry_id: entryId, ...attachment } of rows) byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), attachment]);
  return byEntry;
}

export function readAttachment(db: Queryable, animalId: number, entryId: number, attachmentId: number) {
  return queryFirst<{ name: string; content_type: string; bytes: Buffer }>(
    db,
    `SELECT f.name, f.content_type, f.bytes FROM health_attachments f JOIN health_entries e ON e.id = f.entry_id
     WHERE f.id = $3 AND f.entry_id = $2 AND e.animal_id = $1`,
    [animalId, entryId, attachmentId],
  );
}
