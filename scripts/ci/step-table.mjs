// Prints the step table of scripts/ci/steps.sh: each step's duration and result, and the total.
//   node scripts/ci/step-table.mjs <times file> <total ms> <exit status>
import { readFileSync } from 'node:fs';

const [file, totalMs, status] = process.argv.slice(2);
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, ms, code] = line.split('\t');
    return { name, ms: Number(ms), code: Number(code) };
  });

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const width = Math.max(5, ...rows.map((row) => row.name.length));
const line = (name, time, result) => `| ${name.padEnd(width)} | ${time.padStart(7)} | ${result.padEnd(6)} |`;

console.log(`\n${line('step', 'm:ss', 'result')}`);
console.log(`|${'-'.repeat(width + 2)}|${'-'.repeat(9)}|${'-'.repeat(8)}|`);
for (const row of rows) console.log(line(row.name, clock(row.ms), row.code === 0 ? 'ok' : `exit ${row.code}`));
console.log(line('total', clock(Number(totalMs)), Number(status) === 0 ? 'ok' : `exit ${status}`));
