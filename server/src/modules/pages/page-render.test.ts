import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES, type AdminPage, type PublicPage } from '@pets/shared';
import { ensureAdmin } from '../accounts/admin-users.js';
import { startTestApp } from '../../../test/app-harness.js';
import { HttpClient } from '../../../test/http-client.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute, queryOne } from '../../db/sql.js';

interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

const page = (slug: string, body: string) => ({ title: `Strona ${slug}`, slug, summary: '', species: null, body, published: true });

/** Page bodies are rendered once, when saved, in the render pool; what cannot render is refused. */
describe('page bodies rendered on save', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let admin: HttpClient;
  let visitor: HttpClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureAdmin(db.dataSource, 'redaktorka', 'haslo-administratora-1');
    server = await startTestApp(db.dataSource);
    admin = new HttpClient(server.baseUrl);
    visitor = new HttpClient(server.baseUrl);
    expect((await admin.post('/api/auth/login', { username: 'redaktorka', password: 'haslo-administratora-1' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('refuses quotes nested 49,000 deep on save and on preview, naming the line, and saves nothing', async () => {
    const body = `Wstęp\n\n${'>'.repeat(49_000)} cytat`;
    for (const response of [await admin.post('/api/content/pages', page('glebokie-cytaty', body)), await admin.post('/api/content/preview', { body })]) {
      expect(response.status).toBe(400);
      const error = await readJson<ErrorBody>(response);
      expect(error.fields?.body).toBe(PAGE_MESSAGES.tooDeep(3));
      expect(error.fields?.body).toMatch(/^Wiersz 3: cytaty lub listy są zagnieżdżone więcej niż 8 razy/);
    }
    expect(await queryOne<{ count: number }>(db.dataSource, `SELECT count(*)::int AS count FROM pages WHERE slug = 'glebokie-cytaty'`)).toEqual({ count: 0 });
    // Lists nested in one line count the same; a guide's usual two or three levels are fine.
    const lists = await admin.post('/api/content/preview', { body: `${'- '.repeat(12)}punkt` });
    expect((await readJson<ErrorBody>(lists)).fields?.body).toBe(PAGE_MESSAGES.tooDeep(1));
    const usual = await admin.post('/api/content/preview', { body: '> cytat\n> > odpowiedź\n\n- siano\n  - łąkowe\n    1. świeże' });
    expect(usual.status).toBe(200);
  });

  it('stores the HTML when the page is saved and serves visitors that, without rendering again', async () => {
    const created = await readJson<{ page: AdminPage }>(await admin.post('/api/content/pages', page('zapisany-html', '## Siano\n\nZawsze **świeże**.')));
    const stored = await queryOne<{ html: string }>(db.dataSource, `SELECT html FROM pages WHERE id = $1`, [created.page.id]);
    expect(stored.html).toBe('<h2>Siano</h2>\n<p>Zawsze <strong>świeże</strong>.</p>');
    // The visitor gets the stored HTML as it is: change it behind the app's back and the API shows the change.
    await execute(db.dataSource, `UPDATE pages SET html = '<p>Z bazy.</p>' WHERE id = $1`, [created.page.id]);
    expect((await readJson<PublicPage>(await visitor.get('/api/pages/zapisany-html'))).html).toBe('<p>Z bazy.</p>');
    // A save renders it again.
    const saved = await admin.request('PUT', `/api/content/pages/${created.page.id}`, page('zapisany-html', 'Tylko **tekst**.'));
    expect(saved.status).toBe(200);
    expect((await readJson<PublicPage>(await visitor.get('/api/pages/zapisany-html'))).html).toBe('<p>Tylko <strong>tekst</strong>.</p>');
  });

  it('renders a page saved before pages kept their HTML once, on its first visit, and stores it', async () => {
    const created = await readJson<{ page: AdminPage }>(await admin.post('/api/content/pages', page('sprzed-zmiany', 'Stara *treść*.')));
    await execute(db.dataSource, `UPDATE pages SET html = NULL WHERE id = $1`, [created.page.id]);
    expect((await readJson<PublicPage>(await visitor.get('/api/pages/sprzed-zmiany'))).html).toBe('<p>Stara <em>treść</em>.</p>');
    expect(await queryOne<{ html: string | null }>(db.dataSource, `SELECT html FROM pages WHERE id = $1`, [created.page.id])).toEqual({ html: '<p>Stara <em>treść</em>.</p>' });
  });

  it('keeps the server answering while a slow body renders: /api/health is not held up by it', async () => {
    // 24,500 "*a": the emphasis parser's worst case, 0.8–2.3 s of work on the request thread before.
    const slow = admin.post('/api/content/preview', { body: '*a'.repeat(24_500) });
    let previewDone = false;
    void slow.then(() => (previewDone = true));
    // Once the render has started, health answers before it ends.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await visitor.get('/api/health');
    expect(health.status).toBe(200);
    expect(previewDone).toBe(false);
    expect([200, 400]).toContain((await slow).status);
  });
});
