import type { DataSource, EntityManager } from 'typeorm';
import { MAIL_TEMPLATE_MESSAGES, type MailTemplate } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { recordHistory, type HistoryActor } from '../history/history.js';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import { queryRows } from '../../db/sql.js';
import type { Columns, TableRow } from '../../db/rows.js';

type Db = DataSource | EntityManager;

type TemplateRow = Columns<'mail_templates', 'key' | 'name' | 'subject' | 'body' | 'default_name' | 'default_subject' | 'default_body' | 'updated_at'> & {
  /** From the LEFT JOIN of admin_users. */
  updated_by_name: TableRow<'admin_users'>['username'] | null;
};

const COLUMNS = `t.key, t.name, t.subject, t.body, t.default_name, t.default_subject, t.default_body, t.updated_at, u.username AS updated_by_name`;
const FROM = `mail_templates t LEFT JOIN admin_users u ON u.id = t.updated_by`;

export const templateNotFound = () => HttpError.notFound(MAIL_TEMPLATE_MESSAGES.notFound, 'mail_template_not_found');

function present(row: TemplateRow): MailTemplate {
  return {
    key: row.key,
    name: row.name,
    subject: row.subject,
    body: row.body,
    isDefault: row.name === row.default_name && row.subject === row.default_subject && row.body === row.default_body,
    updatedAt: isoOrNull(row.updated_at),
    updatedBy: row.updated_by_name,
  };
}

export async function listMailTemplates(db: Db): Promise<MailTemplate[]> {
  const rows = await queryRows<TemplateRow>(db, `SELECT ${COLUMNS} FROM ${FROM} ORDER BY t.position, t.key`);
  return rows.map(present);
}

/** One template, or the 404 every template endpoint answers for an unknown key. */
export async function loadMailTemplate(db: Db, key: string, lock = false): Promise<MailTemplate> {
  const rows = await queryRows<TemplateRow>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE t.key = $1 ${lock ? 'FOR UPDATE OF t' : ''}`, [key]);
  const row = rows[0];
  if (!row) throw templateNotFound();
  return present(row);
}

export interface MailTemplateText {
  name: string;
  subject: string;
  body: string;
}

type Changes = Partial<Record<keyof MailTemplateText, { from: string; to: string }>>;

function changesBetween(before: MailTemplateText, after: MailTemplateText): Changes {
  const changes: Changes = {};
  for (const field of ['name', 'subject', 'body'] as const) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

async function write(manager: EntityManager, key: string, text: MailTemplateText | 'default', actor: HistoryActor): Promise<Changes> {
  const before = await loadMailTemplate(manager, key, true);
  const [after] = await queryRows<MailTemplateText>(
    manager,
    text === 'default'
      ? `UPDATE mail_templates SET name = default_name, subject = default_subject, body = default_body, updated_at = now(), updated_by = $2
         WHERE key = $1 RETURNING name, subject, body`
      : `UPDATE mail_templates SET name = $3, subject = $4, body = $5, updated_at = now(), updated_by = $2
         WHERE key = $1 RETURNING name, subject, body`,
    text === 'default' ? [key, actor === 'system' ? null : actor.id] : [key, actor === 'system' ? null : actor.id, text.name, text.subject, text.body],
  );
  return changesBetween(before, after!);
}

/** Saves a validated template (mailTemplateUpdateSchema) and records what changed, before → after. */
export async function saveMailTemplate(db: DataSource, key: string, text: MailTemplateText, actor: HistoryActor): Promise<MailTemplate> {
  await db.transaction(async (manager) => {
    const changes = await write(manager, key, text, actor);
    if (Object.keys(changes).length === 0) return;
    await recordHistory(manager, { actor, action: 'mail_template.updated', subjectType: 'mail_template', subjectId: null, details: { key, changes } });
  });
  return loadMailTemplate(db, key);
}

/** "Przywróć domyślny": the text the template came with, recorded like an edit. */
export async function restoreMailTemplate(db: DataSource, key: string, actor: HistoryActor): Promise<MailTemplate> {
  await db.transaction(async (manager) => {
    const changes = await write(manager, key, 'default', actor);
    await recordHistory(manager, { actor, action: 'mail_template.restored', subjectType: 'mail_template', subjectId: null, details: { key, changes } });
  });
  return loadMailTemplate(db, key);
}
