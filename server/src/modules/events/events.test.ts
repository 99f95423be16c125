import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Reads SSE frames from a response body until `count` events arrived. */
async function readEvents(response: Response, count: number, timeoutMs = 5000): Promise<{ id: string; event: string; data: AdminEvent }[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: { id: string; event: string; data: AdminEvent }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await Promise.race([
      reader.read(),
      new Promise<{ value: undefined; done: true }>((resolve) => setTimeout(() => resolve({ value: undefined, done: true }), deadline - Date.now())),
    ]);
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(frame.split('\n').filter((line) => !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      if (fields['data']) events.push({ id: fields['id'] ?? '', event: fields['event'] ?? '', data: JSON.parse(fields['data']) as AdminEvent });
    }
  }
  await reader.cancel();
  return events;
}

describe('admin events stream', () => {
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    first = await startTestApp(db.dataSource);
    second = await startTestApp(db.dataSource);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.drop();
  });

  it('streams an event published on another instance to a signed-in admin', async () => {
    const admin = new HttpClient(second.baseUrl);
    await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' });
    const stream = await admin.get('/api/admin/events');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(stream, 1);
    // Give the LISTEN connection of the second instance a moment to be ready.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const event: AdminEvent = { type: 'survey.created', id: 'survey-7', surveyId: 7, species: 'Królik', adopterName: 'Ola Nowak', createdAt: new Date().toISOString() };
    await first.events.publish(event);
    const [frame] = await received;
    expect(frame).toEqual({ id: 'survey-7', event: 'survey.created', data: event });
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    const admin = new HttpClient(first.baseUrl);
    await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' });
    const stream = await admin.get('/api/admin/events');
    const received = readEvents(stream, 2, 1500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const event = (id: string): AdminEvent => ({ type: 'mail.received', id, messageId: 1, fromName: 'Jan', subject: 'Pytanie', receivedAt: new Date().toISOString() });
    await db.dataSource
      .transaction(async (manager) => {
        await first.events.publish(event('mail-rolled-back'), manager);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await first.events.publish(event('mail-committed'));
    expect((await received).map((frame) => frame.id)).toEqual(['mail-committed']);
  });
});
