import type { DataSource } from 'typeorm';
import { DEFAULT_CONTRACT_TEMPLATE, type ContractTemplateResponse } from '@pets/shared';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

const KEY = 'adoption_contract';

/** The contract clauses in force: the foundation's saved text, else the bundled default. */
export async function loadContractTemplate(db: DataSource): Promise<ContractTemplateResponse> {
  const [row] = await queryRows<Columns<'document_templates', 'body' | 'updated_at'>>(db, `SELECT body, updated_at FROM document_templates WHERE key = $1`, [KEY]);
  return {
    text: row?.body ?? DEFAULT_CONTRACT_TEMPLATE,
    isDefault: !row,
    updatedAt: isoOrNull(row?.updated_at),
    defaultText: DEFAULT_CONTRACT_TEMPLATE,
  };
}

/** Saves validated clauses (contractTemplateSchema) and records who changed them. */
export async function saveContractTemplate(db: DataSource, text: string, actor: HistoryActor): Promise<ContractTemplateResponse> {
  await db.transaction(async (manager) => {
    await execute(
      manager,
      `INSERT INTO document_templates (key, body, updated_by) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [KEY, text, actor === 'system' ? null : actor.id],
    );
    await recordHistory(manager, { actor, action: 'contract_template.updated', subjectType: 'document_template', subjectId: null, details: { key: KEY, length: text.length } });
  });
  return loadContractTemplate(db);
}
