import type { RequestHandler } from 'express';
import multer from 'multer';
import { imageRejectionMessage, LIMITS } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { ImageRejectedError, ingestImage, type IngestedImage } from './image-pipeline.js';

export type RejectionReason = 'type' | 'size' | 'count';

export interface JudgedUpload {
  accepted: IngestedImage[];
  /** The uploaded file name of each accepted image, in the same order. */
  acceptedNames: string[];
  rejected: { name: string; reason: RejectionReason }[];
}

/**
 * Multipart parsing for the `images` field, in memory and bounded: more than 10 files or a file
 * over 5 MB refuses the whole request before anything is decoded.
 */
export function imagesMultipart(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { files: LIMITS.images.maxFiles, fileSize: LIMITS.images.maxBytes, fields: 5, parts: LIMITS.images.maxFiles + 5 },
  }).array('images', LIMITS.images.maxFiles);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) {
        next();
        return;
      }
      if (error instanceof multer.MulterError) {
        const reason = error.code === 'LIMIT_FILE_SIZE' ? { size: true } : error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE' ? { count: true } : {};
        next(new HttpError(400, 'images_rejected', imageRejectionMessage(reason)));
        return;
      }
      next(new HttpError(400, 'bad_multipart', imageRejectionMessage({ type: true })));
    });
  };
}

/** Judges every file by its content; `room` is how many more images the animal may have. */
export async function judgeUploadedFiles(files: Express.Multer.File[], room: number): Promise<JudgedUpload> {
  const result: JudgedUpload = { accepted: [], acceptedNames: [], rejected: [] };
  for (const file of files) {
    if (result.accepted.length >= room) {
      result.rejected.push({ name: file.originalname, reason: 'count' });
      continue;
    }
    try {
      result.accepted.push(await ingestImage(file.buffer));
      result.acceptedNames.push(file.originalname);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      result.rejected.push({ name: file.originalname, reason: error.reason === 'too_large' ? 'size' : 'type' });
    }
  }
  return result;
}

export function rejectionMessageFor(rejected: JudgedUpload['rejected']): string {
  return imageRejectionMessage({
    type: rejected.some((item) => item.reason === 'type'),
    size: rejected.some((item) => item.reason === 'size'),
    count: rejected.some((item) => item.reason === 'count'),
  });
}
