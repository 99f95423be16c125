import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { LIMITS } from '@pets/shared';
import { findHiddenContent } from './hidden-content.js';

/** The image types the pipeline accepts (the `images.content_type` CHECK constraint lists the same). */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/**
 * The one way bytes become a stored image (uploads and demo seed alike, ARCHITECTURE decision 5):
 * the type is decided by content (magic bytes), the whole picture must decode, and the WebP
 * variants are made once here, never per request.
 */

export type ImageRejectionReason = 'empty' | 'too_large' | 'unsupported_type' | 'corrupt';

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface IngestedImage {
  /** First 128 bits of the sha256 of the original, hex, plus the extension of its real type. */
  filename: string;
  contentType: ImageContentType;
  /** The bytes as received (EXIF included). */
  original: Buffer;
  fullWebp: Buffer;
  cardWebp: Buffer;
  /** Size of the original as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  fullWidth: number;
  fullHeight: number;
  cardWidth: number;
  cardHeight: number;
}

export interface IngestOptions {
  /** Default LIMITS.images.maxBytes (5 MB). */
  maxBytes?: number;
  /** libwebp effort 0-6: the seed uses a lower one to stay fast; uploads keep the default. */
  effort?: number;
}

/** Full-size and card variants; the card must stay small enough for a list of many cards. */
export const IMAGE_VARIANTS = {
  full: { maxSide: 1200, quality: 82 },
  card: { maxSide: 480, qualities: [76, 66, 56, 46, 36], maxBytes: 40_000 },
} as const;

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const SHARP_FORMATS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A 5 MB file can still declare a gigapixel canvas; refuse to allocate for more than this. */
const MAX_INPUT_PIXELS = 60_000_000;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The accepted type the bytes really are, whatever the file name or declared type say. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export async function ingestImage(input: Buffer, options: IngestOptions = {}): Promise<IngestedImage> {
  const maxBytes = options.maxBytes ?? LIMITS.images.maxBytes;
  if (input.length === 0) throw new ImageRejectedError('empty', 'The file is empty.');
  if (input.length > maxBytes) throw new ImageRejectedError('too_large', `The file has ${input.length} bytes; the limit is ${maxBytes}.`);
  const contentType = sniffImageType(input);
  if (!contentType) throw new ImageRejectedError('unsupported_type', 'The content is not a JPEG, PNG, GIF or WebP image.');
  const hidden = findHiddenContent(input);
  if (hidden) throw new ImageRejectedError('unsupported_type', `The image also contains ${hidden === 'markup' ? 'HTML or script' : 'a zip archive'}.`);

  // 'truncated' rejects cut-off files yet tolerates the harmless warnings many cameras produce.
  const source = () => sharp(input, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== SHARP_FORMATS[contentType]) {
      throw new ImageRejectedError('corrupt', `The content starts like ${contentType} but decodes as ${metadata.format ?? 'nothing'}.`);
    }
    const effort = options.effort ?? 4;
    // Decode once, already scaled to the full size (JPEG shrink-on-load makes big photos cheap);
    // both variants are encoded from these pixels.
    const base = await source()
      .resize({ width: IMAGE_VARIANTS.full.maxSide, height: IMAGE_VARIANTS.full.maxSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });
    const full = await pixels().webp({ quality: IMAGE_VARIANTS.full.quality, effort }).toBuffer({ resolveWithObject: true });
    const card = await makeCard(pixels, effort);
    return {
      filename: `${createHash('sha256').update(input).digest('hex').slice(0, 32)}.${EXTENSIONS[contentType]}`,
      contentType,
      original: input,
      fullWebp: full.data,
      cardWebp: card.data,
      width: metadata.autoOrient?.width ?? metadata.width ?? full.info.width,
      height: metadata.autoOrient?.height ?? metadata.height ?? full.info.height,
      fullWidth: full.info.width,
      fullHeight: full.info.height,
      cardWidth: card.info.width,
      cardHeight: card.info.height,
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError('corrupt', `The image cannot be decoded: ${(error as Error).message}`);
  }
}

/** Lowers the quality, then the size, until the card fits its byte budget. */
async function makeCard(source: () => Sharp, effort: number): Promise<{ data: Buffer; info: OutputInfo }> {
  const { maxSide, qualities, maxBytes } = IMAGE_VARIANTS.card;
  for (const side of [maxSide, Math.round(maxSide * 0.75), Math.round(maxSide * 0.5)]) {
    for (const quality of qualities) {
      const card = await source()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality, effort })
        .toBuffer({ resolveWithObject: true });
      if (card.data.length <= maxBytes) return card;
    }
  }
  // Unreachable in practice (a 240 px WebP at quality 36 is a few kB), but never exceed the budget silently.
  throw new ImageRejectedError('corrupt', `The card variant stays above ${maxBytes} bytes.`);
}
