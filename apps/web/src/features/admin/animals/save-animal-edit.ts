import { ANIMALS_ADMIN, endpointPath, MESSAGES, imageFilename, type Animal, type AnimalEditInput, type AnimalUpdateInput } from '@pets/shared';
import { API_BASE } from '../../../lib/api';
import { postMultipart, type MultipartOptions } from './multipart-request';

/**
 * POST /api/animals/:id/edit: the edit modal's whole save in one request and one server
 * transaction (fields, removed images, cover, new images), so it either all happens or none of it.
 */

export interface AnimalEditResponse {
  message?: string;
  animal?: Animal;
  /** Every image path of the animal after the save, cover first. */
  images: string[];
}

export interface AnimalEditImages {
  /** Image paths of the animal as loaded (cover first). */
  existing: readonly string[];
  /** Paths marked for deletion. */
  marked: ReadonlySet<string>;
  /** The existing image picked as the thumbnail, if any. */
  coverChoice: string | null;
}

/**
 * The `data` part: the fields as PUT /animals/:id takes them, the marked images' filenames, and the
 * cover only when another kept image was picked (the server then checks it is still there).
 */
export function buildAnimalEdit(fields: AnimalUpdateInput, { existing, marked, coverChoice }: AnimalEditImages): AnimalEditInput {
  const input: AnimalEditInput = {
    ...fields,
    removedImages: existing.filter((path) => marked.has(path)).map(imageFilename),
  };
  if (coverChoice && coverChoice !== existing[0] && existing.includes(coverChoice) && !marked.has(coverChoice)) {
    input.cover = { existing: imageFilename(coverChoice) };
  }
  return input;
}

function asResponse(body: unknown): AnimalEditResponse {
  const record = (body && typeof body === 'object' ? body : {}) as { message?: unknown; animal?: unknown; images?: unknown };
  return {
    ...(typeof record.message === 'string' ? { message: record.message } : {}),
    ...(record.animal && typeof record.animal === 'object' ? { animal: record.animal as Animal } : {}),
    images: Array.isArray(record.images) ? record.images.filter((item): item is string => typeof item === 'string') : [],
  };
}

/** Sends the edit with the new files (multipart field `images`, in the order given). */
export async function saveAnimalEdit(
  animalId: number,
  input: AnimalEditInput,
  files: readonly File[],
  options: MultipartOptions = {},
): Promise<AnimalEditResponse> {
  const url = `${API_BASE}${endpointPath(ANIMALS_ADMIN.edit.path, { id: animalId })}`;
  const makeForm = () => {
    const form = new FormData();
    form.append('data', JSON.stringify(input));
    for (const file of files) form.append('images', file, file.name);
    return form;
  };
  return asResponse(await postMultipart(url, makeForm, MESSAGES.admin.saveAnimalFailed, options));
}
