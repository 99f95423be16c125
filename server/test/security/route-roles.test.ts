import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ROLE_MESSAGES, STAFF_ROLES, TWO_FACTOR_MESSAGES, type AuthMe, type DashboardResponse, type StaffRole, type SurveyAdminDetail, type SurveyAdminListPage } from '@pets/shared';
import { ensureAdmin } from '../../src/modules/accounts/admin-users.js';
import { execute } from '../../src/db/sql.js';
import { ROUTE_ROLES } from '../../src/http/access.js';
import { startTestApp } from '../app-harness.js';
import { changedTables, createDbFingerprinter } from '../fuzz/db-fingerprint.js';
import { catalogRoutes, routeKey, type CatalogRoute } from '../fuzz/route-catalog.js';
import { HttpClient } from '../http-client.js';
import { readJson } from '../listen.js';
import { createTestDatabase, type TestDatabase } from '../test-db.js';

const PASSWORD = 'haslo-do-testu-rol-1';
/** A body that would be valid for many routes: a role that may not call one must not get past the guard with it. */
const PLAUSIBLE_BODY = { animalId: 1, animals: [1], role: 'administrator', delivery: 'password', username: 'przejecie', email: 'a@b.pl', text: 'notatka', status: 'Wstrzymany' };

/** The table's key of a catalogued /api route ("POST /team/accounts/:id/role"). */
const tableKey = (route: CatalogRoute) => `${route.method} ${route.path.replace(/^\/api/, '')}`;

/**
 * Every admin route for every role, found in the real router (a route added later is walked
 * too): a role the table does not list gets 403 with the Polish message whatever it sends, and
 * nothing changes; a listed role gets past the role guard. A one-time password opens only the
 * password change; a required second factor not yet enrolled opens only the enrolment.
 */
