#!/usr/bin/env node
// Compares every story's accessibility tree with the snapshot checked in under
// e2e/a11y-snapshots/<story-id>.yml, and checks the announcement rules on the rendered story.
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
// After `storybook build -o storybook-static`:
//   node scripts/check-a11y-snapshots.mjs [--update] [--dir storybook-static] [--filter <id part>]
//   [--concurrency 6] (pages wait on play functions far more than they use the CPU)
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';
import { isLocal, recordStorybookEvents, serve } from './storybookPages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    filter: { type: 'string' },
    update: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: process.env.STORYBOOK_CHECK_CONCURRENCY ?? '6' },
    timeout: { type: 'string', default: '30000' },
  },
});
const staticDir = resolve(root, options.dir);
const snapshotDir = join(root, 'e2e/a11y-snapshots');
const concurrency = Math.max(1, Number(options.concurrency));
const storyTimeout = Number(options.timeout);
const started = performance.now();

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

async function showStory(page, base, story, loaded) {
  if (!loaded.has(page)) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, {
      waitUntil: 'load',
    });
    loaded.add(page);
  } else {
    await page.evaluate((id) => window.__gatehouseShow(id), story.id);
  }
}

async function checkStory(page, base, story, loaded) {
  const problems = [];
  let changed = false;
  try {
    await showStory(page, base, story, loaded);
    await page.waitForFunction(() => window.__gatehouseCheck?.finished === true, null, {
      timeout: storyTimeout,
      polling: 50,
    });
    // Animations and transitions settle the tree no further; live text may still be updating.
    const snapshot = normalise(await page.locator('#storybook-root').ariaSnapshot(), base);
    problems.push(...(await page.evaluate(announcementProblems)));
    const file = join(snapshotDir, `${story.id}.yml`);
    const stored = await readFile(file, 'utf8').catch(() => undefined);
    if (stored !== snapshot) {
      if (options.update) {
        await writeFile(file, snapshot);
        changed = true;
      } else if (stored === undefined) {
        problems.push(`no snapshot: run with --update to write e2e/a11y-snapshots/${story.id}.yml`);
      } else {
        problems.push(`accessibility tree differs from e2e/a11y-snapshots/${story.id}.yml:`);
        problems.push(...lineDiff(stored, snapshot));
      }
    }
  } catch (error) {
    problems.push(
      `check failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
    );
    loaded.delete(page);
  }
  return { story, problems, changed };
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

async function main() {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
  let stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  if (options.filter) stories = stories.filter((s) => s.id.includes(options.filter));
  if (stories.length === 0) {
    console.error('No stories found in index.json.');
    process.exit(1);
  }
  await mkdir(snapshotDir, { recursive: true });

  const server = await serve(staticDir, Number(process.env.STORYBOOK_CHECK_PORT ?? 0));
  const base = `http://localhost:${server.address().port}`;
  const browser = await launchChromium();
  const results = [];
  const loaded = new WeakSet();
  try {
    // A fixed size and no motion: the same tree every run.
    const context = await browser.newContext({
      viewport: { width: 800, height: 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(recordStorybookEvents);
    await context.route('**/*', (route) =>
      isLocal(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
    );
    const queue = [...stories];
    const report = (result) => {
      results.push(result);
      const name = `${result.story.id}${result.changed ? ' (written)' : ''}`;
      if (result.problems.length === 0) console.log(`✓ ${name}`);
      else console.log(`✗ ${name}\n${result.problems.map((p) => `    ${p}`).join('\n')}`);
    };
    // The mock API's worker stays registered while this first page stays open.
    const anchor = await context.newPage();
    report(await checkStory(anchor, base, queue.shift(), loaded));
    await anchor.evaluate(() => document.getAnimations().forEach((a) => a.cancel()));
    const pages = await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, () => context.newPage()),
    );
    await Promise.all(
      pages.map(async (page) => {
        for (let story = queue.shift(); story; story = queue.shift())
          report(await checkStory(page, base, story, loaded));
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }

  // A snapshot whose story is gone is stale: a full run reports it (and --update removes it).
  const ids = new Set(stories.map((s) => `${s.id}.yml`));
  const stale = options.filter
    ? []
    : (await readdir(snapshotDir)).filter((f) => f.endsWith('.yml') && !ids.has(f));
  for (const file of stale) {
    if (options.update) await rm(join(snapshotDir, file));
    else console.log(`✗ e2e/a11y-snapshots/${file}: no such story (run with --update to remove)`);
  }
  const failed = results.filter((r) => r.problems.length > 0).length;
  console.log(
    `Compared ${results.length} accessibility trees in ${((performance.now() - started) / 1000).toFixed(1)}s: ${results.length - failed} passed, ${failed} failed${options.update ? `, ${results.filter((r) => r.changed).length} written` : ''}`,
  );
  process.exitCode = failed > 0 || (stale.length > 0 && !options.update) ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
