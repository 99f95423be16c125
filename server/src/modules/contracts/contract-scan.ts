import type { RequestHandler } from 'express';
import multer from 'multer';
import { CONTRACT_MESSAGES, LIMITS } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { ImageRejectedError, ingestImage } from '../images/image-pipeline.js';
import { isStructurallyPdf } from './pdf-structure.js';

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export type ScanContentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export const SCAN_EXTENSIONS: Record<ScanContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const rejected = () => new HttpError(400, 'scan_rejected', CONTRACT_MESSAGES.scanRejected);

/**
 * Multipart parsing of the one `scan` file, in memory and bounded by the photo limit (5 MB): a
 * larger file or a second file refuses the request before anything is read further.
 */
export function scanMultipart(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { files: 1, fileSize: LIMITS.images.maxBytes, fields: 2, parts: 3 },
  }).single('scan');
  return (req, res, next) => {
    upload(req, res, (error: unknown) => next(error ? rejected() : undefined));
  };
}

/**
 * The scan's real type, judged by content like a photo upload: a PDF by its structure (header,
 * trailer, cross-reference: pdf-structure.ts), so "%PDF-" and then HTML is refused; an
 * image by the photo pipeline itself (magic bytes, no hidden markup or archive, the whole picture
 * decodes), whatever the file's name or declared type say.
 */
export async function judgeScan(file: Express.Multer.File | undefined): Promise<ScanContentType> {
  if (!file || file.size === 0) throw HttpError.badRequest(CONTRACT_MESSAGES.scanMissing, 'scan_missing');
  const type = await documentTypeOf(file.buffer);
  if (!type) throw rejected();
  return type;
}

/**
 * A stored document's real type (a scan, an invoice, a test result): a PDF by its structure, an
 * image by the photo pipeline; null for anything else or over the photo limit. Shared by every
 * upload of a document (contract scans, health card attachments).
 */
export async function documentTypeOf(bytes: Buffer): Promise<ScanContentType | null> {
  if (bytes.length === 0 || bytes.length > LIMITS.images.maxBytes) return null;
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return isStructurallyPdf(bytes) ? 'application/pdf' : null;
  try {
    return (await ingestImage(bytes, { effort: 0 })).contentType;
  } catch (error) {
    if (error instanceof ImageRejectedError) return null;
    throw error;
  }
}
