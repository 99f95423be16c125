import {
  type AdopterAdminProfile,
  type AdopterUpdateInput,
  type AnimalListItem,
  type ExportFormat,
} from '@pets/shared';
import { api, API_BASE } from '../../../lib/api';
import { listAdopters, type AdopterListParams } from '../list-requests';

export type { AdopterListParams };

/** The admin adopter calls (SPEC section 7 and the dashboard's promises). */

export interface AdopterProfileResponse {
  message: string;
  profile: AdopterAdminProfile;
}

const adopterPath = (id: number) => `/adopters/${encodeURIComponent(String(id))}`;

/** GET /api/adopters/:id/export as a download link (RODO art. 15/20; the session cookie goes with it). */
export const personalDataExportUrl = (id: number, format: ExportFormat) => `${API_BASE}${adopterPath(id)}/export?format=${format}`;

export const adoptersApi = {
  list: listAdopters,
  profile: (id: number, signal?: AbortSignal) => api.get<AdopterAdminProfile>(adopterPath(id), { signal }),
  update: (id: number, input: AdopterUpdateInput) => api.put<AdopterProfileResponse>(adopterPath(id), input),
  /** "Nowy adoptujący": a person who sent no survey (for an adoption without one). */
  create: (input: AdopterUpdateInput) => api.post<AdopterProfileResponse>('/adopters', input),
  /** Releases an animal reserved for this adopter without a survey. */
  unreserve: (id: number, animalId: number) => api.post<AdopterProfileResponse>(`${adopterPath(id)}/unreserve`, { animalId }),
  adopt: (id: number, animalId: number) => api.post<AdopterProfileResponse>(`${adopterPath(id)}/adoptions`, { animalId }),
  cancelAdoption: (id: number, adoptionId: number) =>
    api.post<AdopterProfileResponse>(`${adopterPath(id)}/adoptions/${encodeURIComponent(String(adoptionId))}/cancel`, {}),
  /** RODO art. 17: anonymises the person; the adoptions (animal, date) stay. */
  erase: (id: number) => api.post<AdopterProfileResponse>(`${adopterPath(id)}/erase`, {}),
  /** Animals that can be adopted now (Dostępny, every species). */
  availableAnimals: (signal?: AbortSignal) => api.get<AnimalListItem[]>('/animals/available', { signal, query: { status: 'Dostępny' } }),
};

export type AdopterFormFields = Required<{ [K in keyof AdopterUpdateInput]: string }>;

export const EMPTY_ADOPTER_FIELDS: AdopterFormFields = { firstName: '', lastName: '', email: '', phone: '', zip: '', city: '' };

/** The labels of the adopter's contact fields (the profile's form and "Nowy adoptujący"). */
export const ADOPTER_FIELD_LABELS: Record<keyof AdopterFormFields, string> = {
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  zip: 'Kod pocztowy',
  city: 'Miasto',
};
