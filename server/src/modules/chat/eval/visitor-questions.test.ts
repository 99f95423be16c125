import { describe, expect, it } from 'vitest';
import { EVAL_SETS, accuracyText, evaluateOfflineAssistant, type EvalSetName } from './evaluate.js';

/**
 * The held-out evaluation as a regression floor: the number of questions answered right when the
 * floor was last raised may not drop. Per-question results: npm run eval:chat -w server.
 */
const FLOORS: Record<EvalSetName, number> = { first: 79, blind: 26 };

describe('offline assistant on held-out visitor questions', () => {
  it('has at least 60 questions in the first set', () => {
    expect(EVAL_SETS.first.length).toBeGreaterThanOrEqual(60);
  });

  it.each(Object.keys(EVAL_SETS) as EvalSetName[])("keeps its accuracy on set '%s' at or above the recorded floor", (name) => {
    const report = evaluateOfflineAssistant(EVAL_SETS[name]);
    console.info(`offline assistant, held-out set '${name}': ${accuracyText(report)}`);
    expect(report.passed).toBeGreaterThanOrEqual(FLOORS[name]);
  });
});
