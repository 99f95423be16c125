import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { contactSchema, MESSAGES, type ApiErrorBody } from '@pets/shared';
import { listen, readJson, type RunningServer } from '../../test/listen.js';
import { apiNotFound, errorHandler } from './error-handler.js';
import { HttpError } from './http-error.js';
import { parseInput } from './validate.js';

/** The real middleware chain of the API (JSON parser, validation, error handler) on a probe route. */
function probeApp() {
  const app = express();
  const api = express.Router();
  api.use(express.json({ limit: '1kb' }));
  api.post('/probe', (req, res) => {
    const input = parseInput(contactSchema, req.body);
    res.json({ ok: true, fullName: input.fullName });
  });
  api.get('/conflict', () => {
    throw HttpError.conflict('Zwierzak jest już zarezerwowany.', 'already_reserved');
  });
  api.get('/boom', () => {
    throw new Error('SELECT * FROM secret_table failed at line 3');
  });
  api.get('/db-down', () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
  });
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('API error shape', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await listen(probeApp());
  });
  afterAll(() => server.close());

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${server.baseUrl}/api/probe`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('answers malformed JSON with 400 and a Polish message', async () => {
    const response = await post('{"fullName": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: MESSAGES.server.invalidJson, code: 'invalid_json' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await post(JSON.stringify({ question: 'x'.repeat(5000) }));
    expect(response.status).toBe(413);
    expect((await readJson<ApiErrorBody>(response)).code).toBe('payload_too_large');
  });

  it('lists every invalid field and leads with the first rule broken', async () => {
    const response = await post(JSON.stringify({ fullName: 'Al', email: 'nope', phone: 12, question: '', policy: false }));
    expect(response.status).toBe(400);
    const body = await readJson<Required<ApiErrorBody>>(response);
    expect(body.code).toBe('validation_failed');
    expect(body.error).toBe(MESSAGES.contact.fullNameTooShort);
    expect(body.fields).toMatchObject({
      fullName: MESSAGES.contact.fullNameTooShort,
      email: MESSAGES.contact.emailInvalid,
      question: MESSAGES.contact.questionRequired,
      policy: MESSAGES.contact.policyRequired,
    });
    expect(body.fields['phone']).toBeTypeOf('string');
  });

  it('accepts valid input', async () => {
    const response = await post(
      JSON.stringify({ fullName: ' Anna Nowak ', email: 'anna@example.org', phone: '600700800', question: 'Czy Pimpek jest dostępny?', policy: true }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, fullName: 'Anna Nowak' });
  });

  it('keeps HttpError status, code and message', async () => {
    const response = await fetch(`${server.baseUrl}/api/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Zwierzak jest już zarezerwowany.', code: 'already_reserved' });
  });

  it('hides internals of unexpected errors', async () => {
    const response = await fetch(`${server.baseUrl}/api/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: MESSAGES.server.internal, code: 'internal_error' });
    expect(text).not.toMatch(/SELECT|secret_table|at line/);
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const response = await fetch(`${server.baseUrl}/api/db-down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await readJson<ApiErrorBody>(response)).code).toBe('database_unavailable');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/nie-ma-takiej`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: MESSAGES.server.notFound, code: 'not_found' });
  });
});
