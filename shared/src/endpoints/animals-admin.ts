import type { ReservationInfo } from '../api-types.js';
import type { AdminAnimal, AdminAnimalListItem } from '../care-record/care-record.js';
import { releaseReservationSchema } from '../schemas/animal-reservation.js';
import { animalAddSchema, animalCoverSchema, animalUpdateSchema } from '../schemas/animals.js';
import { endpoint } from './endpoint.js';

/** Why an uploaded image was refused: not a picture, too large, or over the animal's limit. */
export type ImageRejectionReason = 'type' | 'size' | 'count';

export interface AnimalSaved {
  message: string;
  animal: AdminAnimal;
}

/** What the edit modal's one save answers: the animal and every image path of it, cover first. */
export interface AnimalEditSaved extends AnimalSaved {
  images: string[];
}

/** What an image upload answers (201): every image path of the animal, cover first, and the files refused. */
export interface AnimalImagesAdded {
  images: string[];
  rejected: { name: string; reason: ImageRejectionReason }[];
  /** Only when some files were refused: why, in Polish. */
  message?: string;
}

/**
 * The admin animal endpoints (SPEC section 7). The edit and the image upload are multipart
 * (`images` files; the edit's fields as JSON text in `data`, judged by animalEditSchema on the
 * server), sent with upload progress by the web app (multipart-request.ts), so they declare no
 * JSON input. Every write clears the public animal cache and is recorded in the history.
 */
export const ANIMALS_ADMIN = {
  list: endpoint<AdminAnimalListItem[]>()({ method: 'GET', path: '/animals/all' }),
  archive: endpoint<AdminAnimalListItem[]>()({ method: 'GET', path: '/animals/archive' }),
  /** The full record with the intake (the public GET /animals/:id has no intake). */
  record: endpoint<AdminAnimal>()({ method: 'GET', path: '/animals/:id/record' }),
  /** 201. */
  add: endpoint<{ id: number; message: string }>()({ method: 'POST', path: '/animals/add', input: animalAddSchema }),
  update: endpoint<AnimalSaved>()({ method: 'PUT', path: '/animals/:id', input: animalUpdateSchema }),
  edit: endpoint<AnimalEditSaved>()({ method: 'POST', path: '/animals/:id/edit' }),
  reservation: endpoint<ReservationInfo>()({ method: 'GET', path: '/animals/:id/reservation' }),
  /** An animal left "Zarezerwowany" without any reservation becomes free again. */
  releaseReservation: endpoint<AnimalSaved>()({ method: 'POST', path: '/animals/:id/release-reservation', input: releaseReservationSchema }),
  addImages: endpoint<AnimalImagesAdded>()({ method: 'POST', path: '/animals/:id/images' }),
  setCover: endpoint<{ images: string[] }>()({ method: 'PUT', path: '/animals/:id/cover', input: animalCoverSchema }),
  /** 204, no body. */
  removeImage: endpoint<void>()({ method: 'DELETE', path: '/animals/:id/images/:filename' }),
} as const;
