// The budgets `scripts/bench/bench.mjs` checks, per moment a visitor waits (issue 34): gzip, React
// excluded, measured on real host pages built from the packed packages by Vite 7, Vite 8, Next.js
// 16 and esbuild. Each figure is either a promise (over it, the run fails) or printed.
//
// What each figure protects:
//   (a) login form usable                what stands between a visitor and the form
//   JS requests of ours before usable    round trips before the form works
//   (b) login page by network idle       the first factor, loaded while the visitor types
//   passkey enrolment, when the offer    the wait between "Create a passkey" and the browser's
//     shows                              prompt (what loads from the token exchange's answer until
//                                        the offer is on screen and the page is idle again)
//   withStepUp before a modal opens      every logged-in page pays it
//   (c) everything reachable             ceiling: an accident (a dependency pulled in whole), not
//                                        a visitor's wait
//   core with every export               ceiling: the same, for a host on core alone
//   core and /headless                   ceiling: the same, for a UI of one's own
//   root import (every figure)           printed: the README tells esbuild hosts to use the entry
//                                        points, and Vite and Next.js give the same page either way
//   time to a usable form ÷ the host's   what a visitor feels: `npm run bench` only, median of 15
//     floor, 1× and 4× CPU               cold loads, in both network profiles, not in CI
//   first use of each lazily loaded      printed: the KiB a visitor waits for when a feature is
//     feature                            first used (the challenge flow, each challenge screen,
//                                        the step-up modal, the captcha loader), so the next
//                                        decision about bytes is made on that moment
//
// The rules:
//   - A promise may go down, never up; only an issue moves one. A ceiling is there to catch
//     accidents.
//   - When a feature does not fit, the closing note shows the chunk report and stops there.
//     Nobody rewrites unrelated code to win back bytes below 0.1 KiB, and no source file carries
//     a device whose only reason is bytes.
//
// What the hosts do that the figures show:
//   - Vite 8: Rolldown puts a module that the entry shares with a part loaded lazily from another
//     lazy part in a chunk of its own, where Rollup keeps it in the entry (reproduced in eight
//     modules in docs/perf/vite8-trace.md; the same symptom as rolldown/rolldown#10731), so the
//     form takes more requests than in Rollup: printed, and its cost shows in the time ratio.
//   - Next.js: Turbopack keeps a module whole when another imports it as a namespace, and copies
//     a module into every lazily loaded chunk whose parents may not have loaded it; the chunk
//     report under the table shows its chunks against Vite 7's.
//   - esbuild: with code splitting it makes a chunk per set of lazily loaded parts that share a
//     module (the requests before usable: printed), and puts every live module an entry reaches
//     through static imports, re-exports included, in that entry's chunks: the root barrel puts
//     the whole challenge flow on the first page (evanw/esbuild#3704), hence its own figures and
//     the entry points.
//
// Re-exports a figure needs (the one kind of shape in packages/*/src whose reason is a figure):
//   - react/src/login/loginController.ts re-exports createWidgetEvents: imported by LoginFlow
//     itself, it brings GatehouseError and the listener-failure report into the form's chunk, and
//     (a) goes over its promise in all four hosts (Vite 7 7.45 -> 8.01, Vite 8 8.05 -> 8.57,
//     Next.js 7.48 -> 8.09, esbuild 9.94 -> 10.65 KiB, measured with issue 34).
//   - loginController.ts and signupPhone/signupPhoneController.ts re-export networkWaitsFor (what
//     the offline notice reads): it lives beside the HTTP client, which loads with the controller
//     after the form, as (a) needs.
const KiB = 1024;

/**
 * @typedef {{
 *   key: string, label: string, unit: 'bytes' | 'requests',
 *   kind: 'promise' | 'ceiling',
 *   limit: number | Record<string, number | null>,
 *   protects: string,
 *   styles?: string[],
 * }} Budget `limit`: one number for every host, or one per host (`null`: printed). A ceiling
 *   catches accidents; a promise is a visitor's wait. `styles`: the import styles measured (all).
 */

