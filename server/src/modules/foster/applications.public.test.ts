import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, FOSTER_MESSAGES, MESSAGES, PRIVACY_POLICY_VERSION, type FosterApplicationInput } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne, queryRows } from '../../db/sql.js';
import { ACKNOWLEDGEMENT_SUBJECT, FOSTER_ADMIN_PAGE } from './application-mail.js';
import { APPLICATIONS_PER_EMAIL } from './applications.service.js';

const HOUR = 60 * 60 * 1000;
/** The test foundation's inbox (app-harness TEST_FOUNDATION_ENV): the staff's notice goes there. */
const INBOX = 'kontakt@malelapki.example';

let sequence = 0;
/** A valid application with an address of its own (the per-address limit stays out of the way). */
function valid(change: Partial<FosterApplicationInput> = {}): FosterApplicationInput {
  sequence += 1;
  return {
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: `anna.kowalska.${sequence}@example.test`,
    phone: '+48 600 700 800',
    postcode: '30-001',
    city: 'Kraków',
    species: ['Świnka morska', 'Chomik syryjski'],
    capacity: 2,
    experience: 'Od 10 lat mam świnki morskie.',
    housing: 'Mieszkanie, osobny pokój na klatki.',
    otherAnimals: 'Kot, nie wchodzi do tego pokoju.',
    vetTransport: true,
    unavailable: 'Lipiec (urlop).',
    consent: true,
    policyVersion: PRIVACY_POLICY_VERSION,
    website: '',
    ...change,
  };
}

