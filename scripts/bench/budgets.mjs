// The byte and request budgets `scripts/bench/bench.mjs` checks for each host (Vite 8, Vite 7,
// Next.js, esbuild) and both import styles (the widget from its entry point, and from the root):
// gzip, React excluded, measured on real host pages built from the packed packages.
//
// `limit` is the promise and fails the check: one number for every host, or one per host, where
// `null` means the figure is printed and not promised. A budget may go down, never up.
//
// `notMetYet` names the hosts (or `host entry` / `host root` for one import style) where the
// plain build does not keep a promise yet, with today's figure as a ceiling that fails the check
// when crossed; the bench prints each one under the table, beside its promise. They were first
// measured with issue 25 (Vite 8, Next.js and the root imports were not measured before) and
// each entry goes when its host meets the limit; an entry's ceiling may go down, never up.
//   - Vite 8: Rolldown puts a module that the entry shares with a part loaded lazily from another
//     lazy part (ChallengeFlow's challenges) in a chunk of its own: GatehouseProvider and
//     navigation, three requests before the form is usable, where Rollup keeps them in the entry
//     (rolldown/rolldown#10263); and oxc minifies a little less tightly than esbuild.
//   - Next.js: Turbopack keeps a module whole when another imports it as a namespace. zod/mini's
//     schemas module imports all of `zod/v4/core` that way (16.5 KiB gzip on the login page by
//     network idle, where Rollup kept 5.3 KiB), so core's `api/schema.ts` builds the schemas
//     from zod/v4/core's classes by name (6.5 KiB). What is left over a promise is Turbopack's
//     share of zod's core and of our modules (chunk report under the table).
//   - esbuild: with code splitting it makes a chunk per set of lazily loaded parts that share a
//     module (16 requests before usable), and it puts every live module that an entry reaches
//     through static imports, re-exports included, in that entry's chunks. The root barrel
//     re-exports ChallengeFlow, which LoginFlow loads lazily, so the root import puts the whole
//     challenge flow on the first page: a barrel of LoginFlow and ChallengeFlow alone measured
//     108 KB minified before usable, LoginFlow alone 23 KB. Import from the entry point with
//     esbuild.
//
// What zod's shape costs in every host: `packages/core/src/api/valueSchemas.ts` reads a non-empty
// string, an id sent as a number or a string, and one of a list with zod's custom kind (a
// predicate) rather than with zod's minLength check, union and enum kinds. Those three kinds
// measured +0.64 KiB on Vite 8's login page by idle (20.16 KiB, over its 20) and +0.68 KiB in
// esbuild's (23.27, over 23), for the same answers accepted and refused (valueSchemas.test.ts).
//
// How Turbopack groups modules into chunks moves with the import graph: on the core-and-headless
// page it keeps core in two chunks while a module of the face-match screen imports the flow
// store's module, and splits it in three without one (42.36 -> 43.07 KiB). React's face-match
// screen takes the flow's error monitor from that module (core's controller no longer imports it,
// which was against core's layers), and the page measures 42.34.
const KiB = 1024;

/**
 * @typedef {{
 *   key: string, label: string, unit: 'bytes' | 'requests',
 *   limit: number | Record<string, number | null>, reason: string,
 *   notMetYet?: Record<string, number>,
 * }} Budget
 */

/** @type {Budget[]} */
export const budgets = [
  {
    key: 'firstPaint',
    label: '(a) login form usable',
    unit: 'bytes',
    // esbuild may take 10 KiB here and 23 KiB in (b) (issue 25): how it groups shared modules
    // into chunks is the bundler's choice.
    limit: { vite8: 8 * KiB, vite7: 8 * KiB, next: 8 * KiB, esbuild: 10 * KiB },
    notMetYet: { vite8: 8.4 * KiB, 'esbuild entry': 10.4 * KiB, 'esbuild root': 46.6 * KiB },
    reason:
      "What stands between a visitor and a usable form: LoginFlow's form, its texts and validators (8 KiB since the sign-up's and the challenges' texts left the first paint).",
  },
  {
    key: 'loginPage',
    label: '(b) login page, before any challenge',
    unit: 'bytes',
    limit: { vite8: 20 * KiB, vite7: 20 * KiB, next: 20 * KiB, esbuild: 23 * KiB },
    notMetYet: { next: 20.9 * KiB, 'esbuild root': 50.1 * KiB },
    reason:
      'The form and what it loads next with no user action (controller, client, schemas, store): 20 KiB since screens and texts only an answer needs load with those screens, and the login schemas use few zod kinds.',
  },
  {
    key: 'everything',
    label: '(c) everything reachable',
    unit: 'bytes',
    limit: 64 * KiB,
    notMetYet: { next: 67.95 * KiB, 'esbuild entry': 65.9 * KiB, 'esbuild root': 75.45 * KiB },
    reason:
      "Every JavaScript file the host's build emits for the LoginFlow page (in Next.js, every chunk the route can reach): the ceiling for a session that meets every challenge and captcha. 64 KiB (60 before the four hosts and the root import) since the common challenge screens ship with the flow, the QR code comes from lean-qr's nano build, and both captcha vendors run on one loader of ours in one chunk.",
  },
  {
    key: 'requestsBeforeUsable',
    label: 'JS requests of ours before usable',
    unit: 'requests',
    // Vite 7's entry chunk holds the form (1), as does Next.js's route chunk (1). Vite 8 and
    // esbuild: printed, not promised (how they split shared modules is the host bundler's choice;
    // what it costs shows in the time ratio).
    limit: { vite8: null, vite7: 2, next: 2, esbuild: null },
    reason: 'Each request is a round trip in the waterfall before the form works, worst at 1x CPU.',
  },
  {
    key: 'stepUp',
    label: 'withStepUp, before a modal opens',
    unit: 'bytes',
    limit: 4 * KiB,
    notMetYet: { 'esbuild root': 45 * KiB },
    reason:
      'A logged-in page pays for the wrapper and step-up logic only; modals and challenges load when a call needs approval.',
  },
  {
    key: 'coreEverything',
    label: 'core with every export',
    unit: 'bytes',
    limit: 25 * KiB,
    notMetYet: { next: 26.95 * KiB },
    reason:
      "A host on core without the widgets, every export of the root, /forms and /step-up reachable: the client, every call a host makes, the challenge flow and registry, errors, texts, validation and step-up. Each screen's logic is in /headless since the root was curated to what every host uses.",
  },
  {
    key: 'headlessEverything',
    label: 'core and /headless, every export',
    unit: 'bytes',
    limit: 40 * KiB,
    notMetYet: { next: 43 * KiB },
    reason:
      "A host that builds its own UI for every screen: all of the above and every built-in challenge's controller and every widget's store. 40 KiB (38 before the four hosts); 38 KiB was the promise for all of core's exports before /headless left the root.",
  },
];

/**
 * The time to a usable LoginFlow form over a bare React form's, built by the same host in the
 * same run (esbuild: over the plain form in an app with one lazily loaded part); `npm run bench`.
 */
export const maxTimeRatio = 1.1;
