import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  const {violations} = await new AxeBuilder({page}).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per failing element, enough to find and fix it. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}
