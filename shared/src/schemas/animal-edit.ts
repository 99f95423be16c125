import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { animalUpdateSchema } from './animals.js';

/** Texts of the one-call animal edit that the older per-step endpoints never needed. */
export const ANIMAL_EDIT_MESSAGES = {
  coverNotAmongImages: 'Wybranej miniatury nie ma wśród zdjęć zwierzaka.',
  invalidForm: 'Nieprawidłowe dane formularza. Odśwież stronę i spróbuj ponownie.',
} as const;

const imageName = z.string().trim().min(1, MESSAGES.server.requiredField).max(100);

/**
 * The cover an edit leaves: an image the animal keeps (`existing`, its stored filename) or one of
 * the files sent with the edit (`newIndex`, its position among them). Absent: the cover stays.
 */
export const animalEditCoverSchema = z.union([
  z.strictObject({ existing: imageName }),
  z.strictObject({ newIndex: z.int().min(0).max(LIMITS.images.maxFiles - 1) }),
]);
export type AnimalEditCover = z.infer<typeof animalEditCoverSchema>;

/**
 * The `data` part of POST /animals/:id/edit (multipart, beside the new files in `images`): the
 * fields exactly as PUT /animals/:id takes them (so their errors keep the field names), the
 * stored filenames of the images to remove, and the cover choice. Saved in one transaction.
 */
export const animalEditSchema = animalUpdateSchema.extend({
  removedImages: z.array(imageName).max(LIMITS.images.maxFiles).default([]),
  cover: animalEditCoverSchema.optional(),
});
export type AnimalEditInput = z.input<typeof animalEditSchema>;
export type AnimalEditData = z.output<typeof animalEditSchema>;
