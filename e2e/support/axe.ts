import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation of the current screen. Audits in the project that
 * asks for them (`metadata.a11yAudit`, the 360 px one): the same screens at 390 px are the same markup, and
 * each audit costs about 2 s of a core.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (!test.info().project.metadata.a11yAudit) return;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
