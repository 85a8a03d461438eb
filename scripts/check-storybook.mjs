#!/usr/bin/env node
// Opens every story of the static Storybook build in headless Chromium (the system one, never a
// downloaded browser), waits for its play function, and fails on any render or play error, any
// page error, any request leaving localhost, any accessibility-tree change or broken announcement
// rule (scripts/a11ySnapshots.mjs, against e2e/a11y-snapshots), or any axe-core violation in
// #storybook-root; then measures what axe cannot (scripts/a11yVisual.mjs: reflow at 320 px and 400% zoom, forced
// colours, reduced motion, target size, left-to-right codes in right-to-left text) and lists the
// stories each of those checks covered in e2e/.artifacts/a11y-visual.md; last, renders the story
// again in the pseudo-locale and fails on English left or text clipped
// (scripts/pseudoLocaleCheck.mjs).
// Each page loads the preview once, then renders story after story in place through Storybook's
// channel, as its own UI does: the preview's scripts, the mock API's worker and axe load once
// per page, not once per story. A story that does not finish gets the next one a fresh load.
// After `storybook build -o storybook-static`:
//   node scripts/check-storybook.mjs [--dir storybook-static] [--filter <id part>] [--concurrency 3]
//   [--timeout 30000] [--no-visual] [--no-pseudo] [--update-snapshots] (rewrites e2e/a11y-snapshots)
// Chromium: /usr/bin/chromium (scripts/chromium.mjs). Port: random, or STORYBOOK_CHECK_PORT.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { checkA11ySnapshot, staleSnapshots } from './a11ySnapshots.mjs';
import { checkVisual, visualCheckNames } from './a11yVisual.mjs';
import { launchChromium } from './chromium.mjs';
import { checkPseudoLocale, pseudoLocale } from './pseudoLocaleCheck.mjs';
import { isLocal, recordStorybookEvents, serve } from './storybookPages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    filter: { type: 'string' },
    concurrency: { type: 'string', default: process.env.STORYBOOK_CHECK_CONCURRENCY ?? '3' },
    timeout: { type: 'string', default: '30000' },
    'no-visual': { type: 'boolean', default: false },
    'update-snapshots': { type: 'boolean', default: false },
    'no-pseudo': { type: 'boolean', default: false },
  },
});
const staticDir = resolve(root, options.dir);
const concurrency = Math.max(1, Number(options.concurrency));
const storyTimeout = Number(options.timeout);
const axeSource = join(root, 'node_modules/axe-core/axe.min.js');
const started = performance.now();
const viewport = { width: 800, height: 900 };

// ---------------------------------------------------------------------------------------------
// One story.

/** An error message on one line: no colours, its first few non-empty lines. */
function oneLine(text, lines = 3) {
  return stripVTControlCharacters(String(text))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join(' | ');
}

