import type { ContractScanInfo, ContractTemplateResponse } from '../schemas/contract.js';
import type { Species } from '../species.js';

/**
 * The foster agreement (umowa z domem tymczasowym, issue 33 item 6): issued for one foster home
 * with the animals placed there at that moment, printed from the foundation's own template, and
 * kept with its signed scan. A home has at most one current agreement: issuing again replaces it.
 */

export interface FosterAgreementAnimal {
  id: number;
  name: string;
  species: Species;
}

export interface FosterAgreement {
  id: number;
  fosterHomeId: number;
  /** When it was issued (the agreement's date). */
  issuedAt: string;
  /** The animals placed in the home when it was issued, as the PDF names them. */
  animals: FosterAgreementAnimal[];
  /** The scanned signed copy; null while the agreement waits for it. */
  scan: ContractScanInfo | null;
}

/** GET /foster/homes/:id/agreement: the home's current agreement, or none yet. */
export interface FosterAgreementState {
  agreement: FosterAgreement | null;
}

export interface FosterAgreementResponse {
  message: string;
  agreement: FosterAgreement;
}

/** GET /foster/unsigned-agreements: issued a week ago or earlier and still without a scan, oldest first. */
export interface UnsignedFosterAgreement {
  fosterHomeId: number;
  homeName: string;
  issuedAt: string;
  animals: string[];
}

export interface UnsignedFosterAgreementList {
  items: UnsignedFosterAgreement[];
  total: number;
}

export type FosterAgreementTemplateResponse = ContractTemplateResponse;

export interface FosterAgreementTemplateSaved {
  message: string;
  template: FosterAgreementTemplateResponse;
}

/** Days after issuing when an agreement without its signed scan shows on the dashboard. */
export const UNSIGNED_FOSTER_AGREEMENT_DAYS = 7;

export const FOSTER_AGREEMENT_MESSAGES = {
  issued: 'Przygotowano umowę z domem tymczasowym.',
  issueFailed: 'Nie udało się przygotować umowy.',
  noAnimals: 'W tym domu tymczasowym nie ma teraz żadnego zwierzaka. Umowę przygotujesz, gdy zamieszka w nim zwierzak fundacji.',
  notIssued: 'Dla tego domu tymczasowego nie przygotowano jeszcze umowy.',
  scanSaved: 'Dołączono skan podpisanej umowy.',
  scanFailed: 'Nie udało się dołączyć skanu umowy.',
  scanNotFound: 'Do tej umowy nie dołączono jeszcze skanu.',
  loadFailed: 'Nie udało się pobrać informacji o umowie.',
  unsignedFailed: 'Nie udało się pobrać listy umów z domami tymczasowymi.',
  templateSaved: 'Zapisano szablon umowy z domem tymczasowym.',
  templateSaveFailed: 'Nie udało się zapisać szablonu umowy z domem tymczasowym.',
  templateFailed: 'Nie udało się pobrać szablonu umowy z domem tymczasowym.',
} as const;
