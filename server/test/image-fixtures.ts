import sharp from 'sharp';

/** Small real images of each accepted type, made on the fly so nothing binary is committed. */
export async function imageFixture(format: 'png' | 'jpeg' | 'gif' | 'webp', hue = 120, size = 64): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: size, channels: 3, background: { r: hue, g: 200 - (hue % 100), b: 90 } } });
  return base[format]().toBuffer();
}

export const HTML_AS_PNG = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export async function truncatedJpeg(): Promise<Buffer> {
  const full = await imageFixture('jpeg', 30, 256);
  return full.subarray(0, Math.floor(full.length / 2));
}

/** Multipart body with `images` files, as a browser's FormData would send it. */
export function imagesForm(files: { name: string; type: string; bytes: Buffer }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
