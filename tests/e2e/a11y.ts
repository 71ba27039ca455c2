import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import axe, {type Result} from 'axe-core';

/**
 * axe-core's experimental rules (issue 16: label in name, focus order, `<p>` styled as a heading,
 * tables…), off by default, turned on next to the others.
 */
export const experimentalRules: readonly string[] = axe.getRules(['experimental']).map((r) => r.ruleId);

/** Serious and critical axe-core violations on the page as it is now, experimental rules included. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({page})
    .options({rules: Object.fromEntries(experimentalRules.map((id) => [id, {enabled: true}]))})
    .analyze();
  // Each experimental rule really ran: it shows in one of axe's four lists.
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
  const skipped = experimentalRules.filter((id) => !ran.has(id));
  if (experimentalRules.length === 0 || skipped.length > 0) throw new Error(`axe did not run experimental rules: ${skipped.join(', ') || 'none found'}`);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
