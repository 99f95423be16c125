/**
 * The backup file: one gzip stream holding
 *
 *   "fundacja-male-lapki-backup\n"        magic line, so `zcat file | head -1` says what it is
 *   frame H  JSON BackupHeader             format version, creation time, schema migrations, tables
 *   per table, in the header's order:
 *     frame D  COPY text-format bytes      as many as the table needs (one per chunk PostgreSQL sent)
 *     frame T  JSON TableSummary           rows and sha256 of exactly those bytes
 *   frame E  JSON BackupEnd                 the file is complete
 *
 * A frame is 1 type byte, a 4-byte big-endian length, then the payload. Row counts and checksums
 * follow each table because they are only known once its data has streamed through; a reader
 * checks every one of them (and gzip's own CRC) before anything is written to a database.
 */

export const BACKUP_MAGIC = 'fundacja-male-lapki-backup\n';
export const BACKUP_FORMAT_VERSION = 1;

export type FrameType = 'H' | 'D' | 'T' | 'E';

export interface BackupTable {
  name: string;
  /** Stored (non-generated) columns in table order: the COPY column list both ways. */
  columns: string[];
}

export interface BackupSequence {
  table: string;
  column: string;
  /** The sequence as read inside the snapshot: never below the largest id the snapshot holds. */
  lastValue: number;
  isCalled: boolean;
}

export interface BackupHeader {
  format: 'fundacja-male-lapki-backup';
  formatVersion: number;
  createdAt: string;
  /** Names of the applied schema migrations, oldest first (the "typeorm_migrations" table). */
  migrations: string[];
  serverVersion: string;
  tables: BackupTable[];
  sequences: BackupSequence[];
}

export interface TableSummary {
  table: string;
  rows: number;
  sha256: string;
  bytes: number;
}

export interface BackupEnd {
  tables: number;
  rows: number;
}

/** Larger than any COPY chunk PostgreSQL sends; anything bigger means the file is damaged. */
export const MAX_FRAME_BYTES = 256 * 1024 * 1024;

const FRAME_TYPES = new Set<string>(['H', 'D', 'T', 'E']);

export function encodeFrame(type: FrameType, payload: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

export function jsonFrame(type: FrameType, value: unknown): Buffer {
  return encodeFrame(type, Buffer.from(JSON.stringify(value), 'utf8'));
}

/** Raised for anything wrong with the file itself; the database has not been touched. */
export class BackupFileError extends Error {}

/** Reads exact byte counts from a stream of chunks (the gunzipped file). */
export class ByteReader {
  private readonly iterator: AsyncIterator<Buffer>;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Exactly n bytes, or fewer only when the stream ended first. */
  async read(n: number): Promise<Buffer> {
    while (this.bufferedBytes < n) {
      const next = await this.iterator.next();
      if (next.done) break;
      this.buffered.push(next.value);
      this.bufferedBytes += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = all.subarray(0, n);
    const rest = all.subarray(taken.length);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.bufferedBytes = rest.length;
    return taken;
  }

  /** True when nothing is left (the bytes looked at stay for the next read). */
  async atEnd(): Promise<boolean> {
    while (this.bufferedBytes === 0) {
      const next = await this.iterator.next();
      if (next.done) return true;
      this.buffered.push(next.value);
      this.bufferedBytes += next.value.length;
    }
    return false;
  }
}

export interface Frame {
  type: FrameType;
  payload: Buffer;
}

/** The next frame; BackupFileError when the file ends inside one or holds garbage. */
export async function readFrame(reader: ByteReader): Promise<Frame> {
  const head = await reader.read(5);
  if (head.length < 5) throw new BackupFileError(TRUNCATED);
  const type = head.toString('latin1', 0, 1);
  const length = head.readUInt32BE(1);
  if (!FRAME_TYPES.has(type) || length > MAX_FRAME_BYTES) throw new BackupFileError(DAMAGED);
  const payload = await reader.read(length);
  if (payload.length < length) throw new BackupFileError(TRUNCATED);
  return { type: type as FrameType, payload };
}

export function parseJsonFrame<T>(frame: Frame, expected: FrameType): T {
  if (frame.type !== expected) throw new BackupFileError(DAMAGED);
  try {
    return JSON.parse(frame.payload.toString('utf8')) as T;
  } catch {
    throw new BackupFileError(DAMAGED);
  }
}

export const TRUNCATED = 'Plik kopii jest niekompletny (ucięty): kopia nie została dokończona albo plik uszkodzono przy kopiowaniu. Baza danych nie została zmieniona.';
export const DAMAGED = 'Plik kopii jest uszkodzony: jego zawartość nie zgadza się z zapisanymi sumami kontrolnymi. Baza danych nie została zmieniona.';
export const FOREIGN = 'To nie jest plik kopii zapasowej tej aplikacji (npm run backup). Baza danych nie została zmieniona.';