describe('admin routes × roles', () => {
  let db: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let guarded: CatalogRoute[];
  const clients = {} as Record<StaffRole | 'oneTime', HttpClient>;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    server = await startTestApp(db.dataSource);
    guarded = catalogRoutes(server.app).filter((route) => route.admin);
    for (const role of [...STAFF_ROLES, 'oneTime'] as const) {
      const username = `konto-${role.toLowerCase()}`;
      await ensureAdmin(db.dataSource, username, PASSWORD);
      await execute(db.dataSource, 'UPDATE admin_users SET role = $1, must_change_password = $2 WHERE username = $3', [
        role === 'oneTime' ? 'administrator' : role,
        role === 'oneTime',
        username,
      ]);
      const http = new HttpClient(server.baseUrl);
      expect((await http.post('/api/auth/login', { username, password: PASSWORD })).status).toBe(200);
      clients[role] = http;
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lists every route of the admin API in the table of roles, and nothing that is not a route', () => {
    const adminApi = (server.app.locals.adminApi as Router).stack.filter((layer) => layer.route).length;
    const apiRoutes = guarded.filter((route) => !route.path.startsWith('/api/auth/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(adminApi);
    expect(apiRoutes.map(tableKey).filter((key) => !(key in ROUTE_ROLES))).toEqual([]);
    expect(Object.keys(ROUTE_ROLES).filter((key) => !apiRoutes.some((route) => tableKey(route) === key))).toEqual([]);
  });

  it('answers 403 with the Polish message to each role on every route it may not call, before reading its input, and changes nothing', async () => {
    const fingerprint = await createDbFingerprinter(db.dataSource);
    const before = await fingerprint();
    const refused: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const route of guarded) {
        const allowed = ROUTE_ROLES[tableKey(route)] ?? (route.path === '/api/auth/register' ? ['administrator'] : STAFF_ROLES);
        if (allowed.includes(role)) continue;
        const response = await clients[role].request(route.method, route.path.replace(/:\w+/g, '1'), route.method === 'GET' ? undefined : PLAUSIBLE_BODY);
        expect({ role, route: routeKey(route), status: response.status }).toEqual({ role, route: routeKey(route), status: 403 });
        expect(await readJson(response)).toEqual({ error: ROLE_MESSAGES.forbidden, code: 'forbidden_role' });
        refused.push(`${role} ${routeKey(route)}`);
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    // The team and the settings are the administrators' alone; volunteers cannot touch a person.
    expect(refused).toEqual(expect.arrayContaining(['koordynator POST /api/team/accounts/:id/reset-password', 'koordynator POST /api/team/accounts', 'koordynator POST /api/adopters/:id/erase']));
    expect(refused).toEqual(expect.arrayContaining(['koordynator PUT /api/settings/foundation', 'wolontariusz PUT /api/settings/foundation', 'koordynator GET /api/settings/foundation']));
    expect(refused).toEqual(expect.arrayContaining(['wolontariusz GET /api/adopters', 'wolontariusz PUT /api/animals/:id', 'wolontariusz POST /api/survey/:id/reserve']));
    // Two-step sign-in: the requirement and removing a colleague's factor are the administrators' alone.
    expect(refused).toEqual(
      expect.arrayContaining([
        'wolontariusz GET /api/settings/security',
        'wolontariusz PUT /api/settings/security',
        'wolontariusz POST /api/team/accounts/:id/two-factor/reset',
        'koordynator PUT /api/settings/security',
        'koordynator POST /api/team/accounts/:id/two-factor/reset',
      ]),
    );
  });

  it('answers 403, not 400 or 413, to a role sending a malformed or oversized body to a route it may not call', async () => {
    const oversized = JSON.stringify({ text: 'x'.repeat(150_000) });
    for (const role of STAFF_ROLES) {
      for (const route of guarded.filter((candidate) => candidate.method !== 'GET')) {
        const allowed = ROUTE_ROLES[tableKey(route)] ?? (route.path === '/api/auth/register' ? ['administrator'] : STAFF_ROLES);
        if (allowed.includes(role)) continue;
        for (const [kind, body] of [['malformed', '{"role": "administrator",'], ['oversized', oversized]] as const) {
          const response = await clients[role].request(route.method, route.path.replace(/:\w+/g, '1'), body);
          expect({ role, route: routeKey(route), kind, status: response.status }).toEqual({ role, route: routeKey(route), kind, status: 403 });
          await response.arrayBuffer();
        }
      }
    }
    // A role that may call the route is told what is wrong with what it sent; so is any visitor
    // on a public route.
    const malformed = await clients.administrator.request('POST', '/api/team/accounts', '{"username": ');
    expect({ status: malformed.status, body: await readJson(malformed) }).toEqual({ status: 400, body: { error: MESSAGES.server.invalidJson, code: 'invalid_json' } });
    const tooLarge = await clients.administrator.request('PUT', '/api/settings/foundation', oversized);
    expect(tooLarge.status).toBe(413);
    const visitor = await new HttpClient(server.baseUrl).request('POST', '/api/contact', '{"fullName": ');
    expect({ status: visitor.status, body: await readJson(visitor) }).toEqual({ status: 400, body: { error: MESSAGES.server.invalidJson, code: 'invalid_json' } });
    // Without a session: 401 first, as before.
    expect((await new HttpClient(server.baseUrl).request('POST', '/api/team/accounts', '{"username": ')).status).toBe(401);
  });

  it('lets each role past the role guard on every route it may call', async () => {
    for (const role of STAFF_ROLES) {
      for (const route of guarded) {
        const allowed = ROUTE_ROLES[tableKey(route)] ?? (route.path === '/api/auth/register' ? ['administrator'] : STAFF_ROLES);
        if (!allowed.includes(role)) continue;
        // Ids that match nothing, an empty body: nothing is changed, and the answer is the route's own.
        const response = await clients[role].request(route.method, route.path.replace(/:\w+/g, '999999'), route.method === 'GET' ? undefined : {});
        // The event stream stays open: its headers are the answer.
        if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
        const body = response.status === 403 ? await readJson<{ code?: string }>(response) : null;
        expect({ role, route: routeKey(route), code: body?.code }).toEqual({ role, route: routeKey(route), code: undefined });
      }
    }
  });

  it('volunteers read surveys with the first name only: no surname, e-mail, phone, postcode or town', async () => {
    const page = await readJson<SurveyAdminListPage>(await clients.wolontariusz.get('/api/survey/surveys?limit=50'));
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.adopter).toEqual({ firstName: expect.any(String) as string, lastName: '', email: '', phone: '' });
    const full = await readJson<SurveyAdminListPage>(await clients.koordynator.get('/api/survey/surveys?limit=50'));
    expect(full.items[0]!.adopter.email).toMatch(/@/);
    const id = page.items[0]!.id;
    const detail = await readJson<SurveyAdminDetail>(await clients.wolontariusz.get(`/api/survey/details/${id}`));
    expect(detail.adopter).toEqual({ firstName: full.items[0]!.adopter.firstName, lastName: '', email: '', phone: '', zip: '', city: '' });
    expect(detail.contactDifferences).toEqual([]);
    expect(JSON.stringify(detail)).not.toContain(full.items[0]!.adopter.email);
  });

  it('volunteers see "Na dziś" with first names and no mail', async () => {
    const full = await readJson<DashboardResponse>(await clients.koordynator.get('/api/dashboard'));
    const limited = await readJson<DashboardResponse>(await clients.wolontariusz.get('/api/dashboard'));
    expect(full.newSurveys.items.length).toBeGreaterThan(0);
    expect(full.newSurveys.items[0]!.person).toMatch(/\S+\s+\S+/);
    expect(limited.newSurveys.items.map((item) => item.person)).toEqual(full.newSurveys.items.map((item) => item.person.split(' ')[0]));
    expect(limited.unreadMail).toEqual({ count: 0, items: [] });
  });

  it('a one-time password opens only the password change: /auth/me says so, everything else answers 403', async () => {
    const oneTime = clients.oneTime;
    const me = await readJson<AuthMe>(await oneTime.get('/api/auth/me'));
    expect(me).toMatchObject({ user: { username: 'konto-onetime', role: 'administrator' }, mustChangePassword: true });
    for (const route of guarded.filter((candidate) => ROUTE_ROLES[tableKey(candidate)] && tableKey(candidate) !== 'POST /account/password')) {
      const response = await oneTime.request(route.method, route.path.replace(/:\w+/g, '1'), route.method === 'GET' ? undefined : PLAUSIBLE_BODY);
      expect({ route: routeKey(route), status: response.status }).toEqual({ route: routeKey(route), status: 403 });
      expect(await readJson(response)).toEqual({ error: ROLE_MESSAGES.mustChangePassword, code: 'password_change_required' });
    }
    const changed = await oneTime.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'moje-wlasne-nowe-haslo' });
    expect(changed.status).toBe(200);
    expect((await readJson<AuthMe>(await oneTime.get('/api/auth/me'))).mustChangePassword).toBe(false);
    expect((await oneTime.get('/api/team/accounts')).status).toBe(200);
  });

  it('when two-step sign-in is required of everyone, an account without it may only enrol (and change a one-time password)', async () => {
    await execute(db.dataSource, 'UPDATE security_settings SET require_two_factor = true');
    try {
      const volunteer = clients.wolontariusz;
      expect(await readJson<AuthMe>(await volunteer.get('/api/auth/me'))).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
      const open = new Set(['POST /account/password', 'GET /account/two-factor', 'POST /account/two-factor/setup', 'POST /account/two-factor/enable']);
      for (const route of guarded.filter((candidate) => ROUTE_ROLES[tableKey(candidate)] && !open.has(tableKey(candidate)))) {
        const response = await volunteer.request(route.method, route.path.replace(/:\w+/g, '1'), route.method === 'GET' ? undefined : PLAUSIBLE_BODY);
        expect({ route: routeKey(route), status: response.status }).toEqual({ route: routeKey(route), status: 403 });
        expect(await readJson(response)).toEqual({ error: TWO_FACTOR_MESSAGES.setupRequired, code: 'two_factor_setup_required' });
      }
      expect((await volunteer.get('/api/account/two-factor')).status).toBe(200);
      expect((await volunteer.post('/api/account/two-factor/setup', {})).status).toBe(200);
      // Wrong input, not the gate: the enrolment's own answer.
      expect(await readJson(await volunteer.post('/api/account/two-factor/enable', {}))).toMatchObject({ code: 'validation_failed' });
    } finally {
      await execute(db.dataSource, 'UPDATE security_settings SET require_two_factor = false');
    }
    expect((await clients.wolontariusz.get('/api/dashboard')).status).toBe(200);
  });
});
