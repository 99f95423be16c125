import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadAnimalImages } from './upload-images';
import { isApiError } from '../../../lib/api';
import { FakeXhr, fakeXhrFactory } from '../fake-xhr';
import { png } from '../test-helpers';

const factory = fakeXhrFactory;

// Each test starts with no requests recorded, whatever ran before it in this worker.
beforeEach(() => FakeXhr.reset());
afterEach(() => {
  FakeXhr.reset();
  vi.unstubAllGlobals();
});

describe('uploadAnimalImages (XMLHttpRequest, progress)', () => {
  it('posts the files as multipart field "images" in the given order, with credentials, reporting progress', async () => {
    FakeXhr.answers.push({
      status: 201,
      body: { images: ['/api/images/b.png', '/api/images/a.png'], rejected: [] },
      progress: [
        [50, 200],
        [200, 200],
      ],
    });
    const progress: number[] = [];
    const result = await uploadAnimalImages(12, [png('b.png'), png('a.png')], { onProgress: (p) => progress.push(p), xhrFactory: factory });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/animals/12/images');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body!.getAll('images').map((file) => (file as File).name)).toEqual(['b.png', 'a.png']);
    expect(progress).toEqual([0, 25, 100, 100]);
    expect(result).toEqual({ images: ['/api/images/b.png', '/api/images/a.png'], rejected: [] });
  });

  it('returns the files the server refused with their reasons', async () => {
    FakeXhr.answers.push({ status: 201, body: { images: ['/api/images/a.png'], rejected: [{ name: 'x.png', reason: 'type' }] } });
    const result = await uploadAnimalImages(1, [png('a.png'), png('x.png')], { xhrFactory: factory });
    expect(result.rejected).toEqual([{ name: 'x.png', reason: 'type' }]);
  });

  it("throws the server's message when nothing was accepted", async () => {
    FakeXhr.answers.push({ status: 400, body: { error: 'Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.', code: 'images_rejected' } });
    const error = await uploadAnimalImages(1, [png('a.png')], { xhrFactory: factory }).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect((error as { serverMessage: string }).serverMessage).toBe('Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.');
    expect((error as { code: string }).code).toBe('images_rejected');
  });

  it('refreshes the session once after a 401 and sends again', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    FakeXhr.answers.push({ status: 401, body: { error: 'Sesja wygasła', code: 'unauthorized' } }, { status: 201, body: { images: ['/api/images/a.png'], rejected: [] } });
    const result = await uploadAnimalImages(3, [png('a.png')], { xhrFactory: factory });
    expect(fetch).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(result.images).toEqual(['/api/images/a.png']);
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    const error = await uploadAnimalImages(3, [png('a.png')], { xhrFactory: factory }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(0);
  });
});