function summarise(violations) {
  return violations.map((v) => {
    const detail = v.nodes.find((n) => n.message)?.message;
    return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}${detail ? ` — ${detail}` : ''}`;
  });
}

/**
 * Shows `story` in `page`: the first story of a page (or the next one after a story that never
 * finished) loads the preview; every other one is rendered in place, through Storybook's channel.
 */
async function showStory(page, base, story) {
  if (!loadedPages.has(page)) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, {
      waitUntil: 'load',
    });
    loadedPages.add(page);
  } else {
    await page.evaluate((id) => window.__gatehouseShow(id), story.id);
  }
}

/** Pages whose preview is loaded and idle: the next story renders in place. */
const loadedPages = new WeakSet();

async function checkStory(page, base, story) {
  const problems = [];
  const notes = [];
  /** The visual checks (a11yVisual.mjs) that had something to measure in this story. */
  const covered = [];
  let visualMs = 0;
  let snapshotWritten = false;
  /** Whether a widget root or modal of the story carried the pseudo-locale's lang. */
  let pseudoRendered = false;
  const onPageError = (error) => problems.push(`page error: ${error.message}`);
  const onConsole = (message) => {
    // Error statuses are what many stories are about; the browser logs each one.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      notes.push(`console error: ${oneLine(message.text(), 1)}`);
    }
  };
  // Seen from the page even when msw's service worker makes the actual (blocked) fetch.
  const onRequest = (request) => {
    if (!isLocal(request.url()))
      problems.push(`request to a non-localhost URL (blocked): ${request.url()}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('request', onRequest);
  const startedAt = performance.now();
  try {
    await showStory(page, base, story);
    const finished = await page
      .waitForFunction(() => window.__gatehouseCheck?.finished === true, null, {
        timeout: storyTimeout,
        polling: 50,
      })
      .then(
        () => true,
        () => false,
      );
    const outcome = await page.evaluate(() => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return {
        events: window.__gatehouseCheck?.events ?? [],
        phase: render?.phase,
        a11y: {
          disable: render?.story?.parameters?.a11y?.disable,
          test: render?.story?.parameters?.a11y?.test,
        },
        errorShown: document.body.classList.contains('sb-show-errordisplay'),
        errorText: document.querySelector('#error-message')?.textContent?.trim() ?? '',
        rootEmpty: (document.querySelector('#storybook-root')?.childElementCount ?? 0) === 0,
      };
    });
    if (!finished) {
      problems.push(
        `did not finish within ${storyTimeout} ms (phase: ${outcome.phase ?? 'not started'})`,
      );
      // Still playing: the next story gets a freshly loaded preview.
      loadedPages.delete(page);
    }
    for (const { name, payload } of outcome.events) {
      if (name === 'storyFinished') {
        // Rendered in place: make sure the story that finished is the one asked for.
        if (payload?.storyId !== story.id) problems.push(`finished ${payload?.storyId} instead`);
        if (payload?.status === 'error') {
          const a11y = payload.reporters?.find((r) => r.type === 'a11y' && r.status === 'failed');
          if (a11y)
            problems.push(
              `a11y addon: ${summarise(a11y.violations).join('; ') || a11y.error || 'failed'}`,
            );
          else if (!outcome.events.some((e) => e.name !== 'storyFinished'))
            problems.push('story finished with status error');
        }
      } else if (name === 'unhandledErrorsWhilePlaying') {
        const errors = Array.isArray(payload) ? payload : [payload];
        problems.push(
          `unhandled errors while playing: ${errors.map((e) => oneLine(e?.message ?? e, 1)).join('; ')}`,
        );
      } else {
        const detail =
          typeof payload === 'string'
            ? payload
            : (payload?.message ?? payload?.title ?? JSON.stringify(payload));
        problems.push(`${name}: ${oneLine(detail)}`);
      }
    }
    if (outcome.errorShown) problems.push(`error display shown: ${oneLine(outcome.errorText, 1)}`);
    if (outcome.rootEmpty && problems.length === 0) problems.push('#storybook-root is empty');
    // The tree as the story left it, before axe and the visual checks take their time.
    if (finished && !outcome.rootEmpty) {
      const snapshot = await checkA11ySnapshot(page, base, story, {
        update: options['update-snapshots'],
      });
      problems.push(...snapshot.problems);
      snapshotWritten = snapshot.written;
    }

    const a11yMode = outcome.a11y.disable === true ? 'off' : (outcome.a11y.test ?? 'error');
    if (a11yMode !== 'off' && !outcome.rootEmpty) {
      // Our own copy, whatever the a11y addon bundled: the check must not depend on the addon.
      // Once per loaded preview: later stories render in the same page.
      if (!(await page.evaluate(() => typeof window.__gatehouseAxe === 'object'))) {
        await page.addScriptTag({ content: await axeSourceText() });
        await page.evaluate(() => (window.__gatehouseAxe = window.axe));
      }
      const violations = await page.evaluate(async () => {
        // A story is a fragment of a page, not a page: "all content in landmarks" cannot apply.
        const result = await window.__gatehouseAxe.run('#storybook-root', {
          resultTypes: ['violations'],
          rules: { region: { enabled: false } },
        });
        return result.violations.map(window.__gatehouseViolation);
      });
      const lines = summarise(violations).map((line) => `axe: ${line}`);
      if (a11yMode === 'error') problems.push(...lines);
      else notes.push(...lines);
    }
    if (finished && !outcome.rootEmpty && !options['no-visual']) {
      const visualStarted = performance.now();
      const visual = await checkVisual(page, viewport);
      visualMs = performance.now() - visualStarted;
      problems.push(...visual.problems);
      covered.push(...visual.covered);
    }
    // Last: the story switches to the pseudo-locale and back.
    if (finished && !outcome.rootEmpty && !options['no-pseudo']) {
      const pseudo = await checkPseudoLocale(page);
      problems.push(...pseudo.problems.map((problem) => `${pseudoLocale}: ${problem}`));
      pseudoRendered = pseudo.rendered;
    }
  } catch (error) {
    problems.push(`check failed: ${oneLine(error instanceof Error ? error.message : error, 1)}`);
    loadedPages.delete(page);
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('request', onRequest);
  }
  return {
    story,
    problems,
    notes,
    covered,
    visualMs,
    snapshotWritten,
    pseudoRendered,
    ms: performance.now() - startedAt,
  };
}

