/**
 * Prints the offline assistant's accuracy on the held-out visitor questions:
 *
 *   npm run eval:chat -w server                  (per-question pass/fail, per-intent and total accuracy)
 *   EVAL_VERBOSE=1 npm run eval:chat -w server   (also the full reply of every failed question)
 *
 * Two sets: 'first' (written before the issue-22 change; its failures guided that change) and
 * 'blind' (written after it and never tuned on).
 */
import { EVAL_SETS, accuracyText, evaluateOfflineAssistant, type EvalReport } from './evaluate.js';

const verbose = process.env.EVAL_VERBOSE === '1';

function print(name: string, report: EvalReport): void {
  console.log(`\n== Set '${name}' ==`);
  for (const result of report.results) {
    const problems = [...result.missing.map((fact) => `missing: ${fact}`), ...result.forbiddenFound.map((fact) => `says: ${fact}`)];
    const status = result.passed ? 'PASS' : 'FAIL';
    console.log(`${status}  [${result.row.intent}] ${result.row.question}  -> ${result.topic}${problems.length ? `  (${problems.join('; ')})` : ''}`);
    if (verbose && !result.passed) console.log(`      ${result.reply.replace(/\n/g, '\n      ')}`);
  }
  console.log('Per intent:');
  for (const [intent, tally] of report.byIntent) console.log(`  ${intent.padEnd(16)} ${tally.passed}/${tally.total}`);
}

const reports = Object.entries(EVAL_SETS).map(([name, questions]) => ({ name, report: evaluateOfflineAssistant(questions) }));
for (const { name, report } of reports) print(name, report);
console.log('');
for (const { name, report } of reports) console.log(`Offline assistant accuracy, set '${name}': ${accuracyText(report)}`);
