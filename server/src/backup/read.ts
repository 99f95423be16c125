import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MAGIC,
  BackupFileError,
  ByteReader,
  DAMAGED,
  FOREIGN,
  parseJsonFrame,
  readFrame,
  TRUNCATED,
  type BackupEnd,
  type BackupHeader,
  type BackupTable,
  type TableSummary,
} from './format.js';
import { countLines } from './schema.js';

const headerSchema = z.object({
  format: z.literal('fundacja-male-lapki-backup'),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  migrations: z.array(z.string()).min(1),
  serverVersion: z.string(),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1) })),
  sequences: z.array(z.object({ table: z.string(), column: z.string(), lastValue: z.number(), isCalled: z.boolean() })),
});

export interface VerifiedBackup {
  header: BackupHeader;
  summaries: TableSummary[];
}

/** Receives one table's COPY bytes; must read them to the end. */
export type TableConsumer = (table: BackupTable, chunks: AsyncIterable<Buffer>) => Promise<void>;

/**
 * Reads a backup file from start to end, checking the magic line, the header, every table's row
 * count and sha256, the end frame, and gzip's own checksum. With a consumer, each table's bytes
 * are handed over as they are read (the restore's COPY FROM); without one they are only checked.
 * Any problem with the file is a BackupFileError in Polish.
 */
export async function readBackup(file: string, consume?: TableConsumer): Promise<VerifiedBackup> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  let sawMagic = false;
  try {
    const reader = new ByteReader(gunzip);
    const magic = await reader.read(Buffer.byteLength(BACKUP_MAGIC));
    if (magic.toString('utf8') !== BACKUP_MAGIC) throw new BackupFileError(FOREIGN);
    sawMagic = true;
    const header = parseHeader(parseJsonFrame<unknown>(await readFrame(reader), 'H'));

    const summaries: TableSummary[] = [];
    for (const table of header.tables) {
      const hash = createHash('sha256');
      let rows = 0;
      let bytes = 0;
      let summary: TableSummary | undefined;
      async function* chunks(): AsyncGenerator<Buffer> {
        for (;;) {
          const frame = await readFrame(reader);
          if (frame.type === 'T') {
            summary = parseJsonFrame<TableSummary>(frame, 'T');
            return;
          }
          if (frame.type !== 'D') throw new BackupFileError(DAMAGED);
          hash.update(frame.payload);
          rows += countLines(frame.payload);
          bytes += frame.payload.length;
          yield frame.payload;
        }
      }
      const stream = chunks();
      if (consume) await consume(table, stream);
      // Whatever the consumer left (none when it read everything) is still checked.
      for await (const chunk of stream) void chunk;
      if (!summary || summary.table !== table.name || summary.rows !== rows || summary.bytes !== bytes || summary.sha256 !== hash.digest('hex')) {
        throw new BackupFileError(DAMAGED);
      }
      summaries.push(summary);
    }
    const end = parseJsonFrame<BackupEnd>(await readFrame(reader), 'E');
    if (end.tables !== summaries.length || !(await reader.atEnd())) throw new BackupFileError(DAMAGED);
    return { header, summaries };
  } catch (error) {
    throw explainReadError(error, file, sawMagic);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

function parseHeader(value: unknown): BackupHeader {
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success) {
    const version = (value as { formatVersion?: unknown } | null)?.formatVersion;
    if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) throw new BackupFileError(newerFormat(version));
    throw new BackupFileError(DAMAGED);
  }
  if (parsed.data.formatVersion > BACKUP_FORMAT_VERSION) throw new BackupFileError(newerFormat(parsed.data.formatVersion));
  return parsed.data as BackupHeader;
}

function newerFormat(version: number): string {
  return `Plik kopii ma format w wersji ${version}, nowszej niż zna ta wersja aplikacji (${BACKUP_FORMAT_VERSION}). Zaktualizuj aplikację (git pull, npm ci, npm run build) i spróbuj ponownie. Baza danych nie została zmieniona.`;
}

/** zlib and file-system errors in words a volunteer can act on; other errors pass unchanged. */
function explainReadError(error: unknown, file: string, sawMagic: boolean): Error {
  if (error instanceof BackupFileError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupFileError(`Nie ma pliku ${file}.`);
  if (code === 'EACCES') return new BackupFileError(`Brak uprawnień do odczytu pliku ${file}.`);
  if (code === 'EISDIR') return new BackupFileError(`${file} to katalog, a nie plik kopii.`);
  if (code === 'Z_BUF_ERROR') return new BackupFileError(sawMagic ? TRUNCATED : FOREIGN);
  if (code === 'Z_DATA_ERROR') return new BackupFileError(sawMagic ? DAMAGED : FOREIGN);
  return error as Error;
}
