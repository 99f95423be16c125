import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminEvent } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { MAX_STREAMS_PER_SESSION } from '../../src/modules/events/admin-streams.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import { readJson } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';
import { execute, queryOne } from '../../src/db/sql.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const PASSWORD = 'haslo-administratora-1';
const HEARTBEAT_MS = 150;

/** An open SSE response read in the background: the event ids so far, and whether the server ended it. */
function watch(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const state = { ids: [] as string[], ended: false, endedAt: 0 };
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (finished) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const id = buffer.slice(0, end).split('\n').find((line) => line.startsWith('id: '));
        if (id) state.ids.push(id.slice(4));
        buffer = buffer.slice(end + 2);
      }
    }
    state.ended = true;
    state.endedAt = performance.now();
  })();
  return { state, done, cancel: () => reader.cancel().catch(() => undefined) };
}

const mailEvent = (id: string): AdminEvent => ({ type: 'mail.received', id, messageId: 1, fromName: 'Jan Kowalski', subject: 'Pytanie o chomika', receivedAt: new Date().toISOString() });
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The admin event stream lives no longer than its session (the attack kept receiving new-mail
 * events with senders' names after logout) and one session cannot hold more than a few streams
 * (1,000 parallel streams on one session were all accepted).
 */
describe('admin event streams and the session', () => {
  let db: TestDatabase;
  let first: TestApp;
  /** Re-checks sessions every HEARTBEAT_MS, as any instance does every 25 s. */
  let second: TestApp;

  const signIn = async (app: TestApp) => {
    const admin = new HttpClient(app.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: PASSWORD })).status).toBe(200);
    return admin;
  };
  /** The same browser session talking to another instance behind the balancer. */
  const sameSessionOn = (app: TestApp, admin: HttpClient) => {
    const other = new HttpClient(app.baseUrl);
    other.setCookie('pets.sid', admin.cookie('pets.sid')!);
    return other;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // The column of disabled accounts (issue 16); a no-op where its migration already added it.
    await execute(db.dataSource, `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS disabled_at timestamptz NULL`);
    await ensureAdmin(db.dataSource, 'admin', PASSWORD);
    // The first instance keeps the 25 s heartbeat: what ends its streams at once is the logout itself.
    first = await startTestApp(db.dataSource);
    second = await startTestApp(db.dataSource, { adminEvents: { heartbeatMs: HEARTBEAT_MS } });
    // The LISTEN connections must be up before the first publish (NOTIFY is not queued).
    await settle();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.drop();
  });

  it('ends the open stream at logout, before the logout answer, and delivers nothing afterwards', async () => {
    const admin = await signIn(first);
    const stream = watch(await admin.get('/api/admin/events'));
    await settle();
    await first.events.publish(mailEvent('mail-before-logout'));
    await expect.poll(() => stream.state.ids).toEqual(['mail-before-logout']);

    const logout = await admin.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    const loggedOutAt = performance.now();
    expect((await admin.get('/api/auth/me')).status).toBe(401);
    await first.events.publish(mailEvent('mail-after-logout'));
    await Promise.race([stream.done, settle(2000)]);
    expect(stream.state.ended).toBe(true);
    // Ended by the logout itself (this instance's heartbeat is 25 s away).
    expect(stream.state.endedAt - loggedOutAt).toBeLessThan(500);
    expect(stream.state.ids).toEqual(['mail-before-logout']);
  });

  it('ends a stream on another instance at its next heartbeat after the logout', async () => {
    const admin = await signIn(first);
    const stream = watch(await sameSessionOn(second, admin).get('/api/admin/events'));
    await settle();
    expect((await admin.post('/api/auth/logout')).status).toBe(200);
    await Promise.race([stream.done, settle(3000)]);
    expect(stream.state.ended).toBe(true);
    await second.events.publish(mailEvent('mail-after-remote-logout'));
    await settle(200);
    expect(stream.state.ids).toEqual([]);
  });

  it('ends the stream when the session expires', async () => {
    const admin = await signIn(second);
    const stream = watch(await admin.get('/api/admin/events'));
    await settle();
    await execute(db.dataSource, `UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = (SELECT sid FROM sessions ORDER BY expire DESC LIMIT 1)`);
    await Promise.race([stream.done, settle(3000)]);
    expect(stream.state.ended).toBe(true);
  });

  it('ends the stream past the absolute session lifetime, however active the session is', async () => {
    const admin = await signIn(second);
    const stream = watch(await admin.get('/api/admin/events'));
    await settle();
    await execute(
      db.dataSource,
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb((extract(epoch from now()) * 1000 - 13 * 3600 * 1000)::bigint))::json`,
    );
    await Promise.race([stream.done, settle(3000)]);
    expect(stream.state.ended).toBe(true);
  });

  it('ends the streams at once when a colleague disables the account in the panel, or its owner changes the password elsewhere', async () => {
    await ensureAdmin(db.dataSource, 'filomena', PASSWORD);
    const filomena = new HttpClient(first.baseUrl);
    expect((await filomena.post('/api/auth/login', { username: 'filomena', password: PASSWORD })).status).toBe(200);
    const admin = await signIn(first);
    const adminElsewhere = await signIn(first);
    const filomenaStream = watch(await filomena.get('/api/admin/events'));
    const adminStream = watch(await admin.get('/api/admin/events'));
    const elsewhereStream = watch(await adminElsewhere.get('/api/admin/events'));
    await settle();

    const { id } = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM admin_users WHERE username = 'filomena'`);
    const disabled = await admin.post(`/api/team/accounts/${id}/disable`, {});
    expect(disabled.status).toBe(200);
    const disabledAt = performance.now();
    await Promise.race([filomenaStream.done, settle(2000)]);
    expect(filomenaStream.state.ended).toBe(true);
    // Ended by the request itself: this instance's heartbeat is 25 s away.
    expect(filomenaStream.state.endedAt - disabledAt).toBeLessThan(500);

    const changed = await admin.post('/api/account/password', { currentPassword: PASSWORD, newPassword: `${PASSWORD}-nowe` });
    expect(changed.status).toBe(200);
    await Promise.race([elsewhereStream.done, settle(2000)]);
    expect(elsewhereStream.state.ended).toBe(true);
    // The session that made the change keeps its stream.
    await first.events.publish(mailEvent('mail-after-password-change'));
    await expect.poll(() => adminStream.state.ids).toEqual(['mail-after-password-change']);
    expect(adminStream.state.ended).toBe(false);
    await adminStream.cancel();
    // Back to the shared password for the other tests.
    expect((await admin.post('/api/account/password', { currentPassword: `${PASSWORD}-nowe`, newPassword: PASSWORD })).status).toBe(200);
  });

  it('ends the stream when the account is disabled', async () => {
    await ensureAdmin(db.dataSource, 'edyta', PASSWORD);
    const edyta = new HttpClient(second.baseUrl);
    expect((await edyta.post('/api/auth/login', { username: 'edyta', password: PASSWORD })).status).toBe(200);
    const admin = await signIn(second);
    const edytaStream = watch(await edyta.get('/api/admin/events'));
    const adminStream = watch(await admin.get('/api/admin/events'));
    await settle();
    await execute(db.dataSource, `UPDATE admin_users SET disabled_at = now() WHERE username = 'edyta'`);
    await Promise.race([edytaStream.done, settle(3000)]);
    expect(edytaStream.state.ended).toBe(true);
    // Another administrator's stream goes on.
    await second.events.publish(mailEvent('mail-for-admin'));
    await expect.poll(() => adminStream.state.ids).toEqual(['mail-for-admin']);
    expect(adminStream.state.ended).toBe(false);
    await adminStream.cancel();
  });

  it(`accepts at most ${MAX_STREAMS_PER_SESSION} streams per session, also when opened in parallel`, async () => {
    const admin = await signIn(first);
    const responses = await Promise.all(Array.from({ length: 12 }, () => admin.get('/api/admin/events')));
    const open = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect(open).toHaveLength(MAX_STREAMS_PER_SESSION);
    expect(refused).toHaveLength(12 - MAX_STREAMS_PER_SESSION);
    expect(await readJson(refused[0]!)).toEqual({ error: MESSAGES.auth.tooManyStreams, code: 'too_many_streams' });

    // Another session of the same administrator has its own allowance.
    const other = await signIn(first);
    const otherStream = await other.get('/api/admin/events');
    expect(otherStream.status).toBe(200);

    // A closed tab frees its place.
    const watched = open.map(watch);
    await watched[0]!.cancel();
    await expect.poll(async () => {
      const again = await admin.get('/api/admin/events');
      if (again.status === 200) watched.push(watch(again));
      return again.status;
    }).toBe(200);
    await Promise.all([...watched.map((stream) => stream.cancel()), watch(otherStream).cancel()]);
  });
});
