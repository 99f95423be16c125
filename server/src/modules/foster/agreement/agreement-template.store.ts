import type { DataSource } from 'typeorm';
import { DEFAULT_FOSTER_AGREEMENT_TEMPLATE, type FosterAgreementTemplateResponse } from '@pets/shared';
import type { HistoryActor } from '../../history/history.js';
import { loadDocumentTemplate, saveDocumentTemplate, type DocumentTemplateKind } from '../../documents/document-template.store.js';

/** Stored like the adoption contract's clauses: a `document_templates` row, none while the default is used. */
const FOSTER_AGREEMENT: DocumentTemplateKind = {
  key: 'foster_agreement',
  defaultText: DEFAULT_FOSTER_AGREEMENT_TEMPLATE,
  action: 'foster_agreement_template.updated',
};

export const loadFosterAgreementTemplate = (db: DataSource): Promise<FosterAgreementTemplateResponse> => loadDocumentTemplate(db, FOSTER_AGREEMENT);

/** Saves validated clauses (fosterAgreementTemplateSchema) and records who changed them. */
export const saveFosterAgreementTemplate = (db: DataSource, text: string, actor: HistoryActor): Promise<FosterAgreementTemplateResponse> =>
  saveDocumentTemplate(db, FOSTER_AGREEMENT, text, actor);
