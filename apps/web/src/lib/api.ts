import { MESSAGES, type ApiErrorBody } from '@pets/shared';

/**
 * The fetch client every screen uses (SPEC section 7, ARCHITECTURE decision 10):
 * - every call goes to /api with the session cookie (`credentials: 'include'`), JSON in and out;
 * - a failed call throws an ApiError carrying the status, the stable code, the server's Polish
 *   message (`error`, else `message`) and the field errors;
 * - after a 401 the session is refreshed once (POST /api/auth/refresh, shared by concurrent
 *   callers) and the original request is retried once; the auth paths refresh, login (and its
 *   second step, /auth/login/totp), register and logout are never retried;
 * - when that refresh fails while the visitor is under /admin, the injected redirect hook sends
 *   them to /admin/login;
 * - a cancelled request (AbortSignal) rejects with a DOMException named 'AbortError': callers
 *   ignore it (see isAbortError) and never show it as an error.
 */

export const API_BASE = '/api';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Auth paths that never trigger the refresh-and-retry. */
export const NO_REFRESH_PATHS: readonly string[] = ['/auth/refresh', '/auth/login', '/auth/login/totp', '/auth/register', '/auth/logout'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; arrays are comma-joined, null/undefined/'' and empty arrays are left out. */
  query?: QueryParams;
  /** JSON-encoded unless it is FormData, Blob, ArrayBuffer or URLSearchParams. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'json' (default) parses JSON bodies and returns text otherwise (undefined when empty). */
  responseType?: 'json' | 'text' | 'blob';
}

/** A failed /api call. `message` is always a Polish text fit for a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The stable `code` of the error body, or a client-side code ('network_error', 'http_<status>'). */
  readonly code: string;
  /** Field errors of a validation failure. */
  readonly fields: Record<string, string> | undefined;
  /** The server's own text (`error`, else `message`), or null when it sent none. */
  readonly serverMessage: string | null;
  /** The parsed error body, if any. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    serverMessage?: string | null;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.serverMessage = init.serverMessage ?? null;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a cancelled request: such errors are ignored, never shown. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The text to show for a failed action: the server's own message when it sent one, else the
 * action's default from the catalogue (SPEC section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

export function createAbortError(): DOMException {
  return new DOMException('Żądanie zostało anulowane.', 'AbortError');
}

const NETWORK_ERROR_MESSAGE = 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.';

function defaultMessageFor(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  if (status === 401) return MESSAGES.auth.unauthorized;
  if (status === 404) return MESSAGES.server.notFound;
  if (status === 413) return MESSAGES.server.payloadTooLarge;
  if (status === 429) return MESSAGES.server.tooManyRequests;
  if (status >= 400 && status < 500) return MESSAGES.server.validationFailed;
  return MESSAGES.server.internal;
}

/** Path relative to /api without query string: '/api/auth/me?x=1' -> '/auth/me'. */
function apiRelativePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  const relative = withSlash === API_BASE || withSlash.startsWith(`${API_BASE}/`) ? withSlash.slice(API_BASE.length) : withSlash;
  return relative.replace(/\/+$/, '') || '/';
}

export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function asRecordOfStrings(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item === 'string') out[key] = item;
  }
  return out;
}

