import './load-env.js';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { loadConfig, type AppConfig } from './config.js';
import { disableAdmin, enableAdmin, LastActiveAdminError, listAdmins, removeAdminTwoFactor, resetAdminPassword, UnknownAdminError, type AdminAccount } from './db/admin-accounts.js';
import { AdminUserError, createAdmin, validateAdminCredentials } from './db/admin-users.js';
import { openDatabase, type Database } from './db/database.js';
import type { DbLogger } from './db/logger.js';
import { runBackupCli } from './backup/cli.js';
import { countDemoContent, removeDemoContent, type DemoCounts } from './db/seed/demo-removal.js';

/**
 * Administration commands (npm run admin -- <command>, or node server/dist/cli.js <command>).
 * Passwords come from ADMIN_PASSWORD or, in a terminal, from a hidden prompt; there is no
 * default password. Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */

export interface CliIo {
  env: NodeJS.ProcessEnv;
  isInteractive: boolean;
  promptHidden(question: string): Promise<string>;
  /** A visible answer (the "yes" of a confirmation). */
  prompt(question: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  loadConfig(env: NodeJS.ProcessEnv): AppConfig;
}

export const USAGE = `Usage: npm run admin -- <command>   (or: node server/dist/cli.js <command>)

  list                      administrators: name, created, last sign-in, disabled
  create <username>         a new administrator
  reset-password <username> a new password; the account's sessions end
  disable <username>        the account can no longer sign in; its sessions end
  enable <username>         the account may sign in again
  two-factor-off <username> removes the account's two-step sign-in (a lost phone and lost
                            recovery codes): the password alone signs in again
  demo remove [--yes]       deletes the demo content (animals, photos, surveys, adopters,
                            reservations, adoptions, posts, starter pages) and nothing a
                            person entered

Passwords (at least 12 characters) are read from ADMIN_PASSWORD, or asked for (hidden) when run
in a terminal. Uses DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (it
joins the running server's one if the server is up). Settings come from the environment and the
.env file in the repository root.`;

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, { arity: number; run: Command }> = {
  list: { arity: 0, run: (_args, io) => withDatabase(io, (db) => listCommand(db, io)) },
  create: { arity: 1, run: createCommand },
  'reset-password': { arity: 1, run: resetPasswordCommand },
  disable: {
    arity: 1,
    run: ([username], io) =>
      withDatabase(io, async (db) => {
        const result = await disableAdmin(db.dataSource, username as string);
        io.out(
          result.changed
            ? `Administrator "${result.username}" disabled: cannot sign in; ${sessions(result.sessionsEnded)} ended.`
            : `Administrator "${result.username}" was already disabled (${sessions(result.sessionsEnded)} ended).`,
        );
        return EXIT_OK;
      }),
  },
  enable: {
    arity: 1,
    run: ([username], io) =>
      withDatabase(io, async (db) => {
        const result = await enableAdmin(db.dataSource, username as string);
        io.out(result.changed ? `Administrator "${result.username}" enabled: may sign in again.` : `Administrator "${result.username}" was not disabled.`);
        return EXIT_OK;
      }),
  },
  'two-factor-off': {
    arity: 1,
    run: ([username], io) =>
      withDatabase(io, async (db) => {
        const result = await removeAdminTwoFactor(db.dataSource, username as string);
        io.out(
          result.changed
            ? `Two-step sign-in of "${result.username}" removed: the password alone signs in; its recovery codes no longer work.`
            : `"${result.username}" has no two-step sign-in.`,
        );
        return EXIT_OK;
      }),
  },
};

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (command === 'demo') return demoCommand(args, io);
  if (command === 'backup' || command === 'restore') return runBackupCli(argv, io);
  const entry = COMMANDS[command];
  if (!entry || args.length !== entry.arity) {
    io.err(`Unknown arguments: ${argv.join(' ')}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  return entry.run(args, io);
}

const sessions = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

/** ADMIN_PASSWORD, or typed twice in a terminal; undefined (after saying why) when there is none. */
async function readNewPassword(username: string, io: CliIo): Promise<string | undefined> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!io.isInteractive) {
    io.err('No password given: set ADMIN_PASSWORD, or run this command in an interactive terminal to type it.');
    return undefined;
  }
  const password = await io.promptHidden(`Password for "${username}": `);
  const repeated = await io.promptHidden('Repeat the password: ');
  if (password !== repeated) {
    io.err('The passwords do not match.');
    return undefined;
  }
  return password;
}

async function createCommand([username]: string[], io: CliIo): Promise<number> {
  const name = username as string;
  const password = await readNewPassword(name, io);
  if (password === undefined) return EXIT_FAILED;
  try {
    validateAdminCredentials(name, password);
  } catch (error) {
    io.err((error as Error).message);
    return EXIT_FAILED;
  }
  return withDatabase(io, async (db) => {
    const admin = await createAdmin(db.dataSource, name, password, { actor: 'system', via: 'cli' });
    io.out(`Administrator "${admin.username}" created. Sign in at /admin/login.`);
    return EXIT_OK;
  });
}

async function resetPasswordCommand([username]: string[], io: CliIo): Promise<number> {
  const name = username as string;
  // An unknown name is reported before anyone types a password for it.
  return withDatabase(io, async (db) => {
    const known = (await listAdmins(db.dataSource)).some((admin) => admin.username.toLowerCase() === name.trim().toLowerCase());
    if (!known) throw new UnknownAdminError(name.trim());
    const password = await readNewPassword(name, io);
    if (password === undefined) return EXIT_FAILED;
    const result = await resetAdminPassword(db.dataSource, name, password);
    io.out(`Password of "${result.username}" changed; ${sessions(result.sessionsEnded)} ended.`);
    return EXIT_OK;
  });
}

async function listCommand(db: Database, io: CliIo): Promise<number> {
  const admins = await listAdmins(db.dataSource);
  if (admins.length === 0) {
    io.out('No administrators yet. Create one with: npm run admin -- create <username>');
    return EXIT_OK;
  }
  io.out(formatTable(admins));
  return EXIT_OK;
}

const formatTime = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '-');

function formatTable(admins: AdminAccount[]): string {
  const rows = [
    ['USERNAME', 'CREATED', 'LAST SIGN-IN', 'DISABLED'],
    ...admins.map((admin) => [admin.username, formatTime(admin.createdAt), formatTime(admin.lastLoginAt), admin.disabledAt ? formatTime(admin.disabledAt) : 'no']),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] as string).length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ').trimEnd()).join('\n');
}

function describeCounts(counts: DemoCounts): string {
  return (
    `${counts.animals} animals (${counts.images} photos), ${counts.surveys} surveys, ${counts.adopters} adopters, ` +
    `${counts.reservations} reservations, ${counts.adoptions} adoptions, ${counts.posts} posts, ${counts.pages} pages`
  );
}

async function demoCommand(args: string[], io: CliIo): Promise<number> {
  const [action, ...flags] = args;
  const yes = flags.length === 1 && (flags[0] === '--yes' || flags[0] === '-y');
  if (action !== 'remove' || (flags.length > 0 && !yes)) {
    io.err(`Unknown arguments: demo ${args.join(' ')}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  return withDatabase(io, async (db) => {
    const counts = await countDemoContent(db.dataSource);
    if (Object.values(counts).every((count) => count === 0)) {
      io.out('There is no demo content in this database.');
      return EXIT_OK;
    }
    if (!yes) {
      if (!io.isInteractive) {
        io.err(`This would delete ${describeCounts(counts)}. Not in a terminal: add --yes to confirm.`);
        return EXIT_FAILED;
      }
      const answer = await io.prompt(`Delete the demo content: ${describeCounts(counts)}? Type "yes" to confirm: `);
      if (answer.trim().toLowerCase() !== 'yes') {
        io.out('Nothing deleted.');
        return EXIT_FAILED;
      }
    }
    const result = await removeDemoContent(db.dataSource);
    io.out(`Deleted ${describeCounts(result)}. The demo will not be loaded again.`);
    if (result.adoptersKept > 0) io.out(`Kept ${result.adoptersKept} demo adopters: surveys or adoptions entered by a person point at them.`);
    if (result.animalsReleased > 0) io.out(`${result.animalsReleased} of your animals were reserved through a demo survey and are available again.`);
    return EXIT_OK;
  });
}

/** Opens the database (no demo seed, no ADMIN_USERNAME bootstrap: a command does one thing). */
async function withDatabase(io: CliIo, work: (db: Database) => Promise<number>): Promise<number> {
  let config: AppConfig;
  try {
    config = io.loadConfig(io.env);
  } catch (error) {
    io.err((error as Error).message);
    return EXIT_FAILED;
  }
  const quiet: DbLogger = { info: () => undefined, warn: (obj, msg) => io.err(`warning: ${describe(obj, msg)}`), error: (obj, msg) => io.err(describe(obj, msg)) };
  let database: Database;
  try {
    database = await openDatabase(config, quiet, { seed: false, bootstrapAdmin: false });
  } catch (error) {
    io.err((error as Error).message);
    return EXIT_FAILED;
  }
  try {
    return await work(database);
  } catch (error) {
    if (error instanceof AdminUserError || error instanceof UnknownAdminError || error instanceof LastActiveAdminError) io.err(error.message);
    else io.err(`The command failed: ${(error as Error).message}`);
    return EXIT_FAILED;
  } finally {
    await database.close();
  }
}

function describe(obj: object | string, msg?: string): string {
  if (typeof obj === 'string') return obj;
  return msg ? `${msg} ${JSON.stringify(obj)}` : JSON.stringify(obj);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function prompt(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

const processIo: CliIo = {
  env: process.env,
  isInteractive: Boolean(process.stdin.isTTY),
  promptHidden,
  prompt,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  loadConfig,
};

// Run only as the entry point (dist/cli.js), not when tests import runCli.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2), processIo).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
