import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@pets/shared';
import {
  IMAGE_ACCEPT,
  desktopFilesToFiles,
  fileExtension,
  formatFileSize,
  moveToFront,
  rejectionMessage,
  removeAt,
  selectImageFiles,
} from './image-files';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('client-side image checks (SPEC section 5)', () => {
  it('accepts JPG, JPEG, PNG, GIF and WEBP by extension, in any letter case', () => {
    const names = ['a.jpg', 'b.JPEG', 'c.png', 'd.Gif', 'e.webp'];
    const result = selectImageFiles(names.map((name) => file(name)));
    expect(result.accepted.map((item) => item.name)).toEqual(names);
    expect(result.rejected).toEqual([]);
    expect(result.message).toBeNull();
  });

  it('rejects other types, files without an extension and a type only in the middle of the name', () => {
    const result = selectImageFiles([file('x.bmp'), file('plik'), file('zdjecie.png.exe'), file('.png'), file('ok.png')]);
    expect(result.accepted.map((item) => item.name)).toEqual(['ok.png']);
    expect(result.rejected.map((item) => item.reason)).toEqual(['type', 'type', 'type', 'type']);
    expect(result.message).toBe('Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.');
  });

  it('allows exactly 5 MB (5242880 bytes) and rejects one byte more', () => {
    expect(LIMITS.images.maxBytes).toBe(5_242_880);
    const result = selectImageFiles([file('max.jpg', 5 * MB), file('over.jpg', 5 * MB + 1)]);
    expect(result.accepted.map((item) => item.name)).toEqual(['max.jpg']);
    expect(result.message).toBe('Niektóre pliki odrzucono. Limit rozmiaru: 5 MB.');
  });

  it('keeps at most 10 files, counting the ones already queued or kept', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => file(`f${index}.png`));
    const result = selectImageFiles(eleven);
    expect(result.accepted).toHaveLength(10);
    expect(result.rejected).toEqual([{ file: eleven[10], reason: 'count' }]);
    expect(result.message).toBe('Niektóre pliki odrzucono. Maksymalnie 10 plików.');

    const withSeven = selectImageFiles(eleven.slice(0, 4), 7);
    expect(withSeven.accepted.map((item) => item.name)).toEqual(['f0.png', 'f1.png', 'f2.png']);
    expect(selectImageFiles([file('a.png')], 10).accepted).toEqual([]);
  });

  it('does not let rejected files take a slot', () => {
    const result = selectImageFiles([file('zly.txt'), file('duzy.png', 6 * MB), file('a.png'), file('b.png')], 8);
    expect(result.accepted.map((item) => item.name)).toEqual(['a.png', 'b.png']);
  });

  it('composes the message from every reason, in the spec order', () => {
    const result = selectImageFiles([file('a.png'), file('b.txt'), file('c.png', 6 * MB), file('d.png')], 9);
    expect(result.rejected.map((item) => item.reason)).toEqual(['type', 'size', 'count']);
    expect(result.message).toBe(
      MESSAGES.images.rejected + MESSAGES.images.allowedTypes + MESSAGES.images.sizeLimit + MESSAGES.images.tooMany,
    );
    expect(result.message).toBe('Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP. Limit rozmiaru: 5 MB. Maksymalnie 10 plików.');
    expect(rejectionMessage(['count', 'size', 'count'])).toBe('Niektóre pliki odrzucono. Limit rozmiaru: 5 MB. Maksymalnie 10 plików.');
  });

  it('offers the extensions and MIME types in the accept attribute', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp');
    expect(fileExtension('Kot.Na.Plazy.JPG')).toBe('jpg');
    expect(fileExtension('bez')).toBe('');
  });

  it('turns desktop picker files into File objects with their name, type and bytes', async () => {
    const data = new Uint8Array([137, 80, 78, 71]).buffer;
    const [converted] = desktopFilesToFiles([{ name: 'a.png', type: 'image/png', size: 4, data }]);
    expect(converted).toBeInstanceOf(File);
    expect(converted!.name).toBe('a.png');
    expect(converted!.type).toBe('image/png');
    expect(converted!.size).toBe(4);
    expect(new Uint8Array(await converted!.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('formats sizes for the previews', () => {
    expect(formatFileSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(300)).toBe('1 kB');
  });
});

describe('thumbnail order', () => {
  it('moves the chosen image to the front and keeps the others in order', () => {
    expect(moveToFront(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveToFront(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(moveToFront(['a', 'b'], 5)).toEqual(['a', 'b']);
    expect(moveToFront(['a', 'b'], -1)).toEqual(['a', 'b']);
  });

  it('removing the thumbnail makes the next image the thumbnail', () => {
    expect(removeAt(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('returns copies', () => {
    const list = ['a', 'b'];
    expect(moveToFront(list, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
