/**
 * Content that has no business inside a photo: markup a browser would run (a polyglot that is an
 * image and an HTML page at once) and an archive appended to the image (opens in an unzip tool).
 * The stored original is served to administrators as it was uploaded, so such files are refused
 * rather than cleaned. The markers are long enough that compressed pixel data practically never
 * contains them by chance (about once in 10^4 photos of 5 MB for the shortest).
 */
const MARKUP = /<script|<html[\s>]|<body[\s>]|<iframe|<svg[\s>]|<\?php|javascript:/i;

/** End of central directory record of a zip archive; it sits within the last 64 kB + 22 bytes. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_SEARCH = 65_535 + 22;

/** What the bytes hide besides the picture, or null when nothing. */
export function findHiddenContent(bytes: Buffer): 'markup' | 'archive' | null {
  if (MARKUP.test(bytes.toString('latin1'))) return 'markup';
  if (bytes.subarray(Math.max(0, bytes.length - ZIP_END_SEARCH)).includes(ZIP_END)) return 'archive';
  return null;
}
