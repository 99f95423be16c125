// Gzip sizes of the built web app (apps/web/dist, `npm run build -w apps/web` first): the JS and
// CSS a visitor's first page load fetches (index.html's module script, its module preloads and
// everything they import statically), and the admin chunks, which only load behind lazy routes.
//
//   npm run bench:bundle            (BENCH_JSON=path also writes the figures as JSON)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const ROUTER = path.join(ROOT, 'apps/web/src/app/router.tsx');

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}

// What a browser with JavaScript loads: the <noscript> stylesheet (/static, not in dist) is not.
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
const assetsIn = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
const entryScripts = assetsIn(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const preloads = assetsIn(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
const stylesheets = assetsIn(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(DIST, file));
    sizes.set(file, { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
  }
  return sizes.get(file);
}

/** A chunk's static imports (`from"./x.js"`, `import"./x.js"`), relative to the assets folder. */
function staticImports(file) {
  const code = readFileSync(path.join(DIST, file), 'utf8');
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)].map((match) => path.posix.join(path.posix.dirname(file), match[1]));
  return [...new Set(found)];
}

function staticClosure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const initialJs = staticClosure([...entryScripts, ...preloads]);
const allAssets = readdirSync(path.join(DIST, 'assets')).map((name) => `assets/${name}`);

// Admin screens are the router's lazy modules under features/admin and layouts/AdminLayout;
// their chunks are named after those modules.
const router = readFileSync(ROUTER, 'utf8');
const adminModules = [...new Set([...router.matchAll(/import\(\s*['"]([^'"]*(?:features\/admin|layouts\/AdminLayout)[^'"]*)['"]\s*\)/g)].map((match) => path.posix.basename(match[1])))];
const chunkOf = (moduleName) => allAssets.find((file) => file.endsWith('.js') && path.posix.basename(file).startsWith(`${moduleName}-`));
const adminOnly = (modules) =>
  [...staticClosure(modules.map(chunkOf).filter(Boolean))].filter((file) => !initialJs.has(file));

const total = (files) => files.map(sizeOf).reduce((sum, size) => ({ bytes: sum.bytes + size.bytes, gzipBytes: sum.gzipBytes + size.gzipBytes }), { bytes: 0, gzipBytes: 0 });
const group = (label, files) => ({ label, files: [...files].sort().map(sizeOf), ...total([...files]) });

const groups = [
  group('`/` initial JS', initialJs),
  group('`/` initial CSS', stylesheets),
  group('admin sign-in JS (LoginPage chunks beyond the initial JS)', adminOnly(['LoginPage'])),
  group('admin panel first view JS (AdminLayout + DashboardPage chunks beyond the initial JS)', adminOnly(['AdminLayout', 'DashboardPage'])),
  group(`all admin JS chunks (${adminModules.length} lazy admin modules)`, adminOnly(adminModules)),
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('\n## Web bundle sizes (apps/web/dist)\n');
console.log('| what | files | raw | gzip |\n|---|---|---|---|');
for (const { label, files, bytes, gzipBytes } of groups) console.log(`| ${label} | ${files.length} | ${kb(bytes)} | ${kb(gzipBytes)} |`);
console.log('\nLargest initial JS files (gzip): ' + groups[0].files.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5).map((size) => `${size.file} ${kb(size.gzipBytes)}`).join(', '));

if (process.env.BENCH_JSON) {
  mkdirSync(path.dirname(path.resolve(process.env.BENCH_JSON)), { recursive: true });
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ benchmark: 'bundle-sizes', finishedAt: new Date().toISOString(), results: { adminModules, groups } }, null, 2)}\n`);
}
