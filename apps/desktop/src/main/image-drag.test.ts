import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createImageDragService, originalImageUrl, type ImageDragFs } from './image-drag';

const SERVER = 'https://panel.example.org';
const NAME = '0123456789abcdef0123.jpg';

describe('originalImageUrl', () => {
  it('accepts an image path of the configured server and asks for its original', () => {
    expect(originalImageUrl(SERVER, `${SERVER}/api/images/${NAME}`, NAME)).toBe(`${SERVER}/api/images/${NAME}/original`);
    expect(originalImageUrl(SERVER, `${SERVER}/api/images/${NAME}?w=full`, NAME)).toBe(`${SERVER}/api/images/${NAME}/original`);
  });

  it('refuses other origins, other paths, odd file names and a missing server', () => {
    expect(originalImageUrl(SERVER, `https://evil.test/api/images/${NAME}`, NAME)).toBeNull();
    expect(originalImageUrl(SERVER, `${SERVER}/api/admin/events`, NAME)).toBeNull();
    expect(originalImageUrl(SERVER, `${SERVER}/api/images/${NAME}`, '../../etc/passwd')).toBeNull();
    expect(originalImageUrl(SERVER, `${SERVER}/api/images/x.exe`, 'x.exe')).toBeNull();
    expect(originalImageUrl(SERVER, `${SERVER}/api/images/other.jpg`, NAME)).toBeNull();
    expect(originalImageUrl(null, `${SERVER}/api/images/${NAME}`, NAME)).toBeNull();
    expect(originalImageUrl(SERVER, 42, NAME)).toBeNull();
  });
});

describe('image drag service', () => {
  function setup(response: { ok?: boolean; type?: string; bytes?: number } = {}) {
    const files = new Map<string, Uint8Array>();
    const fs: ImageDragFs = {
      mkdir: async () => undefined,
      writeFile: async (path, data) => void files.set(path, data),
      rename: async (from, to) => {
        files.set(to, files.get(from)!);
        files.delete(from);
      },
      access: async (path) => {
        if (!files.has(path)) throw new Error('ENOENT');
      },
      rm: async () => void files.clear(),
    };
    const fetch = vi.fn(async () => ({
      ok: response.ok ?? true,
      headers: new Headers({ 'content-type': response.type ?? 'image/jpeg' }),
      arrayBuffer: async () => new Uint8Array(response.bytes ?? 4).fill(7).buffer,
    }));
    const service = createImageDragService({ serverOrigin: () => SERVER, fetch, fs, dir: '/tmp/panel-drag', join });
    return { service, fetch, files };
  }

  it('downloads the original with the session cookie into the temp folder, once', async () => {
    const { service, fetch, files } = setup();
    const [a, b] = await Promise.all([service.prepare(`${SERVER}/api/images/${NAME}`, NAME), service.prepare(`${SERVER}/api/images/${NAME}`, NAME)]);
    expect(a).toBe(join('/tmp/panel-drag', NAME));
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`${SERVER}/api/images/${NAME}/original`, { credentials: 'include', redirect: 'error' });
    expect(files.get(a!)).toHaveLength(4);
    expect(await service.prepare(`${SERVER}/api/images/${NAME}`, NAME)).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on refusals, non-images and oversized answers', async () => {
    expect(await setup({ ok: false }).service.prepare(`${SERVER}/api/images/${NAME}`, NAME)).toBeNull();
    expect(await setup({ type: 'text/html' }).service.prepare(`${SERVER}/api/images/${NAME}`, NAME)).toBeNull();
    expect(await setup({ bytes: 11 * 1024 * 1024 }).service.prepare(`${SERVER}/api/images/${NAME}`, NAME)).toBeNull();
    const foreign = setup();
    expect(await foreign.service.prepare(`https://evil.test/api/images/${NAME}`, NAME)).toBeNull();
    expect(foreign.fetch).not.toHaveBeenCalled();
  });
});
