import path from 'node:path';
import { countedNoun, type NounForms } from '@pets/shared';
import type { AppConfig } from '../config.js';
import { embeddedClusterDir } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.js';
import type { DbLogger } from '../db/logger.js';
import { redactUrl } from '../db/pg-admin.js';
import { createBackup } from './backup.js';
import { BackupFileError } from './format.js';
import { restoreBackup, RestoreRefusedError } from './restore.js';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (dispatched from cli.ts).
 * Both use DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR: it joins the
 * running server's one, or starts it for the duration of the command.
 */

const TABLE: NounForms = { one: 'tabela', few: 'tabele', many: 'tabel' };
const ROW: NounForms = { one: 'wiersz', few: 'wiersze', many: 'wierszy' };
/** "22 tabele, 1 504 wiersze": the nouns agree with their numbers. */
const counted = (tables: number, rows: number) => `${countedNoun(tables, TABLE)}, ${countedNoun(rows, ROW)}`;

export interface BackupCliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  loadConfig(env: NodeJS.ProcessEnv): AppConfig;
}

/** As the other admin commands: 1 refused or failed, 2 wrong usage. */
const EXIT_USAGE = 2;

export const BACKUP_USAGE = `Kopie zapasowe:
  npm run backup -- <plik>             zapisuje całą bazę (z fotografiami) do pliku, np. kopia.backup.gz
  npm run restore -- <plik> [--force]  odtwarza kopię do pustej bazy; --force zastępuje dane w niepustej

Działa przy uruchomionym serwerze (kopia to spójny stan z jednej chwili). Używa DATABASE_URL,
a bez niego wbudowanego PostgreSQL z DATA_DIR.`;

export async function runBackupCli(argv: string[], io: BackupCliIo): Promise<number> {
  const [command, ...args] = argv;
  const force = args.includes('--force');
  const positional = args.filter((arg) => arg !== '--force');
  const valid = (command === 'backup' && !force && positional.length === 1) || (command === 'restore' && positional.length === 1);
  if (!valid || positional[0]!.startsWith('-')) {
    io.err(`Nieprawidłowe argumenty: ${argv.join(' ')}\n\n${BACKUP_USAGE}`);
    return EXIT_USAGE;
  }
  // npm runs scripts in the repository root; the file is relative to where the command was typed.
  const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), positional[0]!);

  let config: AppConfig;
  try {
    config = io.loadConfig(io.env);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  const logger: DbLogger = {
    info: () => undefined,
    warn: (obj, msg) => io.err(`uwaga: ${typeof obj === 'string' ? obj : (msg ?? '')}`),
    error: (obj, msg) => io.err(typeof obj === 'string' ? obj : (msg ?? '')),
  };

  let embedded: EmbeddedPostgres | undefined;
  try {
    let url = config.database.url;
    if (!url) {
      embedded = await startEmbeddedPostgres({ clusterDir: embeddedClusterDir(config), port: config.database.embeddedPort, logger });
      url = embedded.url;
    }
    if (command === 'backup') {
      const result = await createBackup({ url, file });
      const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
      io.out(`Kopia zapisana: ${result.file} (${megabytes(result.bytes)}, ${counted(result.tables.length, rows)}, ${seconds(result.ms)}).`);
    } else {
      const result = await restoreBackup({ url, file, force, logger });
      io.out(
        `Odtworzono kopię z ${result.createdAt} do ${redactUrl(url)}: ${counted(result.tables.length, result.rows)} (${seconds(result.ms)}). ` +
          'Uruchom teraz serwer (albo uruchom go ponownie, jeśli działał).',
      );
    }
    return 0;
  } catch (error) {
    const known = error instanceof BackupFileError || error instanceof RestoreRefusedError;
    io.err(known ? (error as Error).message : `${command === 'backup' ? 'Kopia nie powiodła się' : 'Odtwarzanie nie powiodło się'}: ${(error as Error).message}`);
    return 1;
  } finally {
    await embedded?.stop();
  }
}

function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} s`;
}