/** @type {Budget[]} */
export const budgets = [
  {
    key: 'firstPaint',
    label: '(a) login form usable',
    unit: 'bytes',
    kind: 'promise',
    limit: { vite7: 8 * KiB, vite8: 8.5 * KiB, next: 8 * KiB, esbuild: 10.5 * KiB },
    protects: 'what stands between a visitor and the form',
  },
  {
    key: 'requestsBeforeUsable',
    label: 'JS requests of ours before usable',
    unit: 'requests',
    kind: 'promise',
    limit: { vite7: 2, vite8: null, next: 2, esbuild: null },
    protects: 'round trips before the form works',
  },
  {
    key: 'loginPage',
    label: '(b) login page by network idle',
    unit: 'bytes',
    kind: 'promise',
    limit: { vite7: 23 * KiB, vite8: 23 * KiB, next: 23 * KiB, esbuild: 25.5 * KiB },
    protects: 'the first factor, loaded while the visitor types',
  },
  {
    key: 'passkeyOffer',
    label: 'passkey offer, what loads when it shows',
    unit: 'bytes',
    kind: 'promise',
    limit: { vite7: 4 * KiB, vite8: 4 * KiB, next: 4 * KiB, esbuild: 4.5 * KiB },
    protects: 'the wait between "Create a passkey" and the browser\'s prompt',
    // Driven on the login page with the widget from its entry point (see ./firstUse.mjs).
    styles: ['entry'],
  },
  {
    key: 'stepUp',
    label: 'withStepUp before a modal opens',
    unit: 'bytes',
    kind: 'promise',
    limit: 4 * KiB,
    protects: 'every logged-in page pays it',
  },
  {
    key: 'everything',
    label: '(c) everything reachable',
    unit: 'bytes',
    kind: 'ceiling',
    limit: 72 * KiB,
    protects: "an accident (a dependency pulled in whole), not a visitor's wait",
  },
  {
    key: 'coreEverything',
    label: 'core with every export',
    unit: 'bytes',
    kind: 'ceiling',
    limit: 28 * KiB,
    protects: 'the same, for a host on core alone',
  },
  {
    key: 'headlessEverything',
    label: 'core and /headless',
    unit: 'bytes',
    kind: 'ceiling',
    limit: 48 * KiB,
    protects: 'the same, for a UI of your own',
  },
];

/** The import styles whose figures are checked; the others (the root import) are printed. */
export const checkedStyles = ['entry'];

/**
 * The time to a usable LoginFlow form over the host's floor, built by the same host in the same
 * run (esbuild: the plain form in an app with one lazily loaded part, printed against it), at 1×
 * and 4× CPU, in each network profile; `npm run bench`.
 */
export const timeBudget = {
  label: 'time to a usable form ÷ the host floor',
  kind: 'promise',
  limit: { vite7: 1.1, vite8: 1.1, next: 1.1, esbuild: null },
  protects: 'what a visitor feels',
};

/** A budget's limit for a host: a number, or null when the figure is printed there. */
export function limitOf(budget, host) {
  return typeof budget.limit === 'number' ? budget.limit : (budget.limit[host] ?? null);
}

/**
 * How a figure stands against its budget: `within`, `over` (fails the run), `printed` (no limit
 * for this host or import style, or a style the budget does not measure), or `notFound` (the
 * feature never showed: printed, never a failure). `value` null or undefined is not found.
 * @param {Budget} budget
 * @returns {{ verdict: 'within' | 'over' | 'printed' | 'notFound', limit: number | null }}
 */
export function judge(budget, host, style, value) {
  const limit = checkedStyles.includes(style) ? limitOf(budget, host) : null;
  if (value === null || value === undefined) return { verdict: 'notFound', limit };
  if (limit === null) return { verdict: 'printed', limit };
  return { verdict: value <= limit ? 'within' : 'over', limit };
}

/** A budget's figure shown in its unit. */
export function showFigure(budget, value) {
  return budget.unit === 'bytes' ? `${(value / KiB).toFixed(2)} KiB` : String(value);
}

/**
 * The failure line for a figure over its limit: a promise broken, or a ceiling crossed (which
 * reads as the accident it catches).
 * @param {Budget} budget
 * @param {string} where the host, and the import style unless the figure is the host's alone
 */
export function overLine(budget, where, value, limit) {
  const figure = `${where}: ${budget.label} is ${showFigure(budget, value)}`;
  return budget.kind === 'ceiling'
    ? `${figure}, over its ceiling of ${showFigure(budget, limit)}: an accident? (a dependency pulled in whole; the chunk report shows where)`
    : `${figure}, over its promise of ${showFigure(budget, limit)}`;
}

/** The budget column: one limit for every host, or each host's, `printed` where none. */
export function limitsText(budget, hostNames) {
  const word = budget.kind === 'ceiling' ? 'ceiling ' : '';
  const shown = (limit) => (limit === null ? 'printed' : `${word}${showFigure(budget, limit)}`);
  const limits = hostNames.map((host) => limitOf(budget, host));
  if (limits.every((limit) => limit === limits[0])) return shown(limits[0]);
  return hostNames.map((host, index) => `${host} ${shown(limits[index])}`).join(', ');
}