let axeText;
async function axeSourceText() {
  axeText ??= await readFile(axeSource, 'utf8');
  return axeText;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
  let stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  if (options.filter) stories = stories.filter((s) => s.id.includes(options.filter));
  if (stories.length === 0) {
    console.error('No stories found in index.json.');
    process.exit(1);
  }

  const server = await serve(staticDir, Number(process.env.STORYBOOK_CHECK_PORT ?? 0));
  const base = `http://localhost:${server.address().port}`;
  const browser = await launchChromium();
  const blocked = new Set();
  const results = [];
  try {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(recordStorybookEvents);
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLocal(url)) return route.continue();
      blocked.add(new URL(url).origin);
      return route.abort('blockedbyclient');
    });

    const queue = [...stories];
    const report = (result) => {
      results.push(result);
      const name = `${result.story.title} › ${result.story.name}${result.snapshotWritten ? ' (snapshot written)' : ''}`;
      const time = `${(result.ms / 1000).toFixed(1)}s`;
      if (result.problems.length === 0) console.log(`✓ ${name} (${time})`);
      else console.log(`✗ ${name} (${time})\n${result.problems.map((p) => `    ${p}`).join('\n')}`);
      // A failing story's console errors repeat its problems.
      const notes =
        result.problems.length === 0
          ? result.notes
          : result.notes.filter((n) => !n.startsWith('console error'));
      for (const note of notes) console.log(`    note: ${note}`);
    };
    const work = async (page) => {
      for (let story = queue.shift(); story; story = queue.shift())
        report(await checkStory(page, base, story));
    };
    // The mock API's service worker installs once, on a page that then stays open: msw's worker
    // unregisters itself whenever its last page closes, which every navigation would otherwise be.
    const anchor = await context.newPage();
    report(await checkStory(anchor, base, queue.shift()));
    // It idles from here on: stop any spinner so it costs no CPU.
    await anchor.evaluate(() =>
      document.getAnimations().forEach((animation) => animation.cancel()),
    );
    const pages = await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, () => context.newPage()),
    );
    await Promise.all(pages.map(work));
  } finally {
    await browser.close();
    server.close();
  }

  if (!options['no-visual']) await reportVisual(results);
  // A snapshot whose story is gone is stale: a full run fails on it (and an update removes it).
  const update = options['update-snapshots'];
  const stale = options.filter ? [] : await staleSnapshots(stories, { update });
  for (const file of stale)
    console.log(`${update ? 'removed' : '✗'} e2e/a11y-snapshots/${file}: no such story`);
  const written = results.filter((r) => r.snapshotWritten).length;
  if (update) console.log(`${written} accessibility-tree snapshots written`);
  if (!options['no-pseudo'])
    console.log(
      `Pseudo-locale (${pseudoLocale}): ${results.length} stories rendered again and read for English and clipped text; ${results.filter((r) => r.pseudoRendered).length} with the locale's lang on a widget root or modal`,
    );
  const failed = results.filter((r) => r.problems.length > 0).length;
  if (blocked.size > 0) console.log(`Blocked requests to: ${[...blocked].join(', ')}`);
  console.log(
    `Checked ${results.length} stories in ${((performance.now() - started) / 1000).toFixed(1)}s`,
  );
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || (stale.length > 0 && !update) ? 1 : 0;
}

/**
 * Lists the stories each visual check covered in e2e/.artifacts/a11y-visual.md and prints a
 * one-line summary.
 */
async function reportVisual(results) {
  const sorted = [...results].sort((a, b) => a.story.id.localeCompare(b.story.id));
  const failing = sorted.filter((r) => r.problems.length > 0);
  const lines = [
    '# Visual accessibility checks (scripts/a11yVisual.mjs)',
    '',
    `${results.length} stories of the Storybook build; a story is listed under a check when it had something to measure.`,
    '',
  ];
  const counts = [];
  for (const [check, title] of Object.entries(visualCheckNames)) {
    const ids = sorted.filter((r) => r.covered.includes(check)).map((r) => r.story.id);
    counts.push(`${check} ${ids.length}`);
    lines.push(`## ${title}: ${ids.length} stories`, '', ...ids.map((id) => `- ${id}`), '');
  }
  if (failing.length > 0)
    lines.push(
      '## Failing stories',
      '',
      ...failing.map((r) => `- ${r.story.id}: ${r.problems.join('; ')}`),
      '',
    );
  const file = join(root, 'e2e/.artifacts/a11y-visual.md');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, lines.join('\n'));
  const seconds = results.reduce((sum, r) => sum + r.visualMs, 0) / 1000;
  console.log(
    `Visual checks (${seconds.toFixed(1)}s of page time): ${counts.join(', ')} stories covered; ${failing.length} failing stories; list in e2e/.artifacts/a11y-visual.md`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
