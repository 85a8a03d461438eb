import { describe, expect, it } from 'vitest';
import { budgets, judge, limitOf, limitsText, overLine, timeBudget } from './budgets.mjs';

const KiB = 1024;
const byKey = Object.fromEntries(budgets.map((budget) => [budget.key, budget]));

describe('the budget table (issue 34)', () => {
  // A promise may go down, never up: each limit is at most the issue's.
  it.each([
    ['firstPaint', { vite7: 8, vite8: 8.5, next: 8, esbuild: 10.5 }],
    ['loginPage', { vite7: 23, vite8: 23, next: 23, esbuild: 25.5 }],
    ['passkeyOffer', { vite7: 4, vite8: 4, next: 4, esbuild: 4.5 }],
    ['stepUp', { vite7: 4, vite8: 4, next: 4, esbuild: 4 }],
  ])('promises %s within the issue’s figures', (key, issue) => {
    const budget = byKey[key];
    expect(budget.kind).toBe('promise');
    for (const [host, kib] of Object.entries(issue))
      expect(limitOf(budget, host)).toBeLessThanOrEqual(kib * KiB);
  });

  it('promises at most 2 requests before usable in Vite 7 and Next.js, and prints Vite 8’s and esbuild’s', () => {
    const budget = byKey.requestsBeforeUsable;
    expect(limitOf(budget, 'vite7')).toBeLessThanOrEqual(2);
    expect(limitOf(budget, 'next')).toBeLessThanOrEqual(2);
    expect(limitOf(budget, 'vite8')).toBeNull();
    expect(limitOf(budget, 'esbuild')).toBeNull();
  });

  it.each([
    ['everything', 72],
    ['coreEverything', 28],
    ['headlessEverything', 48],
  ])('holds %s under a ceiling of %d KiB in every host', (key, kib) => {
    const budget = byKey[key];
    expect(budget.kind).toBe('ceiling');
    for (const host of ['vite7', 'vite8', 'next', 'esbuild'])
      expect(limitOf(budget, host)).toBe(kib * KiB);
  });

  it('has no ceiling that stands in for an unmet promise, and says what each figure protects', () => {
    for (const budget of budgets) {
      expect(budget).not.toHaveProperty('notMetYet');
      expect(['promise', 'ceiling']).toContain(budget.kind);
      expect(budget.protects.length).toBeGreaterThan(10);
    }
  });

  it('promises the time ratio in Vite 7, Vite 8 and Next.js and prints esbuild’s', () => {
    expect(timeBudget.limit).toEqual({ vite7: 1.1, vite8: 1.1, next: 1.1, esbuild: null });
  });
});

describe('judge', () => {
  const firstPaint = byKey.firstPaint;

  it('holds the entry import to its promise', () => {
    expect(judge(firstPaint, 'vite8', 'entry', 8.5 * KiB)).toEqual({
      verdict: 'within',
      limit: 8.5 * KiB,
    });
    expect(judge(firstPaint, 'vite8', 'entry', 8.5 * KiB + 1).verdict).toBe('over');
  });

  it('prints every figure of the root import, however big', () => {
    expect(judge(firstPaint, 'esbuild', 'root', 46 * KiB)).toEqual({
      verdict: 'printed',
      limit: null,
    });
    expect(judge(byKey.everything, 'esbuild', 'root', 99 * KiB).verdict).toBe('printed');
  });

  it('prints a figure the host has no limit for', () => {
    expect(judge(byKey.requestsBeforeUsable, 'esbuild', 'entry', 15).verdict).toBe('printed');
    expect(judge(byKey.requestsBeforeUsable, 'vite7', 'entry', 3).verdict).toBe('over');
  });

  it('reports a screen that never showed as not found, never as a failure', () => {
    expect(judge(byKey.passkeyOffer, 'next', 'entry', null).verdict).toBe('notFound');
    expect(judge(byKey.passkeyOffer, 'next', 'entry', undefined).verdict).toBe('notFound');
    expect(judge(byKey.passkeyOffer, 'next', 'entry', 4 * KiB + 1).verdict).toBe('over');
  });
});

describe('the report', () => {
  it('reads a crossed ceiling as an accident, a broken promise as a promise', () => {
    const ceiling = overLine(byKey.everything, 'next (entry import)', 73 * KiB, 72 * KiB);
    expect(ceiling).toBe(
      'next (entry import): (c) everything reachable is 73.00 KiB, over its ceiling of 72.00 KiB: an accident? (a dependency pulled in whole; the chunk report shows where)',
    );
    expect(overLine(byKey.firstPaint, 'vite7 (entry import)', 9 * KiB, 8 * KiB)).toBe(
      'vite7 (entry import): (a) login form usable is 9.00 KiB, over its promise of 8.00 KiB',
    );
  });

  it('gives one limit when every host has the same, else each host’s', () => {
    expect(limitsText(byKey.everything, ['vite7', 'next'])).toBe('ceiling 72.00 KiB');
    expect(limitsText(byKey.stepUp, ['vite7', 'esbuild'])).toBe('4.00 KiB');
    expect(limitsText(byKey.requestsBeforeUsable, ['vite7', 'vite8'])).toBe(
      'vite7 2, vite8 printed',
    );
  });
});
