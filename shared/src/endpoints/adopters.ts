import {
  adopterAdoptionSchema,
  adopterCreateSchema,
  adopterListQuerySchema,
  adopterUpdateSchema,
  animalActionSchema,
  type AdopterAdminProfile,
} from '../schemas/admin-lists.js';
import type { AdopterListItem, Paged } from '../api-types.js';
import { eraseAdopterSchema } from '../schemas/rodo.js';
import { endpoint } from './endpoint.js';

/** What every adopter action answers: its message and the profile as it is now. */
export interface AdopterProfileResponse {
  message: string;
  profile: AdopterAdminProfile;
}

/** The admin adopter endpoints (SPEC section 7 and the dashboard's promises). */
export const ADOPTERS = {
  list: endpoint<Paged<AdopterListItem>>()({ method: 'GET', path: '/adopters', input: adopterListQuerySchema }),
  /** "Nowy adoptujący": a person who sent no survey (for an adoption without one). */
  create: endpoint<AdopterProfileResponse>()({ method: 'POST', path: '/adopters', input: adopterCreateSchema }),
  profile: endpoint<AdopterAdminProfile>()({ method: 'GET', path: '/adopters/:id' }),
  update: endpoint<AdopterProfileResponse>()({ method: 'PUT', path: '/adopters/:id', input: adopterUpdateSchema }),
  adopt: endpoint<AdopterProfileResponse>()({ method: 'POST', path: '/adopters/:id/adoptions', input: adopterAdoptionSchema }),
  cancelAdoption: endpoint<AdopterProfileResponse>()({ method: 'POST', path: '/adopters/:id/adoptions/:adoptionId/cancel' }),
  /** Releases an animal reserved for this adopter without a survey. */
  unreserve: endpoint<AdopterProfileResponse>()({ method: 'POST', path: '/adopters/:id/unreserve', input: animalActionSchema }),
  /** RODO art. 17: anonymises the person; the adoptions (animal, date) stay. */
  erase: endpoint<AdopterProfileResponse>()({ method: 'POST', path: '/adopters/:id/erase', input: eraseAdopterSchema }),
} as const;

/** GET: the person's data as a download (RODO art. 15/20), `?format=`. */
export const ADOPTER_EXPORT_PATH = '/adopters/:id/export';
