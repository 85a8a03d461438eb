// Accessibility-tree snapshots and announcement rules, taken on every story by
// scripts/check-storybook.mjs (one page load per story for every check), compared with the files
// checked in under e2e/a11y-snapshots/<story-id>.yml; `--update-snapshots` rewrites them.
// The tree is Playwright's ARIA snapshot of #storybook-root once the story's play function has
// finished: roles, accessible names, states (disabled, invalid, pressed, expanded, checked…) and
// live regions (role alert, status, timer; aria-live), with volatile numbers normalised.
// Announcement rules, for every story:
//   - every error on screen is announced: it sits in a live region (role alert or status, or
//     aria-live polite/assertive), or it is a field's error, described by its invalid field
//     (focus moves to that field on submit, and the field is read with its error);
//   - a countdown (role timer) is not read every second (aria-live off) and comes with a polite
//     live region (role status) that announces when it starts and when it ends.
// (Screens that change after a user action move focus to their heading: Screen.test.tsx and the
// focus tests of each widget prove it; a static story has no screen change to see.)
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const snapshotDir = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  'e2e/a11y-snapshots',
);

/**
 * What may differ between two runs of the same story: the server's random port (links are
 * absolute), counts of seconds and minutes (a countdown seen a tick earlier or later) and clock
 * times. Everything else stays as rendered.
 */
function normalise(snapshot, origin) {
  return `${snapshot
    .replaceAll(origin, '<origin>')
    .replaceAll(encodeURIComponent(origin), '<origin>')
    .replace(/\b\d+(?=\s*(?:seconds?|secs?|s\b|minutes?|mins?))/g, '<n>')
    .replace(/\b\d{1,2}:\d{2}(?::\d{2})?\b/g, '<time>')
    .trimEnd()}\n`;
}

/** In the page: every announcement rule the story breaks, one line each. */
function announcementProblems() {
  const problems = [];
  const live = (element) =>
    element.closest(
      '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]',
    ) !== null;
  const rootElement = document.querySelector('#storybook-root');
  const label = (element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent.trim().slice(0, 60)}"`;
  const visible = (element) => element.getClientRects().length > 0;
  for (const error of rootElement.querySelectorAll('.gh-alert--error, .gh-field__error')) {
    if (!visible(error) || error.textContent.trim() === '') continue;
    const describedBy = error.id
      ? rootElement.querySelector(`[aria-invalid="true"][aria-describedby~="${error.id}"]`)
      : null;
    if (!live(error) && !describedBy)
      problems.push(
        `error neither in a live region nor described by an invalid field: ${label(error)}`,
      );
  }
  for (const timer of rootElement.querySelectorAll('[role="timer"]')) {
    if (timer.getAttribute('aria-live') !== 'off')
      problems.push(`countdown read every second (aria-live is not off): ${label(timer)}`);
    const group = timer.parentElement;
    const status = group?.querySelector('[role="status"]');
    if (!status) problems.push(`countdown without a polite live region beside it: ${label(timer)}`);
    else if (status.textContent.trim() === '')
      problems.push(`countdown start not announced: ${label(timer)}`);
  }
  return problems;
}

/**
 * Compares the story on `page` (its play function finished) with its stored snapshot, or writes
 * it with `update`; checks the announcement rules. Answers the problems and whether it wrote.
 */
export async function checkA11ySnapshot(page, base, story, { update = false } = {}) {
  const problems = [];
  const snapshot = normalise(await page.locator('#storybook-root').ariaSnapshot(), base);
  problems.push(...(await page.evaluate(announcementProblems)));
  const file = join(snapshotDir, `${story.id}.yml`);
  const stored = await readFile(file, 'utf8').catch(() => undefined);
  if (stored === snapshot) return { problems, written: false };
  if (update) {
    await writeFile(file, snapshot);
    return { problems, written: true };
  }
  if (stored === undefined)
    problems.push(
      `no snapshot: run with --update-snapshots to write e2e/a11y-snapshots/${story.id}.yml`,
    );
  else
    problems.push(
      `accessibility tree differs from e2e/a11y-snapshots/${story.id}.yml:`,
      ...lineDiff(stored, snapshot),
    );
  return { problems, written: false };
}

/**
 * The snapshots whose story is gone (stale): a full run reports them, and `update` removes them.
 */
export async function staleSnapshots(stories, { update = false } = {}) {
  const ids = new Set(stories.map((story) => `${story.id}.yml`));
  const stale = (await readdir(snapshotDir)).filter((f) => f.endsWith('.yml') && !ids.has(f));
  if (update) await Promise.all(stale.map((file) => rm(join(snapshotDir, file))));
  return stale;
}

/** The lines only in the stored snapshot (-) and only in the new one (+). */
function lineDiff(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  return [
    ...a.filter((line) => !b.includes(line)).map((line) => `  - ${line}`),
    ...b.filter((line) => !a.includes(line)).map((line) => `  + ${line}`),
  ];
}
