import type { DataSource } from 'typeorm';
import type { ContractTemplateResponse } from '@pets/shared';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/** One editable document text in `document_templates`: its key, the bundled default and the history action of a change. */
export interface DocumentTemplateKind {
  key: string;
  defaultText: string;
  action: string;
}

/** The text in force: the foundation's saved text, else the bundled default. */
export async function loadDocumentTemplate(db: DataSource, kind: DocumentTemplateKind): Promise<ContractTemplateResponse> {
  const [row] = await queryRows<Columns<'document_templates', 'body' | 'updated_at'>>(db, `SELECT body, updated_at FROM document_templates WHERE key = $1`, [kind.key]);
  return {
    text: row?.body ?? kind.defaultText,
    isDefault: !row,
    updatedAt: isoOrNull(row?.updated_at),
    defaultText: kind.defaultText,
  };
}

/** Saves a validated text (the caller's schema parsed it) and records who changed it. */
export async function saveDocumentTemplate(db: DataSource, kind: DocumentTemplateKind, text: string, actor: HistoryActor): Promise<ContractTemplateResponse> {
  await db.transaction(async (manager) => {
    await execute(
      manager,
      `INSERT INTO document_templates (key, body, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [kind.key, text, actor === 'system' ? null : actor.id],
    );
    await recordHistory(manager, { actor, action: kind.action, subjectType: 'document_template', subjectId: null, details: { key: kind.key, length: text.length } });
  });
  return loadDocumentTemplate(db, kind);
}
