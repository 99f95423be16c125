import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** WCAG 2.0, 2.1 and 2.2 A and AA (wcag22aa brings target-size, 2.5.8). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as one line each: rule, impact and up to three elements. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) => `${label}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`,
  );
}
