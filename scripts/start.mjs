// `npm start`: builds only what is missing or stale (scripts/build-if-stale.mjs), then runs the
// built server in this same process, so signals reach it directly and no second Node starts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfStale, REPO_ROOT } from './build-if-stale.mjs';

const code = buildIfStale();
if (code !== 0) process.exit(code);
// npm runs this through `sh -c`, and the shell does not pass npm's SIGTERM on: it exits and
// leaves this process running without a parent. Stop gracefully, as if signalled, when that happens.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
// What `node --enable-source-maps` does: stack traces point into server/src.
process.setSourceMapsEnabled(true);
// require, not import(): the bundle is CommonJS, and import() would first scan it for export names.
createRequire(import.meta.url)(path.join(REPO_ROOT, 'server/dist/main.js'));
