import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@pets/shared';
import { loadConfig, parseTrustProxy } from '../../src/config.js';
import { startTestApp } from '../app-harness.js';
import { readJson } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { execute, queryRows } from '../../src/db/sql.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const CONTACT = {
  fullName: 'Anna Nowak',
  email: 'anna.nowak@example.test',
  phone: '600700800',
  question: 'Czy chomik Pimpek jest jeszcze do adopcji?',
  policy: true,
  website: '',
};

/**
 * TRUST_PROXY as the README documents it (`1` = one reverse proxy in front): req.ip must be the
 * visitor's address from X-Forwarded-For, so every visitor has their own rate-limit counter. Without
 * TRUST_PROXY the header is a visitor's claim and must be ignored.
 */
describe('TRUST_PROXY and the per-visitor limits', () => {
  let db: TestDatabase;
  let behindProxy: TestApp;
  let direct: TestApp;
  const contactFrom = (app: TestApp, visitor: string) =>
    fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      body: JSON.stringify(CONTACT),
    });
  const rateLimitKeys = async () => (await queryRows<{ key: string }>(db.dataSource, `SELECT key FROM rate_limits ORDER BY key`)).map((row) => row.key);

  beforeAll(async () => {
    db = await createTestDatabase();
    // Configured exactly as an operator would: through the environment, not a typed override.
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', CONTACT_RATE_LIMIT: '2' } as const;
    behindProxy = await startTestApp(db.dataSource, loadConfig({ ...env, TRUST_PROXY: '1' }));
    direct = await startTestApp(db.dataSource, loadConfig(env));
  });
  beforeEach(async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
    await db?.drop();
  });

  it('reads a numeric TRUST_PROXY as a hop count and keeps booleans, names and address lists', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toBe('10.0.0.1, 192.168.0.0/16');
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });

  it('behind one trusted hop, gives each forwarded visitor a separate contact-form counter', async () => {
    expect((await contactFrom(behindProxy, '203.0.113.10')).status).toBe(201);
    expect((await contactFrom(behindProxy, '203.0.113.10')).status).toBe(201);
    const blocked = await contactFrom(behindProxy, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(await readJson(blocked)).toEqual({ error: MAIL_MESSAGES.contactRateLimited, code: 'rate_limited' });
    // Another visitor behind the same proxy is not affected by the first one's limit.
    expect((await contactFrom(behindProxy, '203.0.113.11')).status).toBe(201);
    // With one hop only the address the proxy appended counts: a spoofed earlier entry is not trusted.
    expect((await contactFrom(behindProxy, '198.51.100.1, 203.0.113.10')).status).toBe(429);
    expect(await rateLimitKeys()).toEqual(['contact_ip:203.0.113.10', 'contact_ip:203.0.113.11']);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: a visitor cannot buy a new counter with a made-up header', async () => {
    expect((await contactFrom(direct, '203.0.113.20')).status).toBe(201);
    expect((await contactFrom(direct, '203.0.113.21')).status).toBe(201);
    expect((await contactFrom(direct, '203.0.113.22')).status).toBe(429);
    expect(await rateLimitKeys()).toEqual(['contact_ip:127.0.0.1']);
  });
});
