import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailListResponse } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { MAIL_USERS, startMailServers, type MailServers } from '../../../test/mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { queryOne } from '../../db/sql.js';

const MESSAGES = 1000;

function rawMessage(index: number): string {
  const date = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toUTCString();
  const headers = [
    `From: "Nadawca ${index % 37}" <nadawca${index % 37}@example.test>`,
    `To: ${MAIL_USERS.foundation.address}`,
    `Subject: Wiadomosc numer ${index}${index % 50 === 0 ? ' faktura' : ''}`,
    `Date: ${date}`,
    `Message-ID: <skala-${index}@example.test>`,
    'MIME-Version: 1.0',
  ];
  const text = `Dzien dobry,\r\nto jest wiadomosc ${index}.\r\n${'Tresc testowa. '.repeat(20)}\r\n`;
  if (index % 20 !== 0) return [...headers, 'Content-Type: text/plain; charset=utf-8', '', text].join('\r\n');
  const attachment = Buffer.alloc(20_000, index % 256).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    ...headers,
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    `<p>Wiadomosc <b>${index}</b> z zalacznikiem</p>`,
    '--b1',
    `Content-Type: application/pdf; name="dokument-${index}.pdf"`,
    `Content-Disposition: attachment; filename="dokument-${index}.pdf"`,
    'Content-Transfer-Encoding: base64',
    '',
    attachment,
    '--b1--',
    '',
  ].join('\r\n');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/**
 * Measurements for the closing note: the first synchronisation of a mailbox of 1,000
 * messages (5 % with a 20 kB attachment) and the latency of the mailbox list over that cache.
 */
describe(`mailbox of ${MESSAGES} messages`, () => {
  let db: TestDatabase;
  let servers: MailServers;
  let app: MailTestApp;
  let seedMs = 0;

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    const seeded = performance.now();
    await servers.seedMaildir(
      MAIL_USERS.foundation,
      Array.from({ length: MESSAGES }, (_, offset) => ({ raw: rawMessage(offset + 1), seen: (offset + 1) % 3 === 0 })),
    );
    seedMs = Math.round(performance.now() - seeded);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await servers?.close();
    await db?.drop();
  });

  it('synchronises the whole mailbox and lists pages of it quickly', async () => {
    const started = performance.now();
    app = await startMailTestApp(db.dataSource, mailTestConfig(servers, { smtp: false }));
    await app.mail.imap!.whenSynced(120_000);
    const syncMs = Math.round(performance.now() - started);
    const { total, seen, attachments } = await queryOne<{ total: number; seen: number; attachments: number }>(
      db.dataSource,
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE seen)::int AS seen, count(*) FILTER (WHERE has_attachments)::int AS attachments FROM mail_messages`,
    );
    expect({ total, seen, attachments }).toEqual({ total: MESSAGES, seen: Math.floor(MESSAGES / 3), attachments: MESSAGES / 20 });

    // A second pass with nothing new is cheap (what IDLE and the periodic re-sync run).
    const idle = await app.mail.imap!.syncNow();
    expect(idle.inserted).toBe(0);

    const admin = new HttpClient(app.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const timings: Record<string, number[]> = {};
    const queries = { 'page 1': '', 'page 20': '?page=20', 'unread': '?seen=0', 'search': '?q=faktura', 'search sender': '?q=nadawca7@' };
    for (let round = 0; round < 30; round += 1) {
      for (const [name, query] of Object.entries(queries)) {
        const requestStarted = performance.now();
        const body = await readJson<MailListResponse>(await admin.get(`/api/mail/messages${query}`));
        (timings[name] ??= []).push(performance.now() - requestStarted);
        if (round === 0 && name === 'page 1') expect(body.items).toHaveLength(25);
        if (round === 0 && name === 'search') expect(body.total).toBe(MESSAGES / 50);
      }
    }
    const summary = Object.entries(timings)
      .map(([name, values]) => `${name} p50 ${percentile(values, 50)} ms / p95 ${percentile(values, 95)} ms`)
      .join('; ');
    console.info(`[measure] (maildir seeded in ${seedMs} ms) first sync of ${MESSAGES} messages: ${syncMs} ms; an idle pass: ${idle.durationMs} ms; GET /api/mail/messages: ${summary}`);
    expect(syncMs).toBeLessThan(90_000);
    expect(percentile(timings['page 1']!, 50)).toBeLessThan(200);
  }, 180_000);
});
