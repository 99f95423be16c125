/**
 * 32 random hex characters, generated once per form fill, sent as a public form's idempotencyKey:
 * a retry of the same fill (a double click, a timeout) stores nothing twice. getRandomValues works
 * outside secure contexts too (randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
