// Bundles the server into dist/ with esbuild: our own code and @pets/shared are inlined,
// every npm dependency stays external (native modules such as sharp and argon2 must). So the
// built server needs exactly the `dependencies` of this package.json at run time, and nothing
// from devDependencies (checked by test/build.test.ts: a package missing from the list would be
// bundled, and e.g. one that reads its own data files would break).
//
// The bundle is CommonJS although the sources are ES modules: Node then `require`s the
// dependencies instead of importing them as ES modules, which parses every CommonJS file of
// typeorm & co. a second time to find its export names; a start takes about a fifth less CPU.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
export const runtimeDependencies = Object.keys(pkg.dependencies).filter((name) => name !== '@pets/shared');

/**
 * Marks the output folder CommonJS (this package is "type": "module"), whoever builds with these
 * options and wherever to: otherwise Node would load the bundle as an ES module and fail.
 * @type {import('esbuild').Plugin}
 */
const markCommonJs = {
  name: 'mark-commonjs',
  setup(context) {
    context.onEnd((result) => {
      const { write, outdir, absWorkingDir } = context.initialOptions;
      if (result.errors.length > 0 || write === false || !outdir) return;
      const folder = path.resolve(absWorkingDir ?? process.cwd(), outdir);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
export const buildOptions = {
  absWorkingDir: serverDir,
  // The render pool's worker (src/modules/rendering/render-pool.ts) is loaded by file name: it
  // lands beside main.js as dist/render-worker.js, where the bundled pool looks for it.
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts', 'render-worker': 'src/modules/rendering/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: runtimeDependencies,
  logLevel: 'warning',
  // import.meta.url (REPO_ROOT, the CLI's entry check) is the bundle file's URL, as in ESM.
  // Keep dist/ one level below server/ so REPO_ROOT resolves the same as from src/.
  define: { 'import.meta.url': '__bundleUrl' },
  // 'use strict' first: the banner comes before esbuild's own directive, which would then not count.
  banner: { js: "'use strict';\nconst __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [markCommonJs],
};

/** Builds main.js, cli.js and render-worker.js into `outdir` (default dist/). */
export async function buildServer(outdir = path.join(serverDir, 'dist')) {
  await build({ ...buildOptions, outdir });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
