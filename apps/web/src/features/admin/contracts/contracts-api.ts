import type {
  AdoptionContract,
  AdoptionContractList,
  ContractSignatureInput,
  ContractTemplateResponse,
  UnsignedContractList,
} from '@pets/shared';
import { api, API_BASE } from '../../../lib/api';

/** The adoption contract calls (issue 20). The PDFs and the scan are plain download links (session cookie). */

const adoptionPath = (id: number) => `/adoptions/${encodeURIComponent(String(id))}`;

export const contractPdfUrl = (adoptionId: number) => `${API_BASE}${adoptionPath(adoptionId)}/contract.pdf`;
export const careCardPdfUrl = (adoptionId: number) => `${API_BASE}${adoptionPath(adoptionId)}/care-card.pdf`;
export const contractScanUrl = (adoptionId: number) => `${API_BASE}${adoptionPath(adoptionId)}/contract/scan`;

export interface ContractResponse {
  message: string;
  contract: AdoptionContract;
}

export type ContractsOf = { adopterId: number } | { surveyId: number };

export const contractsApi = {
  list: (of: ContractsOf, signal?: AbortSignal) => api.get<AdoptionContractList>('/adoptions/contracts', { signal, query: { ...of } }),
  sign: (adoptionId: number, input: ContractSignatureInput) => api.put<ContractResponse>(`${adoptionPath(adoptionId)}/contract/signature`, input),
  uploadScan: (adoptionId: number, file: File) => {
    const form = new FormData();
    form.append('scan', file, file.name);
    return api.post<ContractResponse>(`${adoptionPath(adoptionId)}/contract/scan`, form);
  },
  unsigned: (signal?: AbortSignal) => api.get<UnsignedContractList>('/adoptions/unsigned-contracts', { signal }),
  template: (signal?: AbortSignal) => api.get<ContractTemplateResponse>('/contract-template', { signal }),
  saveTemplate: (text: string) => api.put<{ message: string; template: ContractTemplateResponse }>('/contract-template', { text }),
};
