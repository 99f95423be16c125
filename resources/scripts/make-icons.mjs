#!/usr/bin/env node
/**
 * Generates the raster assets of the project from the SVG sources in resources/src:
 *
 *   resources/public/logo.svg, favicon.svg    copies of src/logo.svg (header mark, browser tab icon)
 *   resources/public/favicon.png              32x32, from src/logo.svg
 *   resources/public/apple-touch-icon.png     180x180, opaque, from src/touch-icon.svg
 *   resources/public/default-animal.webp      800x600, from src/default-animal.svg
 *   resources/icons/icon.png                  512x512, from src/icon.svg
 *   resources/icons/icon.ico                  16, 24, 32, 48, 64, 128 (32-bit BMP) and 256 (PNG)
 *   resources/icons/icon.icns                 ic11..ic14, ic07..ic10 (PNG entries, 16@2x to 512@2x)
 *   resources/icons/tray.png, tray@2x.png     16x16 and 32x32, from src/tray.svg
 *
 * Run from the repository root: `node resources/scripts/make-icons.mjs`. It needs only `sharp`
 * (a dependency of the server workspace, hoisted to the root node_modules). The ICO and ICNS
 * containers are written here by hand: both are a small header plus a table of images.
 * The outputs are committed; run this again only after changing a source SVG.
 */
import { mkdir, readFile, writeFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const src = (name) => join(root, 'src', name);
const pub = (name) => join(root, 'public', name);
const icons = (name) => join(root, 'icons', name);

/** Size of the SVG's own canvas, from its width attribute (all sources are square or 4:3 with width set). */
function svgWidth(svg) {
  const match = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  if (!match) throw new Error('SVG source without a width attribute');
  return Number(match[1]);
}

/** Renders an SVG at the given pixel width (vector rendering at that size, not an upscaled raster). */
async function render(svgPath, width, height = width, { opaque = false } = {}) {
  const svg = await readFile(svgPath, 'utf8');
  const density = (72 * width) / svgWidth(svg);
  const image = sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'fill' });
  return opaque ? image.removeAlpha() : image.ensureAlpha();
}

async function png(svgPath, size) {
  return (await render(svgPath, size)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/** One ICO image as a 32-bit BMP (BITMAPINFOHEADER, bottom-up BGRA, then the 1-bit AND mask). */
async function icoBitmap(svgPath, size) {
  const { data } = await (await render(svgPath, size)).raw().toBuffer({ resolveWithObject: true });
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0); // biSize
  header.writeInt32LE(size, 4); // biWidth
  header.writeInt32LE(size * 2, 8); // biHeight: XOR image + AND mask
  header.writeUInt16LE(1, 12); // biPlanes
  header.writeUInt16LE(32, 14); // biBitCount
  header.writeUInt32LE(0, 16); // biCompression = BI_RGB
  const pixels = Buffer.alloc(size * size * 4);
  const maskStride = Math.ceil(size / 32) * 4;
  const mask = Buffer.alloc(maskStride * size); // 0 = opaque: alpha channel decides
  for (let y = 0; y < size; y++) {
    const row = size - 1 - y; // bottom-up
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const o = (row * size + x) * 4;
      pixels[o] = data[i + 2]; // B
      pixels[o + 1] = data[i + 1]; // G
      pixels[o + 2] = data[i]; // R
      pixels[o + 3] = data[i + 3]; // A
      if (data[i + 3] === 0) mask[row * maskStride + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  header.writeUInt32LE(pixels.length + mask.length, 20); // biSizeImage
  return Buffer.concat([header, pixels, mask]);
}

/** ICO container: ICONDIR, one ICONDIRENTRY per image, then the images. */
function ico(images) {
  const dir = Buffer.alloc(6 + 16 * images.length);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2); // type 1 = icon
  dir.writeUInt16LE(images.length, 4);
  let offset = dir.length;
  images.forEach(({ size, data }, n) => {
    const e = 6 + 16 * n;
    dir.writeUInt8(size >= 256 ? 0 : size, e); // 0 means 256
    dir.writeUInt8(size >= 256 ? 0 : size, e + 1);
    dir.writeUInt8(0, e + 2); // palette colours
    dir.writeUInt8(0, e + 3);
    dir.writeUInt16LE(1, e + 4); // planes
    dir.writeUInt16LE(32, e + 6); // bits per pixel
    dir.writeUInt32LE(data.length, e + 8);
    dir.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([dir, ...images.map((i) => i.data)]);
}

/** ICNS container: 'icns' + total length, then (OSType, length incl. 8-byte header, PNG data) entries. */
function icns(entries) {
  const chunks = entries.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((n, c) => n + c.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

async function save(path, data) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
  const { size } = await stat(path);
  console.log(`${relative(join(root, '..'), path).padEnd(42)} ${String(size).padStart(7)} B`);
}

// Public web assets
const logoSvg = await readFile(src('logo.svg'));
await save(pub('logo.svg'), logoSvg);
await save(pub('favicon.svg'), logoSvg);
await save(pub('favicon.png'), await png(src('logo.svg'), 32));
await save(
  pub('apple-touch-icon.png'),
  await (await render(src('touch-icon.svg'), 180, 180, { opaque: true })).png({ compressionLevel: 9 }).toBuffer(),
);
await save(
  pub('default-animal.webp'),
  await (await render(src('default-animal.svg'), 800, 600, { opaque: true })).webp({ quality: 80, effort: 6 }).toBuffer(),
);

// Desktop application icons
await save(icons('icon.png'), await png(src('icon.svg'), 512));
const icoImages = [];
for (const size of [16, 24, 32, 48, 64, 128]) icoImages.push({ size, data: await icoBitmap(src('icon.svg'), size) });
icoImages.push({ size: 256, data: await png(src('icon.svg'), 256) });
await save(icons('icon.ico'), ico(icoImages));
const icnsTypes = [
  ['ic11', 32], // 16x16@2x
  ['ic12', 64], // 32x32@2x
  ['ic07', 128], // 128x128
  ['ic13', 256], // 128x128@2x
  ['ic08', 256], // 256x256
  ['ic14', 512], // 256x256@2x
  ['ic09', 512], // 512x512
  ['ic10', 1024], // 512x512@2x
];
const icnsEntries = [];
for (const [type, size] of icnsTypes) icnsEntries.push({ type, data: await png(src('icon.svg'), size) });
await save(icons('icon.icns'), icns(icnsEntries));
await save(icons('tray.png'), await png(src('tray.svg'), 16));
await save(icons('tray@2x.png'), await png(src('tray.svg'), 32));
