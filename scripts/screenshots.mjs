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
  // The same three screens in Arabic, right to left: each must pass rightToLeftProblems first.
  {
    file: 'login-ar.png',
    story: 'login-loginflow--default',
    locale: 'ar',
    element: widget,
    margin: 16,
  },
  {
    file: 'code-entry-ar.png',
    story: 'challengeflow--sms-code',
    locale: 'ar',
    element: widget,
    margin: 16,
  },
  {
    file: 'choose-another-method-ar.png',
    story: 'challengeflow--choose-method',
    locale: 'ar',
    element: widget,
    margin: 16,
  },
];

/**
 * Runs in the page (page.evaluate): why the widget at `selector` does not look right as a
 * right-to-left `lang` widget, or nothing. Measured on the rendered layout, not on the CSS:
 * - the root carries dir="rtl" and the pack's lang, and computes direction rtl;
 * - every heading, label, paragraph and legend ends at its container's right edge (±2 px) and
 *   starts no further left than the container's left edge;
 * - code and phone inputs compute direction ltr, and so do the email and password inputs, whose
 *   values (addresses, passwords) read left to right; each such field still lines its value up
 *   on the right, under its label;
 * - a value inside a sentence (a masked phone number, an email) reads left to right;
 * - nothing scrolls sideways: not the page, not any control;
 * - no Latin letter in the visible text but values (emails) and brand names, so every text of
 *   the catalogue came out translated.
 */
