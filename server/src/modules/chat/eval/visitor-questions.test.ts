import { describe, expect, it } from 'vitest';
import { accuracyText, evaluateOfflineAssistant } from './evaluate.js';

/**
 * The held-out evaluation as a regression floor: the accuracy measured when the floor was last
 * raised may not drop. Per-question results: npm run eval:chat -w server.
 */
const FLOOR = 47;

describe('offline assistant on held-out visitor questions', () => {
  it('keeps its accuracy at or above the recorded floor', () => {
    const report = evaluateOfflineAssistant();
    console.info(`offline assistant, held-out visitor questions: ${accuracyText(report)}`);
    expect(report.total).toBeGreaterThanOrEqual(60);
    expect(report.passed).toBeGreaterThanOrEqual(FLOOR);
  });
});
