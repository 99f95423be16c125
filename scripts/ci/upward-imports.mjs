#!/usr/bin/env node
// Lists the imports in server/src that run up the layers. Layers, low to high:
//   infrastructure: db/, http/, jobs/, backup/ and the root helpers config.ts, config-problems.ts,
//                   logger.ts, load-env.ts, clock.ts
//   features:       modules/*
//   composition:    app.ts, main.ts, cli.ts, cli-texts.ts (and anything else at the root)
// An import from a lower layer into a higher one is listed; one with a comment containing
// "layer:" on the line above it (or on the import itself) is listed as explained, not counted.
// Usage: node scripts/ci/upward-imports.mjs [--production]   (--production skips *.test.ts files)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/src');
const INFRA_DIRS = ['db', 'http', 'jobs', 'backup'];
const INFRA_ROOT_FILES = ['config.ts', 'config-problems.ts', 'logger.ts', 'load-env.ts', 'clock.ts'];
const productionOnly = process.argv.includes('--production');

function layer(rel) {
  const [first] = rel.split('/');
  if (INFRA_DIRS.includes(first) || INFRA_ROOT_FILES.includes(rel)) return 0;
  if (first === 'modules') return 1;
  return 2;
}
const NAMES = ['infrastructure', 'features', 'composition'];

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/g;
let counted = 0;
let explained = 0;
for (const file of walk(ROOT).sort()) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (productionOnly && rel.endsWith('.test.ts')) continue;
  const source = fs.readFileSync(file, 'utf8');
  const lines = source.split('\n');
  for (const match of source.matchAll(SPECIFIER)) {
    const target = path
      .relative(ROOT, path.resolve(path.dirname(file), match[1]))
      .split(path.sep)
      .join('/')
      .replace(/\.js$/, '.ts');
    if (target.startsWith('..')) continue;
    if (layer(target) <= layer(rel)) continue;
    const lineIndex = source.slice(0, match.index).split('\n').length - 1;
    // The import statement may start a few lines above its `from`.
    let start = lineIndex;
    while (start > 0 && !/^\s*(import|export)\b/.test(lines[start])) start -= 1;
    const reason = [lines[start - 1] ?? '', ...lines.slice(start, lineIndex + 1)].some((l) => /layer:/.test(l));
    const what = `${rel}:${lineIndex + 1} (${NAMES[layer(rel)]}) -> ${target} (${NAMES[layer(target)]})`;
    if (reason) {
      explained += 1;
      console.log(`explained  ${what}`);
    } else {
      counted += 1;
      console.log(`UPWARD     ${what}`);
    }
  }
}
console.log(`\n${counted} upward import(s) without a reason, ${explained} with one written beside them`);
process.exitCode = 0;
