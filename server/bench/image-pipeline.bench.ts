/**
 * Upload pipeline benchmark (issue 5): ten photo-like JPEGs of about 5 MB each through the same
 * ingestImage() the upload endpoint uses (content check, full decode, two WebP variants).
 *
 *   npm run bench:images -w server      (BENCH_QUICK=1: three photos; BENCH_JSON=path: figures as JSON)
 */
import sharp from 'sharp';
import { LIMITS } from '@pets/shared';
import { ingestImage } from '../src/modules/images/image-pipeline.js';
import { bySize, writeBenchJson } from './bench-output.js';

const FILES = bySize({ tiny: 1, quick: 3, full: 10 });

/** A noisy 12-megapixel picture compresses like a real photo: JPEG q92 lands near 5 MB. */
async function photoLikeJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < noise.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (index / 3) % width;
    noise[index] = ((state >>> 24) & 0x3f) + ((x / width) * 150 + (index % 3) * 20);
  }
  for (let quality = 92; quality >= 60; quality -= 4) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= LIMITS.images.maxBytes) return jpeg;
  }
  throw new Error('could not make a photo under the upload limit');
}

async function main() {
  const inputs = await Promise.all(Array.from({ length: FILES }, (_, index) => photoLikeJpeg(index + 1)));
  const started = performance.now();
  const results = [];
  const perPhotoMs: number[] = [];
  for (const input of inputs) {
    const photoStarted = performance.now();
    results.push(await ingestImage(input));
    perPhotoMs.push(Math.round(performance.now() - photoStarted));
  }
  const totalMs = performance.now() - started;

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\n## Upload pipeline\n\n${FILES} JPEGs, ${results[0]?.width}x${results[0]?.height}, ${mb(inputs.reduce((sum, input) => sum + input.length, 0))} MB in total.\n`);
  console.log(`- total: ${Math.round(totalMs)} ms (${Math.round(totalMs / FILES)} ms per photo)`);
  console.log(`- originals: ${inputs.map((input) => mb(input.length)).join(', ')} MB`);
  console.log(`- full WebP (≤1200 px): ${results.map((result) => kb(result.fullWebp.length)).join(', ')} kB`);
  console.log(`- card WebP (≤480 px): ${results.map((result) => kb(result.cardWebp.length)).join(', ')} kB`);
  writeBenchJson('image-pipeline', {
    files: FILES,
    width: results[0]?.width,
    height: results[0]?.height,
    totalMs: Math.round(totalMs),
    averageMs: Math.round(totalMs / FILES),
    perPhotoMs,
    originalBytes: inputs.map((input) => input.length),
    fullWebpBytes: results.map((result) => result.fullWebp.length),
    cardWebpBytes: results.map((result) => result.cardWebp.length),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
