import type {
  AnimalPlacements,
  FosterApplication,
  FosterHomeDetail,
  FosterHomeSummary,
  FosterPersonalData,
  FosterPhoto,
  FosterPortalView,
  PlacementWarning,
} from '../foster/foster.js';
import {
  fosterApplicationSchema,
  fosterApplicationsQuerySchema,
  fosterDeclineSchema,
  fosterHomesQuerySchema,
  fosterHomeUpdateSchema,
  placementInputSchema,
  portalNoteSchema,
  portalWeightSchema,
} from '../schemas/foster.js';
import { animalActionSchema } from '../schemas/admin-lists.js';
import { endpoint } from './endpoint.js';

/** The public application form (issue 33): 201 with the thanks; the acknowledgement goes through the outbox. */
export const FOSTER_PUBLIC = {
  apply: endpoint<{ message: string }>()({ method: 'POST', path: '/foster/applications', input: fosterApplicationSchema }),
} as const;

/**
 * Staff's foster-home work (issue 33). Roles: server/src/http/access.ts (reading for everyone,
 * deciding and moving for coordination).
 */
export const FOSTER_ADMIN = {
  applications: endpoint<FosterApplication[]>()({ method: 'GET', path: '/foster/applications', input: fosterApplicationsQuerySchema }),
  /** 201: the application becomes a foster home (no retyping); answers the new home. */
  accept: endpoint<{ message: string; home: FosterHomeDetail }>()({ method: 'POST', path: '/foster/applications/:id/accept' }),
  decline: endpoint<{ message: string; application: FosterApplication }>()({ method: 'POST', path: '/foster/applications/:id/decline', input: fosterDeclineSchema }),
  homes: endpoint<FosterHomeSummary[]>()({ method: 'GET', path: '/foster/homes', input: fosterHomesQuerySchema }),
  home: endpoint<FosterHomeDetail>()({ method: 'GET', path: '/foster/homes/:id' }),
  updateHome: endpoint<{ message: string; home: FosterHomeDetail }>()({ method: 'PUT', path: '/foster/homes/:id', input: fosterHomeUpdateSchema }),
  /** E-mails the carer a new personal link and revokes the old one. */
  sendLink: endpoint<{ message: string; home: FosterHomeDetail }>()({ method: 'POST', path: '/foster/homes/:id/link' }),
  revokeLink: endpoint<{ message: string; home: FosterHomeDetail }>()({ method: 'DELETE', path: '/foster/homes/:id/link' }),
  placements: endpoint<AnimalPlacements>()({ method: 'GET', path: '/animals/:id/placement' }),
  /**
   * 201. Without `confirm`, a move over capacity, into an unavailable period or of a species the
   * home does not take is a 409 `placement_needs_confirmation` whose `details.warnings` say why.
   */
  place: endpoint<{ message: string; placements: AnimalPlacements }>()({ method: 'POST', path: '/animals/:id/placement', input: placementInputSchema }),
  /** RODO (administrators): everything kept about the carer or applicant, found by their address. */
  exportHome: endpoint<FosterDataExport>()({ method: 'GET', path: '/foster/homes/:id/export' }),
  /** 409 while animals live there. */
  eraseHome: endpoint<{ message: string }>()({ method: 'POST', path: '/foster/homes/:id/erase' }),
  exportApplication: endpoint<FosterDataExport>()({ method: 'GET', path: '/foster/applications/:id/export' }),
  eraseApplication: endpoint<{ message: string }>()({ method: 'POST', path: '/foster/applications/:id/erase' }),
  /**
   * 201: the carer adopts an animal living in their home (issue 33, item 7): the adopter of the
   * home's e-mail address, or a new one from the home's data, and the adoption without a survey.
   * 409 when the animal does not live there.
   */
  adoptByCarer: endpoint<{ message: string; adopterId: number }>()({ method: 'POST', path: '/foster/homes/:id/adopt', input: animalActionSchema }),
  photos: endpoint<FosterPhoto[]>()({ method: 'GET', path: '/foster/photos' }),
  approvePhoto: endpoint<{ message: string }>()({ method: 'POST', path: '/foster/photos/:id/approve' }),
  rejectPhoto: endpoint<{ message: string }>()({ method: 'POST', path: '/foster/photos/:id/reject' }),
} as const;

/** A foster carer's or applicant's RODO export. */
export interface FosterDataExport {
  exportedAt: string;
  foster: FosterPersonalData;
}

/** The 409 body's details of a move that needs confirmation. */
export interface PlacementConfirmationDetails {
  warnings: PlacementWarning[];
}

/** The image of a photo waiting for approval (a file, not JSON): coordination. */
export const FOSTER_PHOTO_FILE = '/foster/photos/:id/image' as const;

/**
 * The carer's page (/dt/:token): no account, the personal link is the key. A wrong, revoked or
 * expired link is one 404 `link_invalid` with FOSTER_MESSAGES.linkInvalid, whatever the reason.
 */
export const FOSTER_PORTAL = {
  view: endpoint<FosterPortalView>()({ method: 'GET', path: '/foster/portal/:token' }),
  /** 201. */
  addWeight: endpoint<{ message: string; view: FosterPortalView }>()({ method: 'POST', path: '/foster/portal/:token/weights', input: portalWeightSchema }),
  /** 201. */
  addNote: endpoint<{ message: string }>()({ method: 'POST', path: '/foster/portal/:token/notes', input: portalNoteSchema }),
  /** 201; multipart: `animalId` and the files in `images` (at most 5 waiting per animal). */
  addPhotos: endpoint<{ message: string; view: FosterPortalView }>()({ method: 'POST', path: '/foster/portal/:token/photos' }),
} as const;

/** The carer's page in the browser. */
export const FOSTER_PORTAL_PAGE_PREFIX = '/dt/';
/** The public recruitment page. */
export const FOSTER_APPLY_PAGE = '/dom-tymczasowy';
