import { ANIMALS_ADMIN, endpointPath } from '@pets/shared';
import { API_BASE } from '../../../lib/api';
import type { ImageRejectionReason } from './image-files';
import { postMultipart, type MultipartOptions } from './multipart-request';

/**
 * POST /api/animals/:id/images with upload progress (the add page): multipart field `images`,
 * files in the order given (the first one of a new animal becomes its cover).
 */

export interface UploadImagesResult {
  /** Every image path of the animal after the upload, cover first. */
  images: string[];
  rejected: { name: string; reason: ImageRejectionReason }[];
}

export type UploadOptions = MultipartOptions;

function asResult(body: unknown): UploadImagesResult {
  const record = (body && typeof body === 'object' ? body : {}) as { images?: unknown; rejected?: unknown };
  const images = Array.isArray(record.images) ? record.images.filter((item): item is string => typeof item === 'string') : [];
  const rejected = Array.isArray(record.rejected)
    ? record.rejected
        .filter((item): item is { name: unknown; reason: unknown } => !!item && typeof item === 'object')
        .map((item) => ({
          name: typeof item.name === 'string' ? item.name : '',
          reason: (item.reason === 'size' || item.reason === 'count' ? item.reason : 'type') as ImageRejectionReason,
        }))
    : [];
  return { images, rejected };
}

export async function uploadAnimalImages(animalId: number, files: readonly File[], options: UploadOptions = {}): Promise<UploadImagesResult> {
  const url = `${API_BASE}${endpointPath(ANIMALS_ADMIN.addImages.path, { id: animalId })}`;
  const makeForm = () => {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    return form;
  };
  return asResult(await postMultipart(url, makeForm, 'Nie udało się przesłać zdjęć.', options));
}
