import { answerOffline } from '../offline-assistant.js';
import { EVAL_ANIMALS, EVAL_SITE } from './eval-fixture.js';
import { foldForEval } from './expected-facts.js';
import { BLIND_QUESTIONS } from './visitor-questions-blind.pl.js';
import { VISITOR_QUESTIONS, type VisitorQuestion } from './visitor-questions.pl.js';

export interface QuestionResult {
  row: VisitorQuestion;
  reply: string;
  /** The assistant's own topic, to see why an answer went wrong. */
  topic: string;
  missing: string[];
  forbiddenFound: string[];
  passed: boolean;
}

export interface EvalReport {
  results: QuestionResult[];
  passed: number;
  total: number;
  /** Passed / total per intent, in the table's order. */
  byIntent: Map<string, { passed: number; total: number }>;
}

/** The held-out sets by name: 'first' (written before issue 22's change), 'blind' (written after it, never tuned on). */
export const EVAL_SETS = { first: VISITOR_QUESTIONS, blind: BLIND_QUESTIONS } as const;
export type EvalSetName = keyof typeof EVAL_SETS;

/** Asks the offline assistant every held-out question and checks its answer's facts. */
export function evaluateOfflineAssistant(questions: readonly VisitorQuestion[] = VISITOR_QUESTIONS): EvalReport {
  const results = questions.map((row): QuestionResult => {
    const { reply, topic } = answerOffline(row.question, EVAL_ANIMALS, EVAL_SITE);
    const folded = foldForEval(reply);
    const missing = row.facts.filter((fact) => !fact.pattern.test(folded)).map((fact) => fact.name);
    const forbiddenFound = (row.forbidden ?? []).filter((fact) => fact.pattern.test(folded)).map((fact) => fact.name);
    return { row, reply, topic, missing, forbiddenFound, passed: missing.length === 0 && forbiddenFound.length === 0 };
  });
  const byIntent = new Map<string, { passed: number; total: number }>();
  for (const result of results) {
    const tally = byIntent.get(result.row.intent) ?? { passed: 0, total: 0 };
    tally.total += 1;
    if (result.passed) tally.passed += 1;
    byIntent.set(result.row.intent, tally);
  }
  return { results, passed: results.filter((result) => result.passed).length, total: results.length, byIntent };
}

export const accuracyText = (report: EvalReport) =>
  `${report.passed}/${report.total} (${((100 * report.passed) / report.total).toFixed(1)}%)`;
