import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, type AlertSubscriberCounts, type AlertSubscriberListItem, type PersonalDataExport } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson } from '../../../test/listen.js';
import { MAIL_USERS, startMailServers, type MailServers, type ReceivedMail } from '../../../test/mail-servers.js';
import { mailTestConfig, startMailTestApp, type MailTestApp } from '../../../test/mail-test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { runRetention } from '../rodo/retention.js';
import { insertAnimal } from '../surveys/surveys.admin.fixtures.js';
import { subscribeToAlerts } from './alerts.service.js';
import { runAlertDigest } from './digest.js';
import { queryRows } from '../../db/sql.js';

const SUBSCRIBER = MAIL_USERS.adopter.address;
const VALID = { email: SUBSCRIBER, species: ['Królik'], policy: true, website: '' };
/** Evening in Poland (after the default digest hour, 17:00): the day's digest may go out. */
const DAY_ONE = new Date('2030-03-10T17:30:00Z');
const DAY_ONE_LATER = new Date('2030-03-10T21:00:00Z');
const DAY_TWO = new Date('2030-03-11T17:30:00Z');

const confirmLinkIn = (mail: ReceivedMail) => /(http\S+\/powiadomienia\/potwierdz\?token=[\w-]+)/.exec(mail.parsed.text ?? '')?.[1];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** A header as sent (mailparser folds the List-* headers into one object). */
const rawHeader = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im').exec(mail.source.toString('utf8'))?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();

/**
 * New-animal alerts against real PostgreSQL and real mail servers (an smtp-server relay handing
 * mail to dovecot, read back over IMAP): double opt-in, the daily digest, unsubscribe (page and
 * RFC 8058 one-click), expiry of unconfirmed sign-ups, the rate limit, staff counts and RODO.
 */
