import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS, ImageRejectedError, ingestImage, sniffImageType, type ImageRejectionReason } from './image-pipeline.js';

/** A small test picture: a gradient with a circle, so every format has real content. */
function picture(width = 640, height = 480): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#60a5fa"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c2410c"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function rejection(input: Buffer): Promise<ImageRejectionReason | undefined> {
  try {
    await ingestImage(input);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ImageRejectedError);
    return (error as ImageRejectedError).reason;
  }
}

describe('image pipeline', () => {
  it.each([
    ['image/jpeg', 'jpg', () => picture().jpeg().toBuffer()],
    ['image/png', 'png', () => picture().png().toBuffer()],
    ['image/gif', 'gif', () => picture().gif().toBuffer()],
    ['image/webp', 'webp', () => picture().webp().toBuffer()],
  ] as const)('accepts %s and makes WebP variants', async (contentType, extension, make) => {
    const input = await make();
    const image = await ingestImage(input);
    expect(image.contentType).toBe(contentType);
    expect(image.filename).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
    expect(image.original.equals(input)).toBe(true);
    expect([image.width, image.height]).toEqual([640, 480]);
    expect([image.fullWidth, image.fullHeight]).toEqual([640, 480]);
    expect([image.cardWidth, image.cardHeight]).toEqual([480, 360]);
    expect(sniffImageType(image.fullWebp)).toBe('image/webp');
    expect(sniffImageType(image.cardWebp)).toBe('image/webp');
    expect(image.cardWebp.length).toBeLessThanOrEqual(IMAGE_VARIANTS.card.maxBytes);
  });

  it('names by content: the same bytes give the same name, other bytes another', async () => {
    const a = await picture().jpeg({ quality: 80 }).toBuffer();
    const b = await picture().jpeg({ quality: 70 }).toBuffer();
    expect((await ingestImage(a)).filename).toBe((await ingestImage(Buffer.from(a))).filename);
    expect((await ingestImage(a)).filename).not.toBe((await ingestImage(b)).filename);
  });

  it('scales a large photo to 1200 px and keeps a noisy card under 40 kB', async () => {
    // Random noise is the worst case for compression.
    const noise = await sharp(randomBytes(2400 * 1600 * 3), { raw: { width: 2400, height: 1600, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const image = await ingestImage(noise, { maxBytes: 20_000_000 });
    expect([image.fullWidth, image.fullHeight]).toEqual([1200, 800]);
    expect(image.cardWebp.length).toBeLessThanOrEqual(40_000);
  });

  it('applies the EXIF orientation to the variants and the reported size', async () => {
    const rotated = await picture(640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await ingestImage(rotated);
    expect([image.width, image.height]).toEqual([480, 640]);
    expect([image.fullWidth, image.fullHeight]).toEqual([480, 640]);
  });

  it('rejects an empty file', async () => {
    expect(await rejection(Buffer.alloc(0))).toBe('empty');
  });

  it('rejects HTML renamed to .png (the content decides, not the name)', async () => {
    expect(await rejection(Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))).toBe('unsupported_type');
  });

  it('rejects other formats such as SVG or PDF', async () => {
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('unsupported_type');
    expect(await rejection(Buffer.from('%PDF-1.7\n'))).toBe('unsupported_type');
  });

  it('rejects a truncated JPEG', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('corrupt');
  });

  it('rejects a PNG signature followed by garbage', async () => {
    const png = await picture().png().toBuffer();
    expect(await rejection(Buffer.concat([png.subarray(0, 8), randomBytes(2000)]))).toBe('corrupt');
  });

  it('rejects a file over the size limit before decoding it', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    await expect(ingestImage(jpeg, { maxBytes: jpeg.length - 1 })).rejects.toMatchObject({ reason: 'too_large' });
  });
});
