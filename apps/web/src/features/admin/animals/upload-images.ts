import type { ApiErrorBody } from '@pets/shared';
import { ApiError, api, createAbortError } from '../../../lib/api';
import type { ImageRejectionReason } from './image-files';

/**
 * POST /api/animals/:id/images with XMLHttpRequest: fetch cannot report upload progress.
 * Multipart field `images`, files in the order given (the first one of a new animal becomes its
 * cover), the session cookie sent along. A 401 refreshes the session once and retries, like the
 * api client does.
 */

export interface UploadImagesResult {
  /** Every image path of the animal after the upload, cover first. */
  images: string[];
  rejected: { name: string; reason: ImageRejectionReason }[];
}

export interface UploadOptions {
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

function sendOnce(url: string, files: readonly File[], options: UploadOptions): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(createAbortError());
      return;
    }
    const xhr = options.xhrFactory ? options.xhrFactory() : new XMLHttpRequest();
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
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

function toApiError(response: RawResponse): ApiError {
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
    message: serverMessage ?? 'Nie udało się przesłać zdjęć.',
    serverMessage,
    fields: record.fields,
    body,
  });
}

function asResult(body: unknown): UploadImagesResult {
  const record = (body && typeof body === 'object' ? body : {}) as { images?: unknown; rejected?: unknown };
  const images = Array.isArray(record.images) ? record.images.filter((item): item is string => typeof item === 'string') : [];
  const rejected = Array.isArray(record.rejected)
    ? record.rejected
        .filter((item): item is { name: unknown; reason: unknown } => !!item && typeof item === 'object')
        .map((item) => ({
          name: typeof item.name === 'string' ? item.name : '',
          reason: (item.reason === 'size' || item.reason === 'count' ? item.reason : 'type') as ImageRejectionReason,
        }))
    : [];
  return { images, rejected };
}

export async function uploadAnimalImages(animalId: number, files: readonly File[], options: UploadOptions = {}): Promise<UploadImagesResult> {
  const url = `/api/animals/${encodeURIComponent(String(animalId))}/images`;
  let response = await sendOnce(url, files, options);
  if (response.status === 401 && (await api.refreshSession())) response = await sendOnce(url, files, options);
  if (response.status < 200 || response.status >= 300) throw toApiError(response);
  options.onProgress?.(100);
  return asResult(parseJson(response.text));
}
