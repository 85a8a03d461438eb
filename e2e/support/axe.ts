import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Loads axe-core into every document the page opens from now on. An init script, not a
 * script tag: the example's CSP (script-src 'self') refuses inline scripts, and must stay on.
 */
export async function installAxe(page: Page) {
  await page.addInitScript({ content: axeSource });
}

/** Runs every axe rule on the whole page (host and widget) and fails with a readable report. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  if (violations.length > 0) {
    const report = violations
      .map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`)
      .join('\n');
    throw new Error(`axe found ${violations.length} violation(s) on ${screen}:\n${report}`);
  }
}
