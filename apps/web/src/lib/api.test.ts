import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildQueryString, createApiClient, errorMessage, isAbortError, NO_REFRESH_PATHS } from './api';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** A fetch mock that records calls and answers through per-path handlers (query string ignored). */
function mockFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const counters = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(routes).find((path) => url.split('?')[0] === path);
    if (!key) throw new Error(`unexpected fetch ${url}`);
    const route = routes[key]!;
    const index = counters.get(key) ?? 0;
    counters.set(key, index + 1);
    const handler = Array.isArray(route) ? route[Math.min(index, route.length - 1)]! : route;
    return handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(routes: Record<string, Handler | Handler[]>, pathname = '/') {
  const mock = mockFetch(routes);
  const redirect = vi.fn();
  const api = createApiClient({ fetch: mock.fetch, getPathname: () => pathname, redirect });
  return { api, redirect, calls: mock.calls };
}

/** A fetch handler that never answers but rejects like the platform when its signal aborts. */
const hangingUntilAborted: Handler = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

describe('api client: requests', () => {
  it('prefixes /api, sends the session cookie and asks for JSON', async () => {
    const { api, calls } = client({ '/api/animals/available': () => json(200, [{ id: 1 }]) });
    await expect(api.get('/animals/available')).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]!.url).toBe('/api/animals/available');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.method).toBe('GET');
    expect((calls[0]!.init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('accepts paths already starting with /api', async () => {
    const { api, calls } = client({ '/api/health': () => json(200, { status: 'ok' }) });
    await api.get('/api/health');
    expect(calls[0]!.url).toBe('/api/health');
  });

  it('encodes JSON bodies with a content type', async () => {
    const { api, calls } = client({ '/api/contact': () => new Response(null, { status: 204 }) });
    await expect(api.post('/contact', { fullName: 'Anna Nowak' })).resolves.toBeUndefined();
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"fullName":"Anna Nowak"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData untouched, letting the browser set the multipart boundary', async () => {
    const { api, calls } = client({ '/api/animals/1/images': () => json(200, { ok: true }) });
    const form = new FormData();
    form.append('images', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.post('/animals/1/images', form);
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('builds query strings with comma-joined lists and without empty values', () => {
    expect(buildQueryString({ gatunek: ['Królik', 'Mysz'], plec: [], status: undefined, q: '', page: 2, only: false })).toBe(
      '?gatunek=Kr%C3%B3lik%2CMysz&page=2&only=false',
    );
    expect(buildQueryString({})).toBe('');
  });

  it('returns text for non-JSON answers and undefined for empty ones', async () => {
    const { api } = client({
      '/api/text': () => new Response('hello', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      '/api/empty': () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    await expect(api.get('/text')).resolves.toBe('hello');
    await expect(api.get('/empty')).resolves.toBeUndefined();
  });
});

describe('api client: errors', () => {
  it("throws an ApiError with the status, code, the body's error message and fields", async () => {
    const { api } = client({
      '/api/survey': () => json(400, { error: 'Podaj poprawny adres e-mail.', code: 'validation_failed', fields: { email: 'Zły e-mail' } }),
    });
    const error = await api.post('/survey', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Podaj poprawny adres e-mail.',
      serverMessage: 'Podaj poprawny adres e-mail.',
      fields: { email: 'Zły e-mail' },
    });
  });

  it("falls back to the body's message field", async () => {
    const { api } = client({ '/api/contact': () => json(502, { message: 'Serwer poczty nie odpowiada.' }) });
    await expect(api.post('/contact', {})).rejects.toMatchObject({ status: 502, message: 'Serwer poczty nie odpowiada.', code: 'http_502' });
  });

  it('uses a Polish default message when the body carries none', async () => {
    const { api } = client({ '/api/x': () => new Response('<html>oops</html>', { status: 500 }) });
    const error = (await api.get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.serverMessage).toBeNull();
    expect(error.message).toMatch(/serwera/);
    expect(errorMessage(error, 'Nie udało się wysłać wiadomości.')).toBe('Nie udało się wysłać wiadomości.');
  });

  it('errorMessage prefers the server text', () => {
    const error = new ApiError({ status: 409, code: 'conflict', message: 'Już zarezerwowany.', serverMessage: 'Już zarezerwowany.' });
    expect(errorMessage(error, 'Nie udało się zarezerwować.')).toBe('Już zarezerwowany.');
    expect(errorMessage(new Error('x'), 'Nie udało się zarezerwować.')).toBe('Nie udało się zarezerwować.');
  });

  it('turns a network failure into ApiError status 0', async () => {
    const { api } = client({
      '/api/x': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network_error' });
  });
});

describe('api client: 401, refresh and retry', () => {
  it('refreshes once after a 401 and retries the original request once', async () => {
    const { api, calls, redirect } = client({
      '/api/adopters': [() => json(401, { error: 'Sesja wygasła', code: 'unauthorized' }), () => json(200, { items: [], total: 0 })],
      '/api/auth/refresh': () => json(200, { ok: true }),
    });
    await expect(api.get('/adopters', { query: { page: 1 } })).resolves.toEqual({ items: [], total: 0 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/adopters?page=1',
      'POST /api/auth/refresh',
      'GET /api/adopters?page=1',
    ]);
    expect(calls[1]!.init.credentials).toBe('include');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is thrown without another refresh', async () => {
    const { api, calls } = client({
      '/api/adopters': () => json(401, { error: 'Sesja wygasła', code: 'unauthorized' }),
      '/api/auth/refresh': () => json(200, {}),
    });
    await expect(api.get('/adopters')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(calls.map((call) => call.url)).toEqual(['/api/adopters', '/api/auth/refresh', '/api/adopters']);
  });

  it('retries with the same method and body', async () => {
    const { api, calls } = client({
      '/api/survey/3/reserve': [() => json(401, {}), () => json(200, { ok: true })],
      '/api/auth/refresh': () => json(204, null),
    });
    await api.post('/survey/3/reserve', { animalId: 7 });
    expect(calls[2]!.init.method).toBe('POST');
    expect(calls[2]!.init.body).toBe('{"animalId":7}');
  });

  it.each(NO_REFRESH_PATHS)('never refreshes for %s', async (path) => {
    const { api, calls, redirect } = client({ [`/api${path}`]: () => json(401, { error: 'Nieprawidłowe dane', code: 'unauthorized' }) }, '/admin/surveys');
    await expect(api.post(path, {})).rejects.toMatchObject({ status: 401, message: 'Nieprawidłowe dane' });
    expect(calls).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: (response: Response) => void = () => {};
    const refreshAnswer = new Promise<Response>((resolve) => {
      releaseRefresh = resolve;
    });
    const { api, calls } = client({
      '/api/a': [() => json(401, {}), () => json(200, 'a')],
      '/api/b': [() => json(401, {}), () => json(200, 'b')],
      '/api/c': [() => json(401, {}), () => json(200, 'c')],
      '/api/auth/refresh': () => refreshAnswer,
    });
    const results = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1));
    releaseRefresh(json(200, {}));
    await expect(results).resolves.toEqual(['a', 'b', 'c']);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('starts a new refresh for a later 401 once the previous refresh has finished', async () => {
    const { api, calls } = client({
      '/api/a': [() => json(401, {}), () => json(200, 1), () => json(401, {}), () => json(200, 2)],
      '/api/auth/refresh': () => json(200, {}),
    });
    await api.get('/a');
    await api.get('/a');
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(2);
  });

  it('redirects to /admin/login through the injected hook when the refresh fails under /admin', async () => {
    const { api, calls, redirect } = client(
      {
        '/api/survey/surveys': () => json(401, { error: 'Sesja wygasła', code: 'unauthorized' }),
        '/api/auth/refresh': () => json(401, { error: 'Brak sesji', code: 'unauthorized' }),
      },
      '/admin/surveys',
    );
    await expect(api.get('/survey/surveys')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/admin/login');
    expect(calls).toHaveLength(2);
  });

  it('treats a refresh that cannot reach the server as failed', async () => {
    const { api, redirect } = client(
      {
        '/api/auth/me': () => json(401, {}),
        '/api/auth/refresh': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      '/admin',
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(redirect).toHaveBeenCalledWith('/admin/login');
  });

  it('does not redirect outside /admin, nor from the sign-in page itself', async () => {
    for (const pathname of ['/', '/adoptuje', '/administracja', '/admin/login']) {
      const { api, redirect } = client({ '/api/x': () => json(401, {}), '/api/auth/refresh': () => json(401, {}) }, pathname);
      await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
      expect(redirect, pathname).not.toHaveBeenCalled();
    }
  });

  it('uses a redirect injected later with setRedirect', async () => {
    const mock = mockFetch({ '/api/x': () => json(401, {}), '/api/auth/refresh': () => json(401, {}) });
    const api = createApiClient({ fetch: mock.fetch, getPathname: () => '/admin/mail' });
    const navigate = vi.fn();
    api.setRedirect(navigate);
    await api.get('/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });
});

describe('api client: cancelled requests', () => {
  it('rejects with an AbortError (not an ApiError) when aborted before sending', async () => {
    const { api, calls } = client({ '/api/x': () => json(200, 1) });
    const controller = new AbortController();
    controller.abort();
    const error = await api.get('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(0);
  });

  it('rejects with an AbortError when aborted in flight, and passes the signal to fetch', async () => {
    const { api, calls } = client({ '/api/x': hangingUntilAborted });
    const controller = new AbortController();
    const pending = api.get('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.init.signal).toBe(controller.signal);
    controller.abort();
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('normalises a custom abort reason to an AbortError', async () => {
    const { api } = client({
      '/api/x': (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const controller = new AbortController();
    const pending = api.get('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort(new Error('component unmounted'));
    expect(isAbortError(await pending)).toBe(true);
  });

  it('redirects once when a refresh shared by concurrent requests fails', async () => {
    const { api, calls, redirect } = client(
      {
        '/api/a': () => json(401, {}),
        '/api/b': () => json(401, {}),
        '/api/auth/refresh': () => json(401, {}),
      },
      '/admin/adopters',
    );
    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a refresh when aborted and never retries', async () => {
    let releaseRefresh: (response: Response) => void = () => {};
    const { api, calls, redirect } = client(
      {
        '/api/x': () => json(401, {}),
        '/api/auth/refresh': () =>
          new Promise<Response>((resolve) => {
            releaseRefresh = resolve;
          }),
      },
      '/admin',
    );
    const controller = new AbortController();
    const pending = api.get('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
    releaseRefresh(json(401, {}));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
    // The session is gone all the same: the failed refresh still leads to the sign-in page.
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/admin/login');
  });

  it('isAbortError recognises only cancellations', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError({ status: 0, code: 'network_error', message: 'x' }))).toBe(false);
    expect(isAbortError(null)).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
