// Builds the web client (+ its server-side render) and the server only when an output is missing
// or older than the newest of its sources, so a restart with nothing changed starts at once.
// Usage: node scripts/build-if-stale.mjs [web] [server]   (no argument: both)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files every part depends on: a new lock file or compiler setting means a rebuild. */
const COMMON_SOURCES = ['package-lock.json', 'tsconfig.base.json', 'shared/src', 'shared/package.json'];

export const TARGETS = {
  web: {
    label: 'aplikacja przeglądarkowa',
    workspace: 'apps/web',
    tool: 'vite',
    sources: [...COMMON_SOURCES, 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json'],
    outputs: ['apps/web/dist/index.html', 'apps/web/ssr/dist/prerender.js'],
  },
  server: {
    label: 'serwer',
    workspace: 'server',
    tool: 'esbuild',
    sources: [...COMMON_SOURCES, 'server/src', 'server/build.mjs', 'server/package.json', 'server/tsconfig.json'],
    outputs: ['server/dist/main.js', 'server/dist/cli.js', 'server/dist/package.json'],
  },
};

/** Tests never reach a bundle, so editing one does not force a rebuild. */
const isTestFile = (name) => /\.test\.tsx?$/.test(name);

/** Newest modification time (ms) under the given files and folders; 0 when none exist. */
export function newestMtime(paths, root = REPO_ROOT) {
  let newest = 0;
  const visit = (absolute) => {
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(absolute)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(absolute, entry));
      }
    } else if (!isTestFile(absolute)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const relative of paths) visit(path.join(root, relative));
  return newest;
}

/** Why the target must be built, or null when its outputs are all newer than its sources. */
export function staleReason(target, root = REPO_ROOT) {
  let oldestOutput = Infinity;
  for (const output of target.outputs) {
    try {
      oldestOutput = Math.min(oldestOutput, fs.statSync(path.join(root, output)).mtimeMs);
    } catch {
      return `brak ${output}`;
    }
  }
  return newestMtime(target.sources, root) > oldestOutput ? 'źródła są nowsze niż zbudowana wersja' : null;
}

/** The build tool is a development package: absent after `npm ci --omit=dev` or with NODE_ENV=production. */
function hasBuildTool(target, root) {
  try {
    createRequire(path.join(root, target.workspace, 'package.json')).resolve(`${target.tool}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/** Builds what is stale; returns an exit code (0: everything up to date). */
export function buildIfStale(names = Object.keys(TARGETS), { root = REPO_ROOT, log = console.log, error = console.error } = {}) {
  for (const name of names) {
    const target = TARGETS[name];
    if (!target) {
      error(`Nieznana część do zbudowania: ${name} (znane: ${Object.keys(TARGETS).join(', ')}).`);
      return 2;
    }
    const reason = staleReason(target, root);
    if (!reason) continue;
    if (!hasBuildTool(target, root)) {
      error(
        `\nNie można zbudować: ${target.label} (${reason}), a pakiety deweloperskie nie są zainstalowane ` +
          `(brak „${target.tool}”; tak bywa po npm ci z NODE_ENV=production).\n` +
          `Zainstaluj je i uruchom ponownie: npm ci --include=dev && npm start\n` +
          `albo zbuduj tam, gdzie są (npm run build), i uruchamiaj zbudowany serwer: npm run start:prod\n`,
      );
      return 1;
    }
    log(`Budowanie: ${target.label} (${reason})…`);
    // The build's own listing (hundreds of asset lines) is kept back unless it fails: the start
    // banner that follows is what a person needs to see. Warnings and errors (stderr) go through.
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) {
      if (result.stdout?.length) process.stdout.write(result.stdout);
      error(`\nBudowanie nie powiodło się: ${target.label}. Szczegóły powyżej.\n`);
      return result.status ?? 1;
    }
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = buildIfStale(process.argv.length > 2 ? process.argv.slice(2) : undefined);
}
