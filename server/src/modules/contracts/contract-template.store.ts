import type { DataSource } from 'typeorm';
import { DEFAULT_CONTRACT_TEMPLATE, type ContractTemplateResponse } from '@pets/shared';
import type { HistoryActor } from '../history/history.js';
import { loadDocumentTemplate, saveDocumentTemplate, type DocumentTemplateKind } from '../documents/document-template.store.js';

const CONTRACT: DocumentTemplateKind = { key: 'adoption_contract', defaultText: DEFAULT_CONTRACT_TEMPLATE, action: 'contract_template.updated' };

/** The contract clauses in force: the foundation's saved text, else the bundled default. */
export const loadContractTemplate = (db: DataSource): Promise<ContractTemplateResponse> => loadDocumentTemplate(db, CONTRACT);

/** Saves validated clauses (contractTemplateSchema) and records who changed them. */
export const saveContractTemplate = (db: DataSource, text: string, actor: HistoryActor): Promise<ContractTemplateResponse> =>
  saveDocumentTemplate(db, CONTRACT, text, actor);
