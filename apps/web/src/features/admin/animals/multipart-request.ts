import type { ApiErrorBody } from '@pets/shared';
import { ApiError, api, createAbortError } from '../../../lib/api';

/**
 * A multipart POST with XMLHttpRequest, because fetch cannot report upload progress: the session
 * cookie sent along, and a 401 refreshing the session once and sending again, like the api client.
 */

export interface MultipartOptions {
  /** Called with 0..100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** For tests: the XMLHttpRequest constructor to use. */
  xhrFactory?: () => XMLHttpRequest;
}

interface RawResponse {
  status: number;
  text: string;
}

function sendOnce(url: string, form: FormData, options: MultipartOptions): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(createAbortError());
      return;
    }
    const xhr = options.xhrFactory ? options.xhrFactory() : new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ status: xhr.status, text: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new ApiError({ status: 0, code: 'network_error', message: 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.' }));
    };
    xhr.onabort = () => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(createAbortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    options.onProgress?.(0);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: RawResponse, fallbackMessage: string): ApiError {
  const body = parseJson(response.text);
  const record = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody> & { message?: unknown };
  const serverMessage =
    typeof record.error === 'string' && record.error.trim()
      ? record.error
      : typeof record.message === 'string' && record.message.trim()
        ? record.message
        : null;
  return new ApiError({
    status: response.status,
    code: typeof record.code === 'string' ? record.code : `http_${response.status}`,
    message: serverMessage ?? fallbackMessage,
    serverMessage,
    fields: record.fields,
    body,
  });
}

/**
 * Sends `makeForm()` (built again for a retry after a refresh) and answers the parsed JSON body;
 * a non-2xx answer throws an ApiError with the server's message, else `fallbackMessage`.
 */
export async function postMultipart(url: string, makeForm: () => FormData, fallbackMessage: string, options: MultipartOptions = {}): Promise<unknown> {
  let response = await sendOnce(url, makeForm(), options);
  if (response.status === 401 && (await api.refreshSession())) response = await sendOnce(url, makeForm(), options);
  if (response.status < 200 || response.status >= 300) throw toApiError(response, fallbackMessage);
  options.onProgress?.(100);
  return parseJson(response.text);
}
