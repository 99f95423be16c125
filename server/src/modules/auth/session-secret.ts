import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

const SETTING_KEY = 'session_secret';

/**
 * The cookie-signing secret: SESSION_SECRET when set, otherwise one generated on first start and
 * kept in the database, so sessions survive restarts and are valid on every instance.
 */
export async function loadSessionSecret(db: DataSource, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await execute(db, `INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
    SETTING_KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const rows = await queryRows<Columns<'app_settings', 'value'>>(db, `SELECT value FROM app_settings WHERE key = $1`, [SETTING_KEY]);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('session secret could not be stored');
  return secret;
}
