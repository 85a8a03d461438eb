#!/usr/bin/env node
// "The login form is usable as soon as a plain React form would be."
//
// Builds two pages with Vite (e2e/support/bench): one renders <LoginFlow>, the other a
// hand-written React form with the same fields. Chromium loads each cold (a fresh context, so
// no HTTP or code cache) at 4x CPU throttling, alternating, and measures the time from the
// navigation start until the password field is in the DOM and enabled; then it checks that the
// field takes typed input. No mock API runs: the form must be usable without any request
// besides the page's own static files, and the bench fails if one happens before then.
//
//   node scripts/bench-login.mjs [--runs 15] [--cpu 4] [--max-ratio 1.1] [--json]
//
// Exits 1 when <LoginFlow>'s median is more than --max-ratio times the plain form's median,
// or when either page makes a request other than its static files before it is usable.
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { launchChromium } from './chromium.mjs';
import { build, defaultClientConditions, preview } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pagesDir = here('../e2e/support/bench');
const outDir = here('../e2e/.artifacts/bench');


const pages = [
  { name: 'plain React form', path: '/plain.html' },
  { name: '<LoginFlow>', path: '/login.html' },
];

// Stamps the first moment the password field is in the DOM and enabled (runs before the page's scripts).
const detectUsable = `(() => {
  const usable = () => {
    const input = document.querySelector('input[type="password"]');
    return !!input && input.isConnected && !input.disabled && !input.readOnly &&
      !input.closest('[inert], [hidden], [aria-busy="true"]');
  };
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    observer.disconnect();
    performance.mark('login-form-usable');
    window.__benchUsable(performance.now());
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function buildPages() {
  // A production build of React and Gatehouse, whatever NODE_ENV the caller runs under.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: pagesDir,
      mode: 'production',
      logLevel: 'error',
      plugins: [react()],
      resolve: {
        conditions: ['gatehouse-source', ...defaultClientConditions],
      },
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: { input: { login: `${pagesDir}/login.html`, plain: `${pagesDir}/plain.html` } },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** One cold load: a new context (empty caches), throttled CPU, until the form takes input. */
async function coldLoad(browser, baseURL, page, cpuRate) {
  const context = await browser.newContext({ baseURL });
  try {
    const tab = await context.newPage();
    const requests = [];
    // Events arrive in the order the page sent them, so a request seen before the binding's
    // report was made before the form was usable.
    let usableSeen = false;
    tab.on('request', (request) =>
      requests.push({ url: request.url(), type: request.resourceType(), method: request.method(), afterUsable: usableSeen }),
    );
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    // The page reports the moment through a binding: polling from here would steal its main thread.
    let reportUsable;
    const usable = new Promise((resolve) => (reportUsable = resolve));
    await tab.exposeBinding('__benchUsable', (_source, at) => {
      usableSeen = true;
      reportUsable(at);
    });
    await tab.addInitScript({ content: detectUsable });
    await tab.goto(page.path, { waitUntil: 'commit' });
    const usableAt = await Promise.race([
      usable,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${page.name}: never usable`)), 15_000).unref()),
    ]);
    const field = tab.locator('input[type="password"]');
    await field.pressSequentially('Pw1');
    const accepted = (await field.inputValue()) === 'Pw1';
    const bytes = await tab.evaluate(() =>
      performance.getEntriesByType('resource').reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
    // Everything the page asked for before it became usable must be its own files. After that
    // the widget may talk to its API (the passkey autofill asks for its options then).
    const own = new URL(baseURL).origin;
    const foreign = requests.filter(({ url, type, method, afterUsable }) => {
      if (afterUsable) return false;
      const parsed = new URL(url);
      const staticFile = ['document', 'script', 'stylesheet', 'image', 'font'].includes(type);
      return parsed.origin !== own || method !== 'GET' || !staticFile;
    });
    return { usableAt, accepted, bytes, requests: requests.length, foreign };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs the benchmark and returns its numbers; `passed` is false when <LoginFlow> is slower than
 * `maxRatio` times the plain form, or a page made a request besides its static files.
 */
export async function runBench({ runs = 15, cpuRate = 4, maxRatio = 1.1, log = console.log } = {}) {
  const started = Date.now();
  const loadBefore = loadavg()[0];
  await buildPages();
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: pagesDir,
    logLevel: 'error',
    build: { outDir },
    preview: { host: 'localhost', port, strictPort: true, open: false },
  });
  const baseURL = `http://localhost:${port}`;
  const browser = await launchChromium();
  const samples = new Map(pages.map((page) => [page.name, []]));
  const problems = [];
  const bytes = new Map();
  try {
    // One discarded load of each first: the server's file cache and Chromium's start-up are not the pages' cost.
    for (const page of pages) await coldLoad(browser, baseURL, page, cpuRate);
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? pages : [...pages].reverse();
      for (const page of order) {
        const result = await coldLoad(browser, baseURL, page, cpuRate);
        samples.get(page.name).push(result.usableAt);
        bytes.set(page.name, result.bytes);
        if (!result.accepted) problems.push(`${page.name}: the password field did not take typed input`);
        for (const request of result.foreign) {
          problems.push(`${page.name}: request besides static files: ${request.method} ${request.url} (${request.type})`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const [plain, login] = pages.map((page) => median(samples.get(page.name)));
  const ratio = login / plain;
  // Each run loads both pages back to back: their ratio cancels load that drifts over the run.
  const pairedRatio = median(samples.get(pages[1].name).map((value, run) => value / samples.get(pages[0].name)[run]));
  const result = {
    runs,
    cpuRate,
    maxRatio,
    medians: { plain, loginFlow: login },
    ratio,
    pairedRatio,
    samples: Object.fromEntries(samples),
    transferBytes: Object.fromEntries(bytes),
    problems: [...new Set(problems)],
    load: { before: loadBefore, after: loadavg()[0], cores: availableParallelism() },
    passed: ratio <= maxRatio && problems.length === 0,
    durationMs: Date.now() - started,
  };

  const ms = (value) => `${value.toFixed(1)} ms`;
  const range = (name) => {
    const values = samples.get(name);
    return `(min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}, ${((bytes.get(name) ?? 0) / 1024).toFixed(1)} KiB transferred)`;
  };
  log(`Time from navigation start to a usable password field, ${cpuRate}x CPU throttling, ${runs} cold loads each:`);
  log(`  plain React form  median ${ms(plain)}  ${range(pages[0].name)}`);
  log(`  <LoginFlow>       median ${ms(login)}  ${range(pages[1].name)}`);
  log(`  ratio             ${ratio.toFixed(3)} of the medians (limit ${maxRatio.toFixed(2)}); median of per-run ratios ${pairedRatio.toFixed(3)}`);
  log(`  requests besides static files: ${result.problems.length === 0 ? 'none' : ''}`);
  for (const problem of result.problems) log(`    ${problem}`);
  const { load } = result;
  const busy = Math.max(load.before, load.after) > load.cores;
  log(`  machine load ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${load.cores} cores${busy ? ': busy, so the times are noisy' : ''}`);
  log(`${result.passed ? 'PASS' : 'FAIL'} in ${(result.durationMs / 1000).toFixed(1)} s`);
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '15' },
      cpu: { type: 'string', default: '4' },
      'max-ratio': { type: 'string', default: '1.1' },
      json: { type: 'boolean', default: false },
    },
  });
  const options = { runs: Number(values.runs), cpuRate: Number(values.cpu), maxRatio: Number(values['max-ratio']) };
  if (!Number.isInteger(options.runs) || options.runs < 1 || !(options.cpuRate >= 1) || !(options.maxRatio > 0)) {
    console.error('usage: node scripts/bench-login.mjs [--runs 15] [--cpu 4] [--max-ratio 1.1] [--json]');
    process.exit(2);
  }
  // --json: the human report goes to stderr, one JSON line to stdout (the e2e suite reads it).
  const result = await runBench({ ...options, log: values.json ? (line) => console.error(line) : console.log });
  if (values.json) console.log(JSON.stringify(result));
  process.exit(result.passed ? 0 : 1);
}
