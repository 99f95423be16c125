/**
 * Whether bytes are built like a PDF (ISO 32000, 7.5), not merely start like one: a version
 * header on its own line, and at the end a `startxref` whose offset points at a cross-reference
 * table (`xref`) or stream (`n g obj`), followed by `%%EOF`. A file of "%PDF-" and then HTML or a
 * script is not a PDF, and is refused before anyone downloads it as one.
 */
const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)\r?\n|^%PDF-(?:1\.[0-7]|2\.0)\r/;
/** Where the trailer must be: readers look for %%EOF in the last kilobyte. */
const TAIL_BYTES = 1024;
const TRAILER = /startxref\s+(\d{1,12})\s+%%EOF\s*$/;
/** An xref table or an xref stream object, allowing for whitespace at the offset. */
const XREF_AT_OFFSET = /^\s{0,8}(?:xref\b|\d{1,10}\s+\d{1,5}\s+obj\b)/;

export function isStructurallyPdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.subarray(0, 16).toString('latin1'))) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)).toString('latin1');
  const trailer = TRAILER.exec(tail);
  if (!trailer) return false;
  const offset = Number(trailer[1]);
  if (offset <= 0 || offset >= bytes.length) return false;
  return XREF_AT_OFFSET.test(bytes.subarray(offset, offset + 40).toString('latin1'));
}