const randomKey = () => `key-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

interface OutboxRow {
  to_address: string;
  subject: string;
  text: string;
  html: string;
  reply_to: string | null;
  dedupe_key: string;
}

/**
 * POST /api/foster/applications on real PostgreSQL (issue 33, item 1): what is stored (with the
 * consent), the Polish message per field, the trap, repeats stored once, the per-visitor and
 * per-address limits under parallel sends, and the e-mails queued in the outbox.
 */
describe('foster home application (public)', () => {
  let db: TestDatabase;
  let app: RunningServer;
  let now = new Date('2026-12-01T10:00:00Z');

  const post = (body: unknown, server: RunningServer = app) =>
    fetch(`${server.baseUrl}/api/foster/applications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (await queryOne<{ n: number }>(db.dataSource, `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)).n;
  const applicationsOf = (email: string) => count('foster_applications', 'lower(email) = lower($1)', [email]);
  const mailTo = (to: string) => queryRows<OutboxRow>(db.dataSource, `SELECT to_address, subject, text, html, reply_to, dedupe_key FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id`, [to]);

  beforeAll(async () => {
    db = await createTestDatabase();
    // The per-visitor limit has its own test below; here it is out of the way.
    app = await startTestApp(db.dataSource, { contact: { rateLimitPerHour: 10_000 } }, { clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    await execute(db.dataSource, `DELETE FROM rate_limits`);
  });

  it('stores the application with the moment of consent and the policy version, and answers the thanks', async () => {
    const body = valid({ firstName: '  Anna ', city: ' Kraków ' });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ message: FOSTER_MESSAGES.applicationSent });

    const row = await queryOne<Record<string, unknown>>(db.dataSource, `SELECT * FROM foster_applications WHERE email = $1`, [body.email]);
    expect(row).toMatchObject({
      first_name: 'Anna',
      last_name: 'Kowalska',
      phone: '600700800',
      postcode: '30-001',
      city: 'Kraków',
      // In the form's order, whatever order they came in.
      species: ['Chomik syryjski', 'Świnka morska'],
      capacity: 2,
      experience: body.experience,
      housing: body.housing,
      other_animals: body.otherAnimals,
      vet_transport: true,
      unavailable: body.unavailable,
      consent_policy_version: PRIVACY_POLICY_VERSION,
      status: 'nowe',
      idempotency_key: null,
    });
    expect(row.consent_at).toEqual(now);
    expect(row.created_at).toEqual(now);
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('queues the acknowledgement to the applicant: what they sent, what happens next, their data and the policy link', async () => {
    const body = valid({ city: 'Łódź <b>Bałuty</b>', species: ['Królik'], capacity: 3, vetTransport: false });
    expect((await post(body)).status).toBe(201);
    const { id } = await queryOne<{ id: number }>(db.dataSource, `SELECT id FROM foster_applications WHERE email = $1`, [body.email]);

    const [mail, ...more] = await mailTo(body.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: ACKNOWLEDGEMENT_SUBJECT, dedupe_key: `foster-application:${id}` });
    expect(mail!.text).toContain('dziękujemy, że chcesz zostać domem tymczasowym Fundacji Małe Łapki');
    expect(mail!.text).toContain('- Gatunki: Królik');
    expect(mail!.text).toContain('- Ile zwierzaków naraz: 3');
    expect(mail!.text).toContain('- Miejscowość: Łódź <b>Bałuty</b> (30-001)');
    expect(mail!.text).toContain('- Transport do weterynarza: nie');
    expect(mail!.text).toContain('W ciągu kilku dni zadzwoni albo napisze do Ciebie koordynator');
    expect(mail!.text).toContain('osobisty link do strony swojego domu tymczasowego');
    expect(mail!.text).toMatch(/Zgłoszenie, którego nie przyjmiemy, usuwamy po 6 miesiącach/);
    expect(mail!.text).toMatch(/Polityka prywatności: https?:\/\/\S+\/docs\/polityka-prywatnosci\.pdf/);
    // What the visitor typed never becomes markup.
    expect(mail!.html).toContain('Łódź &lt;b&gt;Bałuty&lt;/b&gt; (30-001)');
    expect(mail!.html).not.toContain('<b>Bałuty</b>');
    expect(mail!.html).toMatch(/<a href="https?:\/\/\S+\/docs\/polityka-prywatnosci\.pdf"/);
  });

  it("queues a short notice to the foundation's inbox with the panel's link, Reply-To the applicant", async () => {
    const body = valid({ firstName: 'Zofia', lastName: 'nowak-Lis', city: 'Gdańsk' });
    expect((await post(body)).status).toBe(201);
    const notices = (await mailTo(INBOX)).filter((mail) => mail.reply_to === body.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Nowe zgłoszenie domu tymczasowego: Zofia N., Gdańsk');
    expect(notices[0]!.text).toContain(`E-mail: ${body.email}`);
    expect(notices[0]!.text).toContain('Telefon: 600700800');
    expect(notices[0]!.text).toMatch(new RegExp(`Zgłoszenie w panelu: https?://\\S+${FOSTER_ADMIN_PAGE}`));
  });

  it.each([
    ['no first name', { firstName: '  ' }, 'firstName', FOSTER_MESSAGES.firstNameRequired],
    ['no last name', { lastName: undefined }, 'lastName', FOSTER_MESSAGES.lastNameRequired],
    ['no e-mail', { email: '' }, 'email', MESSAGES.contact.emailRequired],
    ['a bad e-mail', { email: 'anna@example' }, 'email', MESSAGES.contact.emailInvalid],
    ['a bad phone', { phone: '60070080' }, 'phone', MESSAGES.contact.phoneInvalid],
    ['no phone', { phone: '' }, 'phone', MESSAGES.contact.phoneRequired],
    ['a bad postcode', { postcode: '30001' }, 'postcode', FOSTER_MESSAGES.postcodeInvalid],
    ['no city', { city: '' }, 'city', FOSTER_MESSAGES.cityRequired],
    ['no species', { species: [] }, 'species', FOSTER_MESSAGES.speciesRequired],
    ['a species not on the list', { species: ['Pies'] as unknown as FosterApplicationInput['species'] }, 'species.0', FOSTER_MESSAGES.speciesInvalid],
    ['capacity 0', { capacity: 0 }, 'capacity', FOSTER_MESSAGES.capacityInvalid],
    ['capacity 21', { capacity: 21 }, 'capacity', FOSTER_MESSAGES.capacityInvalid],
    ['no consent', { consent: false as unknown as true }, 'consent', FOSTER_MESSAGES.consentRequired],
    ['an unknown policy', { policyVersion: '1999-01-01' }, 'policyVersion', CONSENT_MESSAGES.unknownPolicyVersion],
  ])('refuses %s with 400 and the Polish message of that field, storing nothing', async (_case, change, field, message) => {
    const body = valid(change);
    const before = await Promise.all([count('foster_applications'), count('outbox')]);
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await readJson<{ error: string; code: string; fields: Record<string, string> }>(response);
    expect(answer.code).toBe('validation_failed');
    expect(answer.fields[field]).toBe(message);
    expect(await Promise.all([count('foster_applications'), count('outbox')])).toEqual(before);
  });

  it('names every wrong field of an empty form at once', async () => {
    const response = await post({ website: '' });
    expect(response.status).toBe(400);
    const answer = await readJson<{ error: string; fields: Record<string, string> }>(response);
    expect(answer.error).toBe(FOSTER_MESSAGES.firstNameRequired);
    expect(answer.fields).toMatchObject({
      firstName: FOSTER_MESSAGES.firstNameRequired,
      lastName: FOSTER_MESSAGES.lastNameRequired,
      email: MESSAGES.contact.emailRequired,
      phone: MESSAGES.contact.phoneRequired,
      postcode: FOSTER_MESSAGES.postcodeInvalid,
      city: FOSTER_MESSAGES.cityRequired,
      species: FOSTER_MESSAGES.speciesRequired,
      capacity: FOSTER_MESSAGES.capacityInvalid,
      consent: FOSTER_MESSAGES.consentRequired,
    });
  });

  it('pretends success for a filled trap field and stores and queues nothing', async () => {
    const before = await Promise.all([count('foster_applications'), count('outbox')]);
    const response = await post(valid({ website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ message: FOSTER_MESSAGES.applicationSent });
    expect(await Promise.all([count('foster_applications'), count('outbox')])).toEqual(before);
  });

  it('stores a double click once: the same key answers the same thanks and queues one acknowledgement', async () => {
    const body = valid({ idempotencyKey: randomKey() });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post(body);
      expect(response.status).toBe(201);
      expect(await readJson(response)).toEqual({ message: FOSTER_MESSAGES.applicationSent });
    }
    // A retry with a field changed still belongs to the stored application of that key.
    expect((await post({ ...body, city: 'Wieliczka' })).status).toBe(201);
    expect(await applicationsOf(body.email)).toBe(1);
    expect(await mailTo(body.email)).toHaveLength(1);
  });

  it('stores parallel sends of one key once, with one acknowledgement and one notice', async () => {
    const body = valid({ idempotencyKey: randomKey() });
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(await applicationsOf(body.email)).toBe(1);
    expect(await mailTo(body.email)).toHaveLength(1);
    expect((await mailTo(INBOX)).filter((mail) => mail.reply_to === body.email)).toHaveLength(1);
  });

  it('recognises the same form sent again without a key (even in parallel) for a day, then takes it as new', async () => {
    const body = valid({ idempotencyKey: undefined });
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ ...body, email: body.email.toUpperCase() })));
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(201));
    expect(await applicationsOf(body.email)).toBe(1);

    now = new Date(now.getTime() + 23 * HOUR);
    expect((await post(body)).status).toBe(201);
    expect(await applicationsOf(body.email)).toBe(1);

    now = new Date(now.getTime() + 2 * HOUR);
    expect((await post(body)).status).toBe(201);
    expect(await applicationsOf(body.email)).toBe(2);
    expect(await mailTo(body.email)).toHaveLength(2);
  });

  it(`takes at most ${APPLICATIONS_PER_EMAIL} applications a day from one address, also in parallel, in Polish`, async () => {
    const email = valid().email;
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, index) => post(valid({ email, capacity: index + 1, idempotencyKey: randomKey() }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(APPLICATIONS_PER_EMAIL).fill(201), ...Array<number>(7 - APPLICATIONS_PER_EMAIL).fill(429)]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(await readJson(refused)).toMatchObject({ code: 'email_rate_limited', error: FOSTER_MESSAGES.applicationEmailLimited });
    expect(await applicationsOf(email)).toBe(APPLICATIONS_PER_EMAIL);
    expect(await mailTo(email)).toHaveLength(APPLICATIONS_PER_EMAIL);

    // A day later the address may apply again.
    now = new Date(now.getTime() + 24 * HOUR + 1000);
    expect((await post(valid({ email, capacity: 9 }))).status).toBe(201);
    expect(await applicationsOf(email)).toBe(APPLICATIONS_PER_EMAIL + 1);
  });

  it('limits one visitor to the per-hour count, also in a parallel burst; a retry of a stored key still gets its answer', async () => {
    const limited = await startTestApp(db.dataSource, { contact: { rateLimitPerHour: 3 } }, { clock: () => now });
    try {
      const bodies = Array.from({ length: 6 }, () => valid({ idempotencyKey: randomKey() }));
      const before = await count('foster_applications');
      const responses = await Promise.all(bodies.map((body) => post(body, limited)));
      const statuses = responses.map((response) => response.status);
      expect([...statuses].sort()).toEqual([201, 201, 201, 429, 429, 429]);
      const refused = responses.find((response) => response.status === 429)!;
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await readJson(refused)).toMatchObject({ code: 'rate_limited', error: FOSTER_MESSAGES.rateLimited });
      expect(await count('foster_applications')).toBe(before + 3);

      const stored = bodies[statuses.indexOf(201)]!;
      expect((await post(stored, limited)).status).toBe(201);
      expect(await count('foster_applications')).toBe(before + 3);
    } finally {
      await limited.close();
    }
  });
});
