import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { AdminUserError, createAdmin, ensureAdmin, verifyAdminPassword } from './admin-users.js';
import { queryOne, queryRows } from '../../db/sql.js';

describe('admin users', () => {
  let db: TestDatabase;
  const password = 'correct horse battery';

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  const hashOf = async (username: string): Promise<string> => {
    const rows = await queryRows<{ password_hash: string }>(db.dataSource, 'SELECT password_hash FROM admin_users WHERE username = $1', [username]);
    return rows[0]!.password_hash;
  };

  it('creates the administrator with an argon2id hash that verifies', async () => {
    const result = await ensureAdmin(db.dataSource, 'zarzad', password);
    expect(result.created).toBe(true);
    const hash = await hashOf('zarzad');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+\$/);
    expect(hash).not.toContain(password);
    expect(await verifyAdminPassword(hash, password)).toBe(true);
    expect(await verifyAdminPassword(hash, 'wrong password!')).toBe(false);
    expect(await verifyAdminPassword('not a hash', password)).toBe(false);
  });

  it('does not duplicate nor reset an existing administrator (any letter case)', async () => {
    const before = await hashOf('zarzad');
    const again = await ensureAdmin(db.dataSource, 'Zarzad', 'another password 123');
    expect(again.created).toBe(false);
    expect(await hashOf('zarzad')).toBe(before);
    const row = await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM admin_users WHERE lower(username) = 'zarzad'`);
    expect(row.n).toBe(1);
  });

  it('creates one account when two instances bootstrap at once', async () => {
    const results = await Promise.all([ensureAdmin(db.dataSource, 'rownolegle', password), ensureAdmin(db.dataSource, 'rownolegle', password)]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(results[0]!.id).toBe(results[1]!.id);
  });

  it('refuses a short password and a malformed username', async () => {
    await expect(ensureAdmin(db.dataSource, 'nowy', 'short')).rejects.toMatchObject({ code: 'weak_password' });
    await expect(createAdmin(db.dataSource, 'a b', password)).rejects.toMatchObject({ code: 'invalid_username' });
  });

  it('createAdmin reports an existing name', async () => {
    await expect(createAdmin(db.dataSource, 'ZARZAD', password)).rejects.toBeInstanceOf(AdminUserError);
    await expect(createAdmin(db.dataSource, 'ZARZAD', password)).rejects.toMatchObject({ code: 'exists' });
    expect((await createAdmin(db.dataSource, 'wolontariusz', password)).username).toBe('wolontariusz');
  });
});