describe('new-animal alerts', () => {
  let db: TestDatabase;
  let servers: MailServers;
  let app: MailTestApp;
  let admin: HttpClient;

  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => queryRows<T>(db.dataSource, sql, params);
  const count = async (table: string) => Number((await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const digest = (now: Date) => runAlertDigest(db.dataSource, app.mail.outbox, { origin: app.config.publicUrl ?? 'http://sklep.test', foundationName: async () => 'Fundacja Testowa', digestHour: 17 }, now);
  const mailsWith = async (subject: RegExp, atLeast: number) =>
    (await servers.waitForMail(MAIL_USERS.adopter, (messages) => messages.filter((mail) => subject.test(mail.parsed.subject ?? '')).length >= atLeast, 20_000)).filter(
      (mail) => subject.test(mail.parsed.subject ?? ''),
    );
  const subscribeAndConfirm = async (body: unknown, confirmations: number) => {
    expect((await post('/api/alerts/subscribe', body)).status).toBe(202);
    const link = confirmLinkIn((await mailsWith(/^Potwierdź powiadomienia/, confirmations)).at(-1)!);
    expect((await post('/api/alerts/confirm', { token: tokenOf(link!) })).status).toBe(200);
  };

  beforeAll(async () => {
    [db, servers] = await Promise.all([createTestDatabase(), startMailServers()]);
    await ensureAdmin(db.dataSource, 'admin', 'haslo-administratora-1');
    const config = mailTestConfig(servers, { imap: false });
    app = await startMailTestApp(db.dataSource, { ...config, publicUrl: 'http://fundacja.example', alerts: { ...config.alerts, rateLimitPerHour: 3 } });
    admin = new HttpClient(app.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await servers?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    await q(`DELETE FROM rate_limits`);
  });

  it('refuses invalid input with a Polish 400 and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...VALID, email: 'nie-adres' }, ALERT_MESSAGES.emailInvalid],
      [{ ...VALID, species: [] }, ALERT_MESSAGES.speciesRequired],
      [{ ...VALID, species: ['Pies'] }, ALERT_MESSAGES.speciesInvalid],
      [{ ...VALID, policy: false }, ALERT_MESSAGES.policyRequired],
      [{ email: SUBSCRIBER, species: ['Królik'] }, ALERT_MESSAGES.policyRequired],
    ];
    for (const [body, error] of cases) {
      const response = await post('/api/alerts/subscribe', body);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ error });
    }
    expect(await count('alert_subscriptions')).toBe(0);
    expect(await count('outbox')).toBe(0);
    // A filled honeypot answers like a success and does nothing.
    const trap = await post('/api/alerts/subscribe', { ...VALID, website: 'http://spam.example' });
    expect(trap.status).toBe(202);
    expect(await count('alert_subscriptions')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('double opt-in: only the confirmation is sent before the link is opened, which works once; then one digest a day', async () => {
    const response = await post('/api/alerts/subscribe', { ...VALID, species: ['Królik', 'Szczur'] });
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ message: ALERT_MESSAGES.subscribed });
    const [pending] = await q<{ confirmed_at: Date | null; pending_species: string[]; pending_token_hash: string; species: string[] }>(
      `SELECT confirmed_at, pending_species, pending_token_hash, species FROM alert_subscriptions`,
    );
    expect(pending).toMatchObject({ confirmed_at: null, pending_species: ['Królik', 'Szczur'], species: [] });
    expect(pending!.pending_token_hash).toMatch(/^[a-f0-9]{64}$/);

    // An animal arrives before the confirmation: nothing is sent for it.
    await insertAnimal(db.dataSource, { name: 'Wczesny', species: 'Królik' });
    expect(await digest(DAY_ONE)).toEqual({ ran: true, sent: 0 });

    const [confirmation] = await mailsWith(/^Potwierdź powiadomienia/, 1);
    expect(confirmation!.parsed.text).toContain('Wybrane gatunki: Królik, Szczur.');
    const link = confirmLinkIn(confirmation!)!;
    expect(link.startsWith('http://fundacja.example/powiadomienia/potwierdz?token=')).toBe(true);
    // The token itself is not stored, only its hash.
    expect(await q(`SELECT 1 FROM alert_subscriptions WHERE pending_token_hash = $1`, [tokenOf(link)])).toHaveLength(0);
    expect((await q<{ to_address: string }>(`SELECT to_address FROM outbox`)).map((row) => row.to_address)).toEqual([SUBSCRIBER]);

    const confirmed = await post('/api/alerts/confirm', { token: tokenOf(link) });
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toEqual({ message: ALERT_MESSAGES.confirmed });
    const again = await post('/api/alerts/confirm', { token: tokenOf(link) });
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({ code: 'invalid_token', error: ALERT_MESSAGES.invalidToken });
    const [subscription] = await q<{ species: string[]; consent_at: Date | null; consent_policy_version: string }>(
      `SELECT species, consent_at, consent_policy_version FROM alert_subscriptions`,
    );
    expect(subscription).toMatchObject({ species: ['Królik', 'Szczur'], consent_policy_version: expect.any(String) as unknown });
    expect(subscription!.consent_at).not.toBeNull();

    // Two animals the same day (one with a photo), one of another species: one e-mail listing both.
    const kropka = await insertAnimal(db.dataSource, { name: 'Kropka', species: 'Królik' });
    const rysiek = await insertAnimal(db.dataSource, { name: 'Rysiek', species: 'Szczur' });
    await insertAnimal(db.dataSource, { name: 'Pestka', species: 'Chomik syryjski' });
    await q(
      `WITH image AS (
         INSERT INTO images (animal_id, filename, content_type, original, full_webp, card_webp, width, height,
           full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes)
         VALUES ($1, 'abcdef0123456789.jpg', 'image/jpeg', '\\x00', '\\x00', '\\x00', 1, 1, 1, 1, 1, 1, 1, 1, 1) RETURNING id)
       UPDATE animals SET cover_image_id = (SELECT id FROM image) WHERE id = $1`,
      [kropka],
    );
    expect(await digest(DAY_ONE)).toEqual({ ran: true, sent: 1 });
    const [first] = await mailsWith(/^Nowe zwierzaki do adopcji/, 1);
    expect(first!.parsed.subject).toBe('Nowe zwierzaki do adopcji (2)');
    expect(first!.parsed.text).toContain(`- Kropka (Królik): http://fundacja.example/zwierzak/${kropka}`);
    expect(first!.parsed.text).toContain(`- Rysiek (Szczur): http://fundacja.example/zwierzak/${rysiek}`);
    expect(first!.parsed.text).not.toContain('Pestka');
    expect(first!.parsed.text).not.toContain('Wczesny');
    expect(first!.parsed.html).toContain('src="http://fundacja.example/api/images/abcdef0123456789.jpg?w=card"');
    expect(rawHeader(first!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(first!, 'List-Id')).toBe('Nowe zwierzaki do adopcji <nowe-zwierzaki.fundacja.example>');
    expect(rawHeader(first!, 'List-Unsubscribe')).toMatch(/^<http:\/\/fundacja\.example\/api\/alerts\/unsubscribe\?token=[\w-]+>$/);

    // A third one later the same day waits for tomorrow; a hold and its release count as arriving again only once.
    const third = await insertAnimal(db.dataSource, { name: 'Fasolka', species: 'Królik' });
    expect(await digest(DAY_ONE_LATER)).toEqual({ ran: true, sent: 0 });
    expect(await digest(new Date('2030-03-11T08:00:00Z'))).toEqual({ ran: false, reason: 'too_early' });
    expect(await digest(DAY_TWO)).toEqual({ ran: true, sent: 1 });
    const [second] = await mailsWith(/^Nowy zwierzak do adopcji/, 1);
    expect(second!.parsed.subject).toBe('Nowy zwierzak do adopcji: Fasolka');
    expect(second!.parsed.text).toContain(`/zwierzak/${third}`);
    expect(second!.parsed.text).not.toContain('Kropka');
    expect(await digest(DAY_TWO)).toEqual({ ran: true, sent: 0 });

    // Released from hold back to available: queued again.
    await q(`UPDATE animals SET status = 'Wstrzymany' WHERE id = $1`, [kropka]);
    await q(`UPDATE animals SET status = 'Dostępny' WHERE id = $1`, [kropka]);
    expect(await digest(new Date('2030-03-12T17:30:00Z'))).toEqual({ ran: true, sent: 1 });
  });

  it('queues an animal each time it becomes available, whatever path changed its status', async () => {
    const events = async () => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM animal_available_events`))[0]!.n;
    const before = await events();
    const held = await insertAnimal(db.dataSource, { name: 'Wstrzymana', species: 'Szynszyla', status: 'Wstrzymany' });
    await insertAnimal(db.dataSource, { name: 'Tęczowa', species: 'Szynszyla', tm: true });
    expect(await events()).toBe(before);
    // Released from hold (the edit form), from a reservation (a survey) and from a cancelled adoption.
    for (const from of ['Wstrzymany', 'Zarezerwowany', 'Adoptowany'] as const) {
      await q(`UPDATE animals SET status = $2 WHERE id = $1`, [held, from]);
      await q(`UPDATE animals SET status = 'Dostępny' WHERE id = $1`, [held]);
    }
    expect(await events()).toBe(before + 3);
    // An edit that leaves it available queues nothing.
    await q(`UPDATE animals SET name = 'Dostępna', status = 'Dostępny' WHERE id = $1`, [held]);
    expect(await events()).toBe(before + 3);
  });

  it('a second sign-up (other letter case) updates the species after its own confirmation; the confirmed ones keep working', async () => {
    const before = await count('alert_subscriptions');
    expect((await post('/api/alerts/subscribe', { ...VALID, email: SUBSCRIBER.toUpperCase(), species: ['Mysz'] })).status).toBe(202);
    expect(await count('alert_subscriptions')).toBe(before);
    const [row] = await q<{ species: string[]; pending_species: string[] }>(`SELECT species, pending_species FROM alert_subscriptions`);
    expect(row).toEqual({ species: ['Królik', 'Szczur'], pending_species: ['Mysz'] });
    const link = confirmLinkIn((await mailsWith(/^Potwierdź powiadomienia/, 2)).at(-1)!)!;
    expect((await post('/api/alerts/confirm', { token: tokenOf(link) })).status).toBe(200);
    expect((await q<{ species: string[] }>(`SELECT species FROM alert_subscriptions`))[0]!.species).toEqual(['Mysz']);
  });

  it('sends one confirmation per address per day, also to sign-ups sent at once from many visitors', async () => {
    const victim = 'ofiara@example.org';
    const queued = () => q(`SELECT 1 FROM outbox WHERE to_address = $1`, [victim]).then((rows) => rows.length);
    // Eight at once (the per-visitor limit is not what stops them: the service is called directly).
    const sent = await Promise.all(Array.from({ length: 8 }, () => subscribeToAlerts(db.dataSource, app.mail, 'http://fundacja.example', { email: victim, species: ['Mysz'] })));
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(await queued()).toBe(1);
    // Through the API the answer stays the same, and still nothing more is sent.
    expect((await post('/api/alerts/subscribe', { ...VALID, email: victim.toUpperCase() })).status).toBe(202);
    expect(await queued()).toBe(1);
    // A day later the address may be asked again.
    await q(`UPDATE alert_subscriptions SET pending_at = now() - interval '25 hours' WHERE lower(email) = $1`, [victim]);
    expect((await post('/api/alerts/subscribe', { ...VALID, email: victim })).status).toBe(202);
    expect(await queued()).toBe(2);
    await q(`DELETE FROM alert_subscriptions WHERE lower(email) = $1`, [victim]);
  });

  it('staff see counts per species, and the addresses only from their own endpoint', async () => {
    const counts = await readJson<AlertSubscriberCounts>(await admin.get('/api/alerts/admin/counts'));
    expect(counts.species.find((entry) => entry.species === 'Mysz')).toEqual({ species: 'Mysz', subscribers: 1 });
    expect(counts.species.find((entry) => entry.species === 'Królik')).toEqual({ species: 'Królik', subscribers: 0 });
    expect(counts).toMatchObject({ confirmed: 1, pending: 0 });
    expect(JSON.stringify(counts)).not.toContain('@');
    const list = await readJson<AlertSubscriberListItem[]>(await admin.get('/api/alerts/admin/subscribers'));
    expect(list).toEqual([{ email: SUBSCRIBER, species: ['Mysz'], confirmedAt: expect.any(String) as unknown }]);
    expect((await fetch(`${app.baseUrl}/api/alerts/admin/subscribers`)).status).toBe(401);
  });

  it('unsubscribes with the one-click POST from any origin (only that endpoint) and from the page link', async () => {
    // A foreign origin is still refused everywhere else.
    expect((await post('/api/alerts/subscribe', VALID, { origin: 'https://mail.example' })).status).toBe(403);

    await insertAnimal(db.dataSource, { name: 'Mgiełka', species: 'Mysz' });
    // Two instances at once: one e-mail (the advisory lock, then the day already marked).
    const outcomes = await Promise.all([digest(new Date('2030-03-20T17:30:00Z')), digest(new Date('2030-03-20T17:30:00Z'))]);
    expect(outcomes.reduce((sum, outcome) => sum + (outcome.ran ? outcome.sent : 0), 0)).toBe(1);
    expect(await q(`SELECT 1 FROM outbox WHERE subject = 'Nowy zwierzak do adopcji: Mgiełka'`)).toHaveLength(1);
    const [mail] = (await mailsWith(/^Nowy zwierzak do adopcji: Mgiełka/, 1)).slice(-1);
    const oneClick = /^<(.+)>$/.exec(rawHeader(mail!, 'List-Unsubscribe') ?? '')![1]!;
    const wrong = await fetch(`${app.baseUrl}/api/alerts/unsubscribe?token=${'x'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.status).toBe(400);
    expect(await count('alert_subscriptions')).toBe(1);
    const done = await fetch(`${app.baseUrl}${new URL(oneClick).pathname}${new URL(oneClick).search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ message: ALERT_MESSAGES.unsubscribed });
    expect(await count('alert_subscriptions')).toBe(0);
    expect(await count('alert_unsubscribe_tokens')).toBe(0);

    // The page link of a digest (the unsubscribe page POSTs its token).
    await subscribeAndConfirm({ ...VALID, species: ['Mysz'] }, 3);
    await insertAnimal(db.dataSource, { name: 'Bąbel', species: 'Mysz' });
    expect(await digest(new Date('2030-03-21T17:30:00Z'))).toEqual({ ran: true, sent: 1 });
    const [latest] = (await mailsWith(/^Nowy zwierzak do adopcji: Bąbel/, 1)).slice(-1);
    const page = /(http\S+\/powiadomienia\/wypisz\?token=[\w-]+)/.exec(latest!.parsed.text ?? '')![1]!;
    const byPage = await post('/api/alerts/unsubscribe', { token: tokenOf(page) });
    expect(byPage.status).toBe(200);
    expect(await count('alert_subscriptions')).toBe(0);
    const twice = await post('/api/alerts/unsubscribe', { token: tokenOf(page) });
    expect(twice.status).toBe(400);
    expect(await readJson(twice)).toMatchObject({ error: ALERT_MESSAGES.unsubscribeInvalid });
  });

  it('deletes sign-ups left unconfirmed for 7 days in the retention run (injected clock), keeps confirmed ones', async () => {
    await subscribeAndConfirm({ ...VALID, species: ['Szczur'] }, 4);
    expect((await post('/api/alerts/subscribe', { ...VALID, species: ['Żółw'] })).status).toBe(202);
    expect((await post('/api/alerts/subscribe', { ...VALID, email: 'ktos.inny@example.test' })).status).toBe(202);
    const policy = app.config.retention;
    const sixDays = await runRetention(db.dataSource, policy, new Date(Date.now() + 6 * 86_400_000));
    expect(sixDays).toMatchObject({ ran: true, counts: { alertSignups: 0 } });
    expect(await count('alert_subscriptions')).toBe(2);
    const eightDays = await runRetention(db.dataSource, policy, new Date(Date.now() + 8 * 86_400_000));
    expect(eightDays).toMatchObject({ ran: true, counts: { alertSignups: 2 } });
    const rows = await q<{ email: string; species: string[]; pending_species: string[] | null }>(`SELECT email, species, pending_species FROM alert_subscriptions`);
    expect(rows).toEqual([{ email: SUBSCRIBER, species: ['Szczur'], pending_species: null }]);
  });

  it('the RODO export lists the subscription of the adopter\'s address and the erase deletes it', async () => {
    // The retention run above (a week ahead) ended the session.
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'haslo-administratora-1' })).status).toBe(200);
    const [adopter] = await q<{ id: number }>(
      `INSERT INTO adopters (first_name, last_name, email) VALUES ('Ada', 'Adopcyjna', $1) RETURNING id`,
      [SUBSCRIBER.toUpperCase()],
    );
    const exported = await readJson<PersonalDataExport>(await admin.get(`/api/adopters/${adopter!.id}/export`));
    expect(exported.alertSubscriptions).toEqual([
      expect.objectContaining({ email: SUBSCRIBER, species: ['Szczur'], confirmedAt: expect.any(String) as unknown, consentPolicyVersion: expect.any(String) as unknown }) as unknown,
    ]);
    const text = await (await admin.get(`/api/adopters/${adopter!.id}/export?format=text`)).text();
    expect(text).toContain('== Powiadomienia o nowych zwierzakach ==');
    expect(text).toContain('Potwierdzone gatunki: Szczur');
    expect((await admin.post(`/api/adopters/${adopter!.id}/erase`, {})).status).toBe(200);
    expect(await count('alert_subscriptions')).toBe(0);
  });

  it('of a parallel burst from one address at most the limit (3 an hour) gets through; the rest get 429', async () => {
    const [before, subscriptionsBefore] = [await count('outbox'), await count('alert_subscriptions')];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => post('/api/alerts/subscribe', { ...VALID, email: `seria${index}@example.test` })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readJson(refused)).toMatchObject({ error: ALERT_MESSAGES.rateLimited, code: 'rate_limited' });
    expect(await count('alert_subscriptions')).toBe(subscriptionsBefore + 3);
    expect(await count('outbox')).toBe(before + 3);
  });

  it('lets a new animal settle before it joins a digest, so the photos uploaded after it are in the e-mail', async () => {
    const email = 'cierpliwa@example.test';
    const [latest] = await q<{ max_id: number }>(`SELECT coalesce(max(id), 0) AS max_id FROM animal_available_events`);
    await q(`INSERT INTO alert_subscriptions (email, species, confirmed_at, last_event_id) VALUES ($1, '{Żółw}', now(), $2)`, [email, latest!.max_id]);
    await insertAnimal(db.dataSource, { name: 'Skorupka', species: 'Żółw' });
    const queuedFor = async () => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE to_address = $1`, [email]))[0]!.n;
    const run = (now: Date) =>
      runAlertDigest(db.dataSource, app.mail.outbox, { origin: 'http://fundacja.example', foundationName: async () => 'Fundacja Testowa', digestHour: 0, settleSeconds: 600 }, now);

    await run(new Date());
    expect(await queuedFor()).toBe(0);
    await run(new Date(Date.now() + 11 * 60_000));
    expect(await queuedFor()).toBe(1);
    await q(`DELETE FROM alert_subscriptions WHERE email = $1`, [email]);
  });
});
