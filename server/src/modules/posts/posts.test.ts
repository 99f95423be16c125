import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type SocialPost } from '@pets/shared';
import { startTestApp } from '../../../test/app-harness.js';
import { readJson, type RunningServer } from '../../../test/listen.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute } from '../../db/sql.js';

/** A local server that answers like the Graph API's /{page-id}/posts, or fails on demand. */
function startFakeGraph() {
  const state = { failing: false, requests: [] as URL[], extra: [] as Record<string, unknown>[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    state.requests.push(url);
    if (state.failing) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom', code: 1 } }));
      return;
    }
    if (url.searchParams.get('access_token') !== 'secret-token' || url.pathname !== '/v21.0/page-123/posts') {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', code: 190 } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        data: [
          { id: 'page-123_1', full_picture: 'https://scontent-waw1-1.xx.fbcdn.net/v/t39/1.jpg?oh=a', permalink_url: 'https://www.facebook.com/1', created_time: '2026-11-20T10:00:00+0000', message: 'Kulka znalazła dom!' },
          { id: 'page-123_2', permalink_url: 'https://www.facebook.com/2', created_time: '2026-11-18T10:00:00+0000' },
          ...state.extra,
        ],
        paging: { cursors: { before: 'a', after: 'b' } },
      }),
    );
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/v21.0`, state, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const facebook = (graphUrl: string) => ({ pageId: 'page-123', accessToken: 'secret-token', graphUrl, cacheSeconds: 0 });

describe('GET /api/latest-post', () => {
  let db: TestDatabase;
  let graph: Awaited<ReturnType<typeof startFakeGraph>>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    graph = await startFakeGraph();
    await execute(
      db.dataSource,
      `INSERT INTO social_posts (id, full_picture, permalink_url, created_time, message) VALUES
       ('local-1', NULL, 'https://www.facebook.com/p/1', '2026-11-01T12:00:00Z', 'Starszy post'),
       ('local-2', NULL, 'https://www.facebook.com/p/2', '2026-11-10T12:00:00Z', 'Nowszy post')`,
    );
  });
  afterEach(() => {
    graph.state.failing = false;
    graph.state.extra = [];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await graph?.close();
    await db?.drop();
  });

  const start = async (overrides: Parameters<typeof startTestApp>[1]) => {
    const server = await startTestApp(db.dataSource, overrides);
    servers.push(server);
    return server;
  };

  it('serves the posts table, newest first, when no page is configured', async () => {
    const server = await start({});
    const posts = await readJson<SocialPost[]>(await fetch(`${server.baseUrl}/api/latest-post`));
    expect(posts.map((post) => post.id)).toEqual(['local-2', 'local-1']);
    expect(posts[0]).toEqual({
      id: 'local-2',
      full_picture: null,
      permalink_url: 'https://www.facebook.com/p/2',
      created_time: '2026-11-10T12:00:00Z',
      message: 'Nowszy post',
    });
  });

  it('reads the Graph API with the spec fields when the page is configured', async () => {
    const server = await start({ facebook: facebook(graph.url) });
    const response = await fetch(`${server.baseUrl}/api/latest-post`);
    expect(response.status).toBe(200);
    const posts = await readJson<SocialPost[]>(response);
    expect(posts).toEqual([
      { id: 'page-123_1', full_picture: 'https://scontent-waw1-1.xx.fbcdn.net/v/t39/1.jpg?oh=a', permalink_url: 'https://www.facebook.com/1', created_time: '2026-11-20T10:00:00+0000', message: 'Kulka znalazła dom!' },
      { id: 'page-123_2', full_picture: null, permalink_url: 'https://www.facebook.com/2', created_time: '2026-11-18T10:00:00+0000', message: '' },
    ]);
    const asked = graph.state.requests.at(-1);
    expect(asked?.searchParams.get('fields')).toBe('id,full_picture,permalink_url,created_time,message');
  });

  it('passes only https: Facebook permalinks and pictures from the Facebook CDN (issue 17, finding 12)', async () => {
    graph.state.extra = [
      { id: 'page-123_3', full_picture: 'https://tracker.example/pixel.gif', permalink_url: 'javascript:alert(document.cookie)', created_time: '2026-11-17T10:00:00+0000', message: 'a' },
      { id: 'page-123_4', full_picture: 'http://scontent.xx.fbcdn.net/4.jpg', permalink_url: 'http://www.facebook.com/4', created_time: '2026-11-16T10:00:00+0000', message: 'b' },
      { id: 'page-123_5', full_picture: 'https://fbcdn.net.evil.example/5.jpg', permalink_url: 'https://facebook.com.evil.example/5', created_time: '2026-11-15T10:00:00+0000', message: 'c' },
      { id: 'page-123_6', full_picture: 'data:image/svg+xml,<svg/>', permalink_url: 'https://m.facebook.com/story.php?id=6', created_time: '2026-11-14T10:00:00+0000', message: 'd' },
    ];
    const server = await start({ facebook: facebook(graph.url) });
    const posts = await readJson<SocialPost[]>(await fetch(`${server.baseUrl}/api/latest-post`));
    const byId = new Map(posts.map((post) => [post.id, post]));
    expect(byId.get('page-123_1')!.full_picture).toBe('https://scontent-waw1-1.xx.fbcdn.net/v/t39/1.jpg?oh=a');
    for (const id of ['page-123_3', 'page-123_4', 'page-123_5', 'page-123_6']) expect(byId.get(id)!.full_picture).toBeNull();
    // An unusable permalink becomes the page's own address on Facebook.
    expect(byId.get('page-123_3')!.permalink_url).toBe('https://www.facebook.com/page-123');
    expect(byId.get('page-123_4')!.permalink_url).toBe('https://www.facebook.com/page-123');
    expect(byId.get('page-123_5')!.permalink_url).toBe('https://www.facebook.com/page-123');
    expect(byId.get('page-123_6')!.permalink_url).toBe('https://m.facebook.com/story.php?id=6');
    expect(JSON.stringify(posts)).not.toMatch(/javascript:|evil\.example|tracker\.example/);
  });

  it('checks the posts table the same way', async () => {
    await execute(
      db.dataSource,
      `INSERT INTO social_posts (id, full_picture, permalink_url, created_time, message)
       VALUES ('local-bad', 'https://tracker.example/x.gif', 'javascript:alert(1)', '2026-10-01T12:00:00Z', 'Zły post')`,
    );
    try {
      const server = await start({});
      const posts = await readJson<SocialPost[]>(await fetch(`${server.baseUrl}/api/latest-post`));
      expect(posts.find((post) => post.id === 'local-bad')).toMatchObject({ full_picture: null, permalink_url: 'https://www.facebook.com/' });
    } finally {
      await execute(db.dataSource, `DELETE FROM social_posts WHERE id = 'local-bad'`);
    }
  });

  it('serves the last cached posts when the Graph API fails', async () => {
    const server = await start({ facebook: facebook(graph.url) });
    await fetch(`${server.baseUrl}/api/latest-post`);
    graph.state.failing = true;
    const response = await fetch(`${server.baseUrl}/api/latest-post`);
    expect(response.status).toBe(200);
    expect((await readJson<SocialPost[]>(response)).map((post) => post.id)).toEqual(['page-123_1', 'page-123_2']);
  });

  it('answers with the post-list error when the Graph API fails and nothing is cached', async () => {
    graph.state.failing = true;
    const server = await start({ facebook: facebook(graph.url) });
    const response = await fetch(`${server.baseUrl}/api/latest-post`);
    expect(response.status).toBe(502);
    expect(await readJson(response)).toEqual({ error: MESSAGES.public.postsFailed, code: 'posts_unavailable' });
  });

  it('does not call the Graph API again while the cache is fresh', async () => {
    const server = await start({ facebook: { ...facebook(graph.url), cacheSeconds: 300 } });
    const before = graph.state.requests.length;
    await fetch(`${server.baseUrl}/api/latest-post`);
    await fetch(`${server.baseUrl}/api/latest-post`);
    expect(graph.state.requests.length - before).toBe(1);
  });
});
