import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';

/**
 * axe's WCAG 2.x A and AA rules on the page as it is now (or on the part `include` selects): the
 * violations, each with where it is.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}
