#!/usr/bin/env node
// The README's screenshots: opens a few stories of the static Storybook build in headless
// Chromium, waits for each story's play function as check-storybook.mjs does, and saves the
// widget itself (not the Storybook frame) as a PNG: fixed viewport, 2x pixels, animations off.
//   node scripts/screenshots.mjs [--dir storybook-static] [--out docs/screenshots]
// Builds Storybook first when the build is missing (`npm run build-storybook`, about 2 min).
// scripts/check-screenshots.mjs runs it into a temporary directory in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';
import { isLocal, recordStorybookEvents, serve } from './storybookPages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    out: { type: 'string', default: 'docs/screenshots' },
    timeout: { type: 'string', default: '30000' },
  },
});
const staticDir = resolve(root, options.dir);
const outDir = resolve(root, options.out);
const storyTimeout = Number(options.timeout);

/**
 * Each shot: the story (its id in index.json), the element that is the widget, and the page's
 * margin kept around it (CSS pixels; none for the modal, whose border is its edge).
 */
const widget = '#storybook-root .gh-root';
const shots = [
  { file: 'login.png', story: 'login-loginflow--default', element: widget, margin: 16 },
  { file: 'code-entry.png', story: 'challengeflow--sms-code', element: widget, margin: 16 },
  {
    file: 'choose-another-method.png',
    story: 'challengeflow--choose-method',
    element: widget,
    margin: 16,
  },
  // The modal is in the top layer, over the story's page.
  {
    file: 'step-up-modal.png',
    story: 'step-up-modals--approval-modal',
    element: 'dialog[open]',
    margin: 0,
  },
  { file: 'sign-up.png', story: 'sign-up-signupform--email', element: widget, margin: 16 },
];

async function shoot(page, base, shot) {
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(shot.story)}&viewMode=story`, {
    waitUntil: 'load',
  });
  await page.waitForFunction(() => window.__gatehouseCheck?.finished === true, null, {
    timeout: storyTimeout,
    polling: 50,
  });
  const failures = await page.evaluate(() =>
    window.__gatehouseCheck.events
      .filter(({ name, payload }) => name !== 'storyFinished' || payload?.status === 'error')
      .map(({ name }) => name),
  );
  if (failures.length > 0) throw new Error(`${shot.story}: ${failures.join(', ')}`);
  // The play function leaves focus where a user's would be; the picture shows no focus ring.
  await page.evaluate(async () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await document.fonts.ready;
  });
  const box = await page.locator(shot.element).first().boundingBox();
  if (!box) throw new Error(`${shot.story}: no ${shot.element} on screen`);
  const file = join(outDir, shot.file);
  await page.screenshot({
    path: file,
    clip: {
      x: Math.max(0, box.x - shot.margin),
      y: Math.max(0, box.y - shot.margin),
      width: box.width + 2 * shot.margin,
      height: box.height + 2 * shot.margin,
    },
    animations: 'disabled',
    caret: 'hide',
    scale: 'device',
  });
  return file;
}

async function main() {
  if (!existsSync(join(staticDir, 'index.json'))) {
    console.log(`No Storybook build in ${relative(root, staticDir)}: building it.`);
    execFileSync('npm', ['run', '--silent', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  }
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
  const missing = shots.filter((shot) => index.entries[shot.story]?.type !== 'story');
  if (missing.length > 0) {
    throw new Error(`No such stories in the build: ${missing.map((s) => s.story).join(', ')}`);
  }
  mkdirSync(outDir, { recursive: true });

  const server = await serve(staticDir);
  const base = `http://localhost:${server.address().port}`;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 560, height: 900 },
      deviceScaleFactor: 2,
      reducedMotion: 'reduce',
      locale: 'en-GB',
    });
    await context.addInitScript(recordStorybookEvents);
    await context.route('**/*', (route) =>
      isLocal(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
    );
    // msw's worker unregisters when its last page closes: the first page stays open throughout.
    const [first, ...rest] = shots;
    const anchor = await context.newPage();
    const written = [await shoot(anchor, base, first)];
    // The others side by side: each waits mostly on the mock API and the story's play function.
    const others = await Promise.all(
      rest.map(async (shot) => shoot(await context.newPage(), base, shot)),
    );
    written.push(...others);
    for (const file of written) console.log(`wrote ${relative(root, file)}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
