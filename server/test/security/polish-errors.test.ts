import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { startTestApp } from '../app-harness.js';
import { HttpClient } from '../http-client.js';
import type { RunningServer } from '../listen.js';
import { ENGLISH_VALIDATION_PATTERN } from '../fuzz/api-fuzz.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';

/**
 * Every validation refusal speaks Polish (issue 17, finding 11): zod's English defaults such as
 * "Invalid input: expected object, received undefined" or "Too big: expected number to be <=100"
 * used to reach the `error` and `fields` of 400 answers wherever a schema set no message.
 */
describe('validation errors in Polish', () => {
  let db: TestDatabase;
  let app: RunningServer;
  let admin: HttpClient;
  let visitor: HttpClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    app = await startTestApp(db.dataSource);
    admin = new HttpClient(app.baseUrl);
    visitor = new HttpClient(app.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const cases: [string, (client: { admin: HttpClient; visitor: HttpClient }) => Promise<Response>, RegExp | string][] = [
    ['a contact form sent without a JSON body', ({ visitor }) => visitor.request('POST', '/api/contact', 'x', { 'content-type': 'text/plain' }), 'To pole jest wymagane.'],
    ['a chat message of the wrong type', ({ visitor }) => visitor.post('/api/chat/ask', { message: 'Hej', history: 'nie lista' }), /Nieprawidłowa wartość/],
    ['a survey that is a list', ({ visitor }) => visitor.post('/api/survey', []), /Nieprawidłowa wartość|wymagane/],
    ['an unknown public filter', ({ visitor }) => visitor.get('/api/animals/available?status=Sprzedany'), /Nieprawidłowa/],
    ['a mail page size over the limit', ({ admin }) => admin.get('/api/mail/messages?limit=500'), 'Wartość może wynosić najwyżej 100.'],
    ['a mail filter outside its values', ({ admin }) => admin.get('/api/mail/messages?seen=tak'), /Nieprawidłowa/],
    ['an animal added with a name of the wrong type', ({ admin }) => admin.post('/api/animals/add', { imie: 7 }), /Nieprawidłowa wartość \(oczekiwano: tekst\)|To pole jest wymagane/],
    ['an admin registered with a long name', ({ admin }) => admin.post('/api/auth/register', { username: 'a'.repeat(101), password: 'x'.repeat(12) }), 'Nazwa użytkownika może mieć najwyżej 100 znaków.'],
  ];

  it.each(cases)('%s: a Polish 400', async (_label, send, expected) => {
    const response = await send({ admin, visitor });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(ENGLISH_VALIDATION_PATTERN);
    const body = JSON.parse(text) as { error: string; code: string; fields?: Record<string, string> };
    const all = [body.error, ...Object.values(body.fields ?? {})];
    expect(all.some((message) => (typeof expected === 'string' ? message === expected : expected.test(message))), JSON.stringify(body)).toBe(true);
  });
});