/** Waits for a promise but rejects with an AbortError as soon as the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(createAbortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(createAbortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export interface ApiClientOptions {
  /** The fetch to use; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /** Current location pathname (decides the /admin redirect); defaults to window.location. */
  getPathname?: () => string;
  /**
   * Called with '/admin/login' when the refresh failed under /admin. main.tsx injects the
   * router's navigate; without it the page is reloaded at the login address.
   */
  redirect?: (path: string) => void;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** POST /api/auth/refresh, shared by concurrent callers; resolves to whether it succeeded. */
  refreshSession(): Promise<boolean>;
  /** Injects the redirect used after a failed refresh under /admin (the router's navigate). */
  setRedirect(redirect: ((path: string) => void) | null): void;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const getPathname = options.getPathname ?? (() => window.location.pathname);
  let redirect: ((path: string) => void) | null = options.redirect ?? null;
  let refreshing: Promise<boolean> | null = null;

  function redirectToLogin(): void {
    const pathname = getPathname();
    if (!isAdminPath(pathname) || pathname === ADMIN_LOGIN_PATH) return;
    if (redirect) redirect(ADMIN_LOGIN_PATH);
    else window.location.assign(ADMIN_LOGIN_PATH);
  }

  async function refreshOnce(): Promise<boolean> {
    let ok: boolean;
    try {
      const response = await doFetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      ok = response.ok;
    } catch {
      ok = false;
    }
    if (!ok) redirectToLogin();
    return ok;
  }

  /** One refresh at a time, shared by concurrent callers; a failure under /admin redirects once. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    if (signal?.aborted) throw createAbortError();
    try {
      return await doFetch(url, { ...init, signal: signal ?? null });
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw createAbortError();
      throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
    }
  }

  async function readText(response: Response, signal: AbortSignal | undefined): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw createAbortError();
      throw new ApiError({ status: response.status, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
    }
  }

  async function toError(response: Response, signal: AbortSignal | undefined): Promise<ApiError> {
    const text = await readText(response, signal);
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const record = body && typeof body === 'object' ? (body as Partial<ApiErrorBody> & { message?: unknown }) : {};
    const serverMessage =
      typeof record.error === 'string' && record.error.trim()
        ? record.error
        : typeof record.message === 'string' && record.message.trim()
          ? record.message
          : null;
    return new ApiError({
      status: response.status,
      code: typeof record.code === 'string' && record.code ? record.code : `http_${response.status}`,
      message: serverMessage ?? defaultMessageFor(response.status),
      fields: asRecordOfStrings(record.fields),
      serverMessage,
      body,
    });
  }

  async function parse<T>(response: Response, requestOptions: RequestOptions): Promise<T> {
    const { signal, responseType = 'json' } = requestOptions;
    if (!response.ok) throw await toError(response, signal);
    if (responseType === 'blob') {
      try {
        return (await response.blob()) as T;
      } catch (error) {
        if (signal?.aborted || isAbortError(error)) throw createAbortError();
        throw new ApiError({ status: response.status, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
      }
    }
    if (response.status === 204 || response.status === 205) return undefined as T;
    const text = await readText(response, signal);
    if (responseType === 'text') return text as T;
    if (!text) return undefined as T;
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('json')) return text as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: MESSAGES.public.postsBadFormat,
      });
    }
  }

  async function request<T = unknown>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const relative = apiRelativePath(path);
    const url = `${API_BASE}${relative === '/' ? '' : relative}${buildQueryString(requestOptions.query)}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...requestOptions.headers };
    let body: BodyInit | undefined;
    if (requestOptions.body !== undefined) {
      if (isRawBody(requestOptions.body)) {
        body = requestOptions.body;
      } else {
        body = JSON.stringify(requestOptions.body);
        headers['Content-Type'] ??= 'application/json';
      }
    }
    const init: RequestInit = { method: requestOptions.method ?? 'GET', credentials: 'include', headers };
    if (body !== undefined) init.body = body;
    const { signal } = requestOptions;

    let response = await send(url, init, signal);
    if (response.status === 401 && !NO_REFRESH_PATHS.includes(relative)) {
      // Concurrent callers share one refresh; a failed one has already redirected under /admin.
      const refreshed = await untilAborted(refreshSession(), signal);
      if (refreshed) response = await send(url, init, signal);
    }
    return parse<T>(response, requestOptions);
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
    refreshSession,
    setRedirect(next) {
      redirect = next;
    },
  };
}

/** The application's client. main.tsx injects the router's navigate with api.setRedirect. */
export const api: ApiClient = createApiClient();
