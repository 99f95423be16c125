// Bundles the server into dist/ with esbuild: our own code and @pets/shared are inlined,
// every npm dependency stays external (native modules such as sharp and argon2 must). So the
// built server needs exactly the `dependencies` of this package.json at run time, and nothing
// from devDependencies (checked by build.test.ts: a package missing from the list would be
// bundled, and e.g. one that reads its own data files would break).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
export const runtimeDependencies = Object.keys(pkg.dependencies).filter((name) => name !== '@pets/shared');

/** @type {import('esbuild').BuildOptions} */
export const buildOptions = {
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: runtimeDependencies,
  logLevel: 'warning',
  // Keep dist/ one level below server/ so REPO_ROOT resolves the same as from src/.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build(buildOptions);
}
