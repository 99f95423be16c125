import type {
  FosterAgreementResponse,
  FosterAgreementState,
  FosterAgreementTemplateResponse,
  FosterAgreementTemplateSaved,
  UnsignedFosterAgreementList,
} from '../foster/foster-agreement.js';
import { fosterAgreementTemplateSchema } from '../foster/foster-agreement-schema.js';
import { endpoint } from './endpoint.js';

/**
 * The foster agreement (issue 33 item 6). Coordination issues it and keeps its scan; the
 * template is the administrators'. The PDF and the scan are downloads (FOSTER_AGREEMENT_FILES).
 */
export const FOSTER_AGREEMENT = {
  current: endpoint<FosterAgreementState>()({ method: 'GET', path: '/foster/homes/:id/agreement' }),
  /** 201: records today and the animals placed there now (issuing again replaces the agreement and its scan). */
  issue: endpoint<FosterAgreementResponse>()({ method: 'POST', path: '/foster/homes/:id/agreement' }),
  /** multipart/form-data with the file in `scan` (PDF or image, judged by content like the contract scan). */
  uploadScan: endpoint<FosterAgreementResponse>()({ method: 'POST', path: '/foster/homes/:id/agreement/scan' }),
  unsigned: endpoint<UnsignedFosterAgreementList>()({ method: 'GET', path: '/foster/unsigned-agreements' }),
  template: endpoint<FosterAgreementTemplateResponse>()({ method: 'GET', path: '/foster-agreement-template' }),
  saveTemplate: endpoint<FosterAgreementTemplateSaved>()({ method: 'PUT', path: '/foster-agreement-template', input: fosterAgreementTemplateSchema }),
} as const;

/** Downloads (session cookie, plain links). */
export const FOSTER_AGREEMENT_FILES = {
  pdf: '/foster/homes/:id/agreement.pdf',
  scan: '/foster/homes/:id/agreement/scan',
} as const;