function rightToLeftProblems({ selector, lang }) {
  const problems = [];
  const root = document.querySelector(selector);
  if (!root) return [`no ${selector} on the page`];
  const name = (element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = [...element.classList].map((c) => `.${c}`).join('');
    return `<${element.localName}${classes}>${text ? ` "${text}"` : ''}`;
  };
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
  const visible = (element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    element.getClientRects().length > 0 &&
    !element.closest('.gh-visually-hidden');

  if (root.getAttribute('dir') !== 'rtl') problems.push(`${name(root)}: dir is not "rtl"`);
  if (root.getAttribute('lang') !== lang) problems.push(`${name(root)}: lang is not "${lang}"`);
  if (
    getComputedStyle(document.documentElement).direction !== 'rtl' &&
    getComputedStyle(root).direction !== 'rtl'
  ) {
    problems.push(`${name(root)}: neither <html> nor the widget computes direction rtl`);
  }

  // Alignment: the text's own line boxes (a Range), against the parent's content box.
  for (const element of root.querySelectorAll('h1, h2, h3, h4, h5, h6, label, p, legend')) {
    if (!visible(element) || !element.textContent?.trim()) continue;
    const container = element.parentElement;
    const style = getComputedStyle(container);
    const outer = container.getBoundingClientRect();
    const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (lines.length === 0) continue;
    const textRight = Math.max(...lines.map((rect) => rect.right));
    const textLeft = Math.min(...lines.map((rect) => rect.left));
    if (Math.abs(textRight - right) > 2) {
      problems.push(
        `${name(element)}: text ends at x=${textRight.toFixed(1)}, its container's right edge is ${right.toFixed(1)}`,
      );
    }
    if (textLeft < left - 2) {
      problems.push(
        `${name(element)}: text starts at x=${textLeft.toFixed(1)}, left of its container (${left.toFixed(1)})`,
      );
    }
  }

  for (const input of root.querySelectorAll('input')) {
    if (!visible(input)) continue;
    const numeric =
      input.inputMode === 'numeric' ||
      input.type === 'tel' ||
      input.autocomplete === 'one-time-code';
    const value = input.type === 'email' || input.type === 'password';
    if (!numeric && !value) continue;
    const style = getComputedStyle(input);
    if (style.direction !== 'ltr') {
      problems.push(`<input type=${input.type} name=${input.name}>: direction is not ltr`);
    }
    // A field of its own (not a piece of a left-to-right row) lines up under its label.
    const alignedRight =
      style.textAlign === 'right' || (style.textAlign === 'end' && style.direction === 'ltr');
    if (input.parentElement?.closest('[dir]') === root && !alignedRight) {
      problems.push(`<input type=${input.type} name=${input.name}>: value not on the right`);
    }
  }

  // A value inside a sentence (a masked phone number, an email, isolated between U+2068 and
  // U+2069 or not) keeps its left-to-right order: each character stands right of the one before.
  const values = new RegExp(`\u2068[^\u2069]*\u2069|\\+[\\d•][\\d• ]*[\\d•]|${email.source}`, 'g');
  const valueWalker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = valueWalker.nextNode(); node; node = valueWalker.nextNode()) {
    if (!node.parentElement || !visible(node.parentElement)) continue;
    for (const match of node.data.matchAll(values)) {
      let previous = -Infinity;
      for (let i = match.index; i < match.index + match[0].length; i += 1) {
        if (/[\s\u2068\u2069]/.test(node.data[i])) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const { left } = range.getBoundingClientRect();
        if (left < previous) {
          const value = match[0].replace(/[\u2068\u2069]/g, '');
          problems.push(`${name(node.parentElement)}: "${value}" does not read left to right`);
          break;
        }
        previous = left;
      }
    }
  }

  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth) {
    problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth} px`);
  }
  for (const control of root.querySelectorAll('input, button, select, textarea, a')) {
    if (visible(control) && control.scrollWidth > control.clientWidth) {
      problems.push(
        `${name(control)}: content ${control.scrollWidth} px wide in ${control.clientWidth} px`,
      );
    }
  }

  // What may stay Latin: values (emails) and the names of brands and products.
  const kept = new RegExp(
    [
      email.source,
      ...['Google', 'Facebook', 'Apple', 'WhatsApp', 'SMS', 'App Store', 'Google Play'],
      ...['Face ID', 'Touch ID', 'Turnstile', 'reCAPTCHA'],
    ].join('|'),
    'g',
  );
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('svg, style, script') && visible(parent)) {
      texts.push({ parent, text: node.data });
    }
  }
  for (const field of root.querySelectorAll('input[placeholder], textarea[placeholder]')) {
    if (visible(field)) texts.push({ parent: field, text: field.placeholder });
  }
  for (const { parent, text } of texts) {
    const latin = text.replace(kept, '').match(/[A-Za-z]+/g);
    if (latin)
      problems.push(`${name(parent)}: Latin text ${latin.map((w) => `"${w}"`).join(', ')}`);
  }
  return problems;
}

async function shoot(page, base, shot) {
  const globals = shot.locale ? `&globals=locale:${shot.locale}` : '';
  await page.goto(
    `${base}/iframe.html?id=${encodeURIComponent(shot.story)}&viewMode=story${globals}`,
    { waitUntil: 'load' },
  );
  await page.waitForFunction(() => window.__gatehouseCheck?.finished === true, null, {
    timeout: storyTimeout,
    polling: 50,
  });
  const failures = await page.evaluate(() =>
    window.__gatehouseCheck.events
      .filter(({ name, payload }) => name !== 'storyFinished' || payload?.status === 'error')
      .map(({ name }) => name),
  );
  const story = `${shot.story}${shot.locale ? ` (${shot.locale})` : ''}`;
  if (failures.length > 0) throw new Error(`${story}: ${failures.join(', ')}`);
  // The play function leaves focus where a user's would be; the picture shows no focus ring.
  await page.evaluate(async () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await document.fonts.ready;
  });
  if (shot.locale === 'ar') {
    const problems = await page.evaluate(rightToLeftProblems, {
      selector: shot.element,
      lang: shot.locale,
    });
    if (problems.length > 0) {
      throw new Error(`${story} does not look right to left:\n  ${problems.join('\n  ')}`);
    }
  }
  const box = await page.locator(shot.element).first().boundingBox();
  if (!box) throw new Error(`${story}: no ${shot.element} on screen`);
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
    // Every shot runs to its end, so one run names every screen that went wrong.
    const others = await Promise.allSettled(
      rest.map(async (shot) => shoot(await context.newPage(), base, shot)),
    );
    written.push(
      ...others.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    );
    for (const file of written) console.log(`wrote ${relative(root, file)}`);
    const failed = others.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    if (failed.length > 0) {
      throw new Error(
        failed.map((error) => (error instanceof Error ? error.message : error)).join('\n'),
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
