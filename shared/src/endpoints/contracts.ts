import {
  contractListQuerySchema,
  contractSignatureSchema,
  contractTemplateSchema,
  type AdoptionContract,
  type AdoptionContractList,
  type ContractTemplateResponse,
  type UnsignedContractList,
} from '../schemas/contract.js';
import { endpoint } from './endpoint.js';

/** What marking a contract signed or attaching its scan answers. */
export interface ContractResponse {
  message: string;
  contract: AdoptionContract;
}

export interface ContractTemplateSaved {
  message: string;
  template: ContractTemplateResponse;
}

/**
 * The adoption contract endpoints (issue 20). The PDFs and the scan are downloads, not JSON: their
 * paths are here so the links and the server agree (`endpointPath`).
 */
export const CONTRACTS = {
  list: endpoint<AdoptionContractList>()({ method: 'GET', path: '/adoptions/contracts', input: contractListQuerySchema }),
  unsigned: endpoint<UnsignedContractList>()({ method: 'GET', path: '/adoptions/unsigned-contracts' }),
  sign: endpoint<ContractResponse>()({ method: 'PUT', path: '/adoptions/:id/contract/signature', input: contractSignatureSchema }),
  /** multipart/form-data with the file in `scan` (the multipart parser checks it, not a schema). */
  uploadScan: endpoint<ContractResponse>()({ method: 'POST', path: '/adoptions/:id/contract/scan' }),
  template: endpoint<ContractTemplateResponse>()({ method: 'GET', path: '/contract-template' }),
  saveTemplate: endpoint<ContractTemplateSaved>()({ method: 'PUT', path: '/contract-template', input: contractTemplateSchema }),
} as const;

/** Downloads (session cookie, plain links). */
export const CONTRACT_FILES = {
  contractPdf: '/adoptions/:id/contract.pdf',
  careCardPdf: '/adoptions/:id/care-card.pdf',
  scan: '/adoptions/:id/contract/scan',
} as const;
