/**
 * Prints the offline assistant's accuracy on the held-out visitor questions:
 *
 *   npm run eval:chat -w server            (per-question pass/fail, per-intent and total accuracy)
 *   EVAL_VERBOSE=1 npm run eval:chat -w server   (also the full reply of every failed question)
 */
import { accuracyText, evaluateOfflineAssistant } from './evaluate.js';

const verbose = process.env.EVAL_VERBOSE === '1';
const report = evaluateOfflineAssistant();

for (const result of report.results) {
  const problems = [...result.missing.map((name) => `missing: ${name}`), ...result.forbiddenFound.map((name) => `says: ${name}`)];
  const status = result.passed ? 'PASS' : 'FAIL';
  console.log(`${status}  [${result.row.intent}] ${result.row.question}  -> ${result.topic}${problems.length ? `  (${problems.join('; ')})` : ''}`);
  if (verbose && !result.passed) console.log(`      ${result.reply.replace(/\n/g, '\n      ')}`);
}
console.log('\nPer intent:');
for (const [intent, tally] of report.byIntent) console.log(`  ${intent.padEnd(16)} ${tally.passed}/${tally.total}`);
console.log(`\nOffline assistant accuracy: ${accuracyText(report)}`);
