import { crc32, deflateSync } from 'node:zlib';
import { imageFixture } from '../image-fixtures.js';

/** Files that pretend to be images, made on the fly so nothing binary is committed. */

const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real zip archive with one stored file, to append to an image. */
export function zipArchive(name = 'payload.html', content = HTML_PAYLOAD): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A JPEG that decodes as a photo and also carries an HTML page with a script (in a COM segment). */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await imageFixture('jpeg', 10, 64);
  const comment = Buffer.from(HTML_PAYLOAD);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

/** A JPEG with a script after its end marker: browsers sniffing it as HTML would run it. */
export async function jpegWithTrailingScript(): Promise<Buffer> {
  return Buffer.concat([await imageFixture('jpeg', 20, 64), Buffer.from(HTML_PAYLOAD)]);
}

/** A valid PNG with a zip archive after IEND (opens as an image and as an archive). */
export async function pngWithTrailingZip(): Promise<Buffer> {
  return Buffer.concat([await imageFixture('png', 30, 64), zipArchive()]);
}

/** A GIF whose comment extension holds a script (GIFAR-style). */
export async function gifWithScriptComment(): Promise<Buffer> {
  const gif = await imageFixture('gif', 50, 16);
  const text = Buffer.from(`<script>alert(1)</script>`);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  // After the header (6) and logical screen descriptor (7) plus the global colour table, if any.
  const flags = gif[10]!;
  const tableSize = flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
  const at = 13 + tableSize;
  return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at)]);
}

/**
 * A decompression bomb: a real, valid PNG of 20,000 × 20,000 one-bit pixels (400 megapixels,
 * gigabytes once decoded to RGBA) that is about 50 kB on disk.
 */
export function pngDecompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const raw = Buffer.alloc(rowBytes * side); // filter 0, all pixels black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny PNG whose header claims a 65,535 × 65,535 canvas (the pixel data does not follow). */
export async function pngClaimingHugeCanvas(): Promise<Buffer> {
  const png = Buffer.from(await imageFixture('png', 60, 8));
  png.writeUInt32BE(65_535, 16);
  png.writeUInt32BE(65_535, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
export const EXECUTABLE_BYTES = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
