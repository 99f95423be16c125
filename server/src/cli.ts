import './load-env.js';
import { pathToFileURL } from 'node:url';
import { loadConfig, type AppConfig } from './config.js';
import { AdminUserError, createAdmin, validateAdminCredentials } from './db/admin-users.js';
import { openDatabase } from './db/database.js';
import type { DbLogger } from './db/logger.js';

/**
 * Administration commands: `node dist/cli.js create <username>` (npm run admin -- create <username>).
 * The password comes from ADMIN_PASSWORD or, in a terminal, from a hidden prompt; there is no
 * default password.
 */

export interface CliIo {
  env: NodeJS.ProcessEnv;
  isInteractive: boolean;
  promptHidden(question: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  loadConfig(env: NodeJS.ProcessEnv): AppConfig;
}

const USAGE = `Usage: npm run admin -- create <username>
  (or: node dist/cli.js create <username>)

Creates an administrator of the panel. The password is read from ADMIN_PASSWORD,
or asked for (hidden) when run in a terminal. It must have at least 12 characters.
Uses DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (it joins
the running server's one if the server is up).`;

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, username, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (command !== 'create' || !username || rest.length > 0) {
    io.err(`Unknown arguments: ${argv.join(' ')}\n\n${USAGE}`);
    return 1;
  }

  let password = io.env.ADMIN_PASSWORD;
  if (!password) {
    if (!io.isInteractive) {
      io.err('No password given: set ADMIN_PASSWORD, or run this command in an interactive terminal to type it.');
      return 1;
    }
    password = await io.promptHidden(`Password for "${username}": `);
    const repeated = await io.promptHidden('Repeat the password: ');
    if (password !== repeated) {
      io.err('The passwords do not match.');
      return 1;
    }
  }
  try {
    validateAdminCredentials(username, password);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }

  let config: AppConfig;
  try {
    config = io.loadConfig(io.env);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  const quiet: DbLogger = { info: () => undefined, warn: (obj, msg) => io.err(`warning: ${describe(obj, msg)}`), error: (obj, msg) => io.err(describe(obj, msg)) };
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    // Neither demo content nor the ADMIN_USERNAME bootstrap: this command does one thing.
    database = await openDatabase(config, quiet, { seed: false, bootstrapAdmin: false });
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  try {
    const admin = await createAdmin(database.dataSource, username, password);
    io.out(`Administrator "${admin.username}" created. Sign in at /admin/login.`);
    return 0;
  } catch (error) {
    io.err(error instanceof AdminUserError ? error.message : `Could not create the administrator: ${(error as Error).message}`);
    return 1;
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

const processIo: CliIo = {
  env: process.env,
  isInteractive: Boolean(process.stdin.isTTY),
  promptHidden,
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
