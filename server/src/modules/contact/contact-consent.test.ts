import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, PRIVACY_POLICY_VERSION } from '@pets/shared';
import { readJson } from '../../../test/listen.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';

const VALID = {
  fullName: 'Anna Nowak',
  email: 'anna.nowak@example.test',
  phone: '600700800',
  question: 'Czy chomik Pimpek jest jeszcze do adopcji?',
  policy: true,
};

/** RODO: a contact message keeps when consent was given and which privacy policy was shown. */
describe('contact form consent record', () => {
  let db: TestDatabase;
  let app: MailTestApp;

  const post = (body: unknown) =>
    fetch(`${app.baseUrl}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const latest = async (): Promise<{ consent_at: Date | null; consent_policy_version: string | null; created_at: Date }> =>
    queryOne(db.dataSource, `SELECT consent_at, consent_policy_version, created_at FROM contact_messages ORDER BY id DESC LIMIT 1`);
  const count = async () => Number((await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM contact_messages`)).n);

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startMailTestApp(db.dataSource, mailTestConfig(null));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  });

  it('stores the moment of consent and the policy version the form displayed', async () => {
    const before = Date.now();
    const response = await post({ ...VALID, policyVersion: PRIVACY_POLICY_VERSION });
    expect(response.status).toBe(201);
    const row = await latest();
    expect(row.consent_policy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row.consent_at).not.toBeNull();
    expect(new Date(row.consent_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row.consent_at!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stamps the version in force when the page sent none (a page cached from before)', async () => {
    expect((await post(VALID)).status).toBe(201);
    expect((await latest()).consent_policy_version).toBe(PRIVACY_POLICY_VERSION);
  });

  it('refuses a version that was never published, in Polish, and stores nothing', async () => {
    const before = await count();
    const response = await post({ ...VALID, policyVersion: '1999-01-01' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ fields: { policyVersion: CONSENT_MESSAGES.unknownPolicyVersion } });
    expect(await count()).toBe(before);
  });
});
