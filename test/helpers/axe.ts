import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it is now and describes each serious or critical violation
 * (rule, impact, and where, with axe's own summary of the fix), so a failing test says what broke;
 * `within`, a selector, limits the check to that part of the page.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<unknown> } }).axe;
    return axe.run(selector === undefined ? document : { include: [selector] });
  }, within);
  return ((result as { violations: Violation[] }).violations ?? [])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').at(-1)?.trim()}`)
          .join('; ')}`,
    );
}
