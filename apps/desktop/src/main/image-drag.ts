/**
 * Dragging an animal image out of the app as a file (webContents.startDrag): the renderer names
 * the image, the main process downloads its original upload from the configured server with the
 * session cookie into a temporary folder and drags that file.
 *
 * The renderer's URL is not trusted: only an image path of the configured origin with a stored
 * file name (a content hash plus an image extension) is accepted, and the download always goes to
 * <server>/api/images/<filename>/original.
 */

/** Stored image names (server: STORED_IMAGE_NAME). Nothing else is ever requested or written. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{16,64}\.(?:jpg|jpeg|png|gif|webp)$/;
/** Originals are at most 5 MB when uploaded; a larger answer is not an image of ours. */
export const MAX_ORIGINAL_BYTES = 10 * 1024 * 1024;

export function originalImageUrl(serverOrigin: string | null, imageUrl: unknown, filename: unknown): string | null {
  if (serverOrigin === null || typeof imageUrl !== 'string' || typeof filename !== 'string') return null;
  if (!STORED_IMAGE_NAME.test(filename)) return null;
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return null;
  }
  if (url.origin !== serverOrigin) return null;
  const path = decodeURIComponent(url.pathname);
  if (path !== `/api/images/${filename}` && path !== `/api/images/${filename}/original`) return null;
  return `${serverOrigin}/api/images/${filename}/original`;
}

type FetchLike = (url: string, init: { credentials: 'include'; redirect: 'error' }) => Promise<Pick<Response, 'ok' | 'headers' | 'arrayBuffer'>>;

export interface ImageDragFs {
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  writeFile(path: string, data: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Resolves when the file exists. */
  access(path: string): Promise<void>;
  rm(path: string, options: { recursive: true; force: true }): Promise<void>;
}

export interface ImageDragService {
  /** The local path of the original, downloaded once per file name; null when refused or failed. */
  prepare(imageUrl: unknown, filename: unknown): Promise<string | null>;
  /** Removes the temporary folder (on quit). */
  cleanup(): Promise<void>;
}

export function createImageDragService(deps: {
  serverOrigin(): string | null;
  fetch: FetchLike;
  fs: ImageDragFs;
  /** A folder of this app inside the system's temporary directory. */
  dir: string;
  join(...parts: string[]): string;
}): ImageDragService {
  const inFlight = new Map<string, Promise<string | null>>();

  async function download(url: string, filename: string): Promise<string | null> {
    const target = deps.join(deps.dir, filename);
    try {
      await deps.fs.access(target);
      return target;
    } catch {
      // Not cached yet.
    }
    try {
      const response = await deps.fetch(url, { credentials: 'include', redirect: 'error' });
      if (!response.ok) return null;
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('image/')) return null;
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > MAX_ORIGINAL_BYTES) return null;
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.byteLength === 0 || bytes.byteLength > MAX_ORIGINAL_BYTES) return null;
      await deps.fs.mkdir(deps.dir, { recursive: true });
      const partial = `${target}.part`;
      await deps.fs.writeFile(partial, bytes);
      await deps.fs.rename(partial, target);
      return target;
    } catch {
      return null;
    }
  }

  return {
    prepare(imageUrl, filename) {
      const url = originalImageUrl(deps.serverOrigin(), imageUrl, filename);
      if (url === null) return Promise.resolve(null);
      const name = filename as string;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = download(url, name).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return pending;
    },
    async cleanup() {
      await deps.fs.rm(deps.dir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
