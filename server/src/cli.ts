import './load-env.js';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { loadConfig, type AppConfig } from './config.js';
import { CLI_TEXTS, CONFIRMATIONS, formatListTime, USAGE } from './cli-texts.js';
import {
  disableAdmin,
  enableAdmin,
  LastActiveAdministratorError,
  LastActiveAdminError,
  listAdmins,
  removeAdminTwoFactor,
  resetAdminPassword,
  UnknownAdminError,
  type AdminAccount,
} from './modules/accounts/admin-accounts.js';
import { AdminUserError, createAdmin, validateAdminCredentials } from './modules/accounts/admin-users.js';
import { openDatabase, type Database } from './db/database.js';
import type { DbLogger } from './db/logger.js';
import { runBackupCli } from './backup/cli.js';
import { countDemoContent, removeDemoContent } from './db/seed/demo-removal.js';

/**
 * Administration commands (npm run admin -- <command>, or node server/dist/cli.js <command>).
 * Passwords come from ADMIN_PASSWORD or, in a terminal, from a hidden prompt; there is no
 * default password. Exit codes: 0 done, 1 refused or failed, 2 wrong usage. What it says, in
 * Polish, is in cli-texts.ts.
 */

export interface CliIo {
  env: NodeJS.ProcessEnv;
  isInteractive: boolean;
  promptHidden(question: string): Promise<string>;
  /** A visible answer (the "tak" of a confirmation). */
  prompt(question: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  loadConfig(env: NodeJS.ProcessEnv): AppConfig;
}

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
        io.out(result.changed ? CLI_TEXTS.disabled(result.username, result.sessionsEnded) : CLI_TEXTS.alreadyDisabled(result.username, result.sessionsEnded));
        return EXIT_OK;
      }),
  },
  enable: {
    arity: 1,
    run: ([username], io) =>
      withDatabase(io, async (db) => {
        const result = await enableAdmin(db.dataSource, username as string);
        io.out(result.changed ? CLI_TEXTS.enabled(result.username) : CLI_TEXTS.notDisabled(result.username));
        return EXIT_OK;
      }),
  },
  'two-factor-off': {
    arity: 1,
    run: ([username], io) =>
      withDatabase(io, async (db) => {
        const result = await removeAdminTwoFactor(db.dataSource, username as string);
        io.out(result.changed ? CLI_TEXTS.twoFactorRemoved(result.username) : CLI_TEXTS.noTwoFactor(result.username));
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
    io.err(CLI_TEXTS.unknownArguments(argv.join(' ')));
    return EXIT_USAGE;
  }
  return entry.run(args, io);
}

/** ADMIN_PASSWORD, or typed twice in a terminal; undefined (after saying why) when there is none. */
async function readNewPassword(username: string, io: CliIo): Promise<string | undefined> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!io.isInteractive) {
    io.err(CLI_TEXTS.noPassword);
    return undefined;
  }
  const password = await io.promptHidden(CLI_TEXTS.passwordPrompt(username));
  const repeated = await io.promptHidden(CLI_TEXTS.repeatPrompt);
  if (password !== repeated) {
    io.err(CLI_TEXTS.passwordsDiffer);
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
    io.out(CLI_TEXTS.created(admin.username));
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
    io.out(CLI_TEXTS.passwordChanged(result.username, result.sessionsEnded));
    return EXIT_OK;
  });
}

async function listCommand(db: Database, io: CliIo): Promise<number> {
  const admins = await listAdmins(db.dataSource);
  if (admins.length === 0) {
    io.out(CLI_TEXTS.noAccounts);
    return EXIT_OK;
  }
  io.out(formatTable(admins));
  return EXIT_OK;
}

function formatTable(admins: AdminAccount[]): string {
  const rows = [
    CLI_TEXTS.tableHeader,
    ...admins.map((admin) => [
      admin.username,
      formatListTime(admin.createdAt),
      admin.lastLoginAt ? formatListTime(admin.lastLoginAt) : CLI_TEXTS.neverSignedIn,
      admin.disabledAt ? formatListTime(admin.disabledAt) : CLI_TEXTS.notDisabledCell,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] as string).length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ').trimEnd()).join('\n');
}

async function demoCommand(args: string[], io: CliIo): Promise<number> {
  const [action, ...flags] = args;
  const yes = flags.length === 1 && (flags[0] === '--yes' || flags[0] === '-y');
  if (action !== 'remove' || (flags.length > 0 && !yes)) {
    io.err(CLI_TEXTS.unknownArguments(['demo', ...args].join(' ')));
    return EXIT_USAGE;
  }
  return withDatabase(io, async (db) => {
    const counts = await countDemoContent(db.dataSource);
    if (Object.values(counts).every((count) => count === 0)) {
      io.out(CLI_TEXTS.noDemo);
      return EXIT_OK;
    }
    if (!yes) {
      if (!io.isInteractive) {
        io.err(CLI_TEXTS.demoNeedsYes(counts));
        return EXIT_FAILED;
      }
      const answer = await io.prompt(CLI_TEXTS.demoPrompt(counts));
      if (!CONFIRMATIONS.includes(answer.trim().toLowerCase())) {
        io.out(CLI_TEXTS.demoDeclined);
        return EXIT_FAILED;
      }
    }
    const result = await removeDemoContent(db.dataSource);
    io.out(CLI_TEXTS.demoRemoved(result));
    if (result.adoptersKept > 0) io.out(CLI_TEXTS.demoAdoptersKept(result.adoptersKept));
    if (result.animalsReleased > 0) io.out(CLI_TEXTS.animalsReleased(result.animalsReleased));
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
  const quiet: DbLogger = { info: () => undefined, warn: (obj, msg) => io.err(CLI_TEXTS.warning(describe(obj, msg))), error: (obj, msg) => io.err(describe(obj, msg)) };
  let database: Database;
  try {
    database = await openDatabase(config, quiet, { seed: false });
  } catch (error) {
    io.err((error as Error).message);
    return EXIT_FAILED;
  }
  try {
    return await work(database);
  } catch (error) {
    if (isRefusal(error)) io.err(error.message);
    else io.err(CLI_TEXTS.commandFailed((error as Error).message));
    return EXIT_FAILED;
  } finally {
    await database.close();
  }
}

/** Ctrl+C at a hidden prompt. */
class PromptCancelledError extends Error {
  constructor() {
    super(CLI_TEXTS.cancelled);
    this.name = 'PromptCancelledError';
  }
}

/** Errors whose message says on its own, in Polish, why nothing was done. */
function isRefusal(error: unknown): error is Error {
  return (
    error instanceof AdminUserError ||
    error instanceof UnknownAdminError ||
    error instanceof LastActiveAdminError ||
    error instanceof LastActiveAdministratorError ||
    error instanceof PromptCancelledError
  );
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
        if (char === '\u0003') return finish(new PromptCancelledError());
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
