#!/usr/bin/env node
// Size and speed of Gatehouse as a host gets it: the packed packages, built by four hosts.
//
// 1. `npm run build`, then `npm pack` @gatehouse-auth/core and @gatehouse-auth/react and unpack the
//    tarballs into .bench/host/node_modules/@gatehouse-auth (git-ignored). Their bare imports (zod,
//    zustand, react, next, …) resolve by walking up to the repo's node_modules; nothing resolves
//    to source.
// 2. Build the pages of scripts/bench/pages with each host, React included in every page:
//      vite8    Vite 8 (Rolldown; the devDependency `vite8`, TSX by oxc), each page its own app
//      vite7    Vite 7 (Rollup, @vitejs/plugin-react), each page its own app
//      next     Next.js 16: ONE App Router app with a route per page (./nextHost.mjs), one
//               `next build` (Turbopack), served by `next start`
//      esbuild  esbuild (bundle, splitting, ESM, minify), each page its own app
//    Vite and esbuild build in production mode with default conditions (NODE_ENV=production).
//    The pages, each with the widget imported from its entry point and (…Root) from the root:
//      login, loginRoot    <LoginFlow /> and the package's styles.css
//      signup, signupRoot  <SignupForm /> (the email form): printed, no budget of its own
//      stepup, stepupRoot  a logged-in page whose fetch is wrapped by withStepUp
//      plain   a hand-written React login form with the same fields (the floor)
//      plainSplit  the same form in an app with one lazily loaded part (esbuild's time floor)
//      core    every export of @gatehouse-auth/core's entries for every host: the root, /forms, /step-up
//      headless those and every export of /headless too (the logic for a UI of your own)
//    `next build` runs in a child process from the start; the other hosts build in this process
//    meanwhile, one page at a time (Rollup, the slowest, last).
// 3. Serve the Vite and esbuild output from a static server on localhost (gzip, like a host's
//    CDN; no API), Next's from `next start`, and load each page cold in Chromium (a fresh
//    context per load). A host's pages are loaded for bytes as soon as it is built, three loads
//    at a time: what a page fetches before usable and by idle follows the order of its requests,
//    not their speed. Timed loads run alone, once every host is built and measured.
//
// Bytes are gzip (level 9) sizes of the JavaScript files Chromium fetched, React excluded. React
// is kept apart exactly: Vite 7 puts every module of react, react-dom and scheduler in a manual
// chunk, Vite 8 in a Rolldown code-splitting group (Rolldown's runtime chunk, the bundler's own,
// is left out with it); esbuild gets a second entry point that reaches only React, so with
// splitting React's modules form chunks of their own. The bench checks that no chunk mixes React
// and other modules, so "not React" is exactly the host's page code plus Gatehouse and its
// dependencies. (The page code is a few dozen bytes: the render call; Vite's modulepreload
// polyfill is turned off, as it is the host's with or without Gatehouse.) In Next.js the plain
// form's route is the floor: every file it can reach (React, Next's and Turbopack's runtimes) is
// left out, by file; see ./nextHost.mjs. For each host and import style:
//   (a) login page, fetched before the password field is usable (hydrated, in Next.js)
//   (b) login page, fetched once the network is idle after that (no user action): the first
//       factor's code, before any challenge component
//   (c) every JavaScript file the build emitted for the login page, lazy chunks included (in
//       Next.js every chunk the route can reach)
//   requests: JavaScript requests of ours (not React, not the bundler's or Next's runtime)
//       before the login form is usable
//   withStepUp: the stepup page, fetched by network idle (no call made, so no modal)
//   core: every JavaScript file emitted for the core page (every export, lazy chunks included)
//   headless: the same for the headless page
//   passkey offer: what the login page loads from the token exchange until the offer shows and
//       the page is idle again (a first use, below; entry import)
// Budgets are in ./budgets.mjs (a promise or a ceiling, some per host; a figure with `·` is
// printed, as is every figure of the root import); any figure over its limit fails the run. The
// sign-up page's figures are printed, not promised.
//
// First use (every run, entry import; ./firstUse.mjs): for each lazily loaded feature (each
// challenge screen after a login, the step-up modal, the passkey offer, the captcha loader), the
// JavaScript of ours a visitor waits for when first using it: the bench drives the host's page
// in Chromium (the API answered in the page, ./apiAnswers.mjs) and counts what is fetched from
// the action until the screen shows. A screen that never shows fails the run, but the offer,
// which reads "not found" where the build has none.
// Before a page is usable it may request nothing but its own static files; the bench fails if it
// does.
//
// Chunk report (every run): for the Next.js login page (entry import), each chunk of ours it can
// reach, with when it loads (`usable`: before the form is usable, `idle`: by network idle,
// `later`: only reachable), its gzip size, its packages' shares and its biggest modules; then per
// package the KiB of (a), (b) and (c) against Vite 7's login page, which is built with hidden
// source maps for this (same chunks, byte for byte). From the chunks' source maps, see
// ./chunkReport.mjs: it shows where Next.js's figures go over Vite's.
//
// Time (not with --no-time): from navigation start to a usable password field, LoginFlow (entry
// import) against the host's floor built in the same run: the plain form, and for esbuild the
// plain form in an app with one lazily loaded part. Cold loads alternate between the pages, at
// 1x and 4x CPU throttling, in two network profiles: HTTP/1.1 from localhost, and HTTP/2 with
// TLS (./http2Serve.mjs; Next's server behind an HTTP/2 proxy) through the DevTools protocol's
// emulation of a good mobile link (40 ms, 10 Mbit/s down, 5 up). In both, the median's ratio must
// stay within the time budget (1.10; esbuild printed) or --max-ratio for each host, checked when
// the median is of at least 15 loads (--runs, 15 by default). The Vite and esbuild
// timed pages are built a second time as a host builds them (served from /<host>-host/): keeping
// React apart to count bytes is a device of the bench, and it changes how the bundler splits
// React (esbuild put React into four chunks of its own on the LoginFlow page, one on the plain
// page), so the requests before usable. Next.js's routes need no such device and are timed as
// they are.
//
//   node scripts/bench/bench.mjs [--runs 15] [--max-ratio 1.1 (default: budgets.mjs)]
//                                [--host vite8|vite7|next|esbuild|all (repeatable)]
//                                [--no-time] [--no-build] [--every-screen] [--json]
//
// --no-time checks bytes and requests only (one load per page: they are deterministic; this is
// `npm run size` and CI's size step); --no-build uses the packages' dist/ as it is (CI builds just
// before); --host limits the run to some hosts (the chunk report's Vite 7 column needs vite7);
// --every-screen measures every challenge screen's first use in a --no-time run too (a timed
// run always does; a --no-time run measures only the first use a budget promises, the passkey
// offer: ./firstUse.mjs, `everyRun`);
// --json prints one JSON line on stdout and the report on stderr. Exits 1 when a budget or the
// time ratio fails. The last lines give the machine's load and how long each host took to build.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as esbuild from 'esbuild';
import { build as viteBuild } from 'vite';
import { build as vite8Build } from 'vite8';
import { launchChromium } from '../chromium.mjs';
import { installPackedPackages } from '../packPackages.mjs';
import { budgets, judge, limitsText, overLine, showFigure, timeBudget } from './budgets.mjs';
import { chunkContent, chunkReport, stagesOf } from './chunkReport.mjs';
import {
  addedFiles,
  captchaFeature,
  challengeScreens,
  features,
  firstUseRows,
  openFirstUseTab,
  sharedFiles,
  windowOf,
} from './firstUse.mjs';
import { localhostCertificate, proxyTo, serveHttp2 } from './http2Serve.mjs';
import { buildNext } from './nextHost.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const pagesSource = fileURLToPath(new URL('./pages', import.meta.url));
const benchDir = path.join(repo, '.bench');
const hostDir = path.join(benchDir, 'host');
const hostSource = path.join(hostDir, 'src');
const outRoot = path.join(benchDir, 'out');

const packages = ['core', 'react'];
// `style`: how the page imports the widget: from its entry point (`/login`, …) or from the root.
// `field`: what makes the page usable (see detectUsable); the others mark themselves.
const pages = {
  login: {
    entry: 'login.tsx',
    title: 'LoginFlow',
    react: true,
    field: 'input[type="password"]',
  },
  loginRoot: {
    entry: 'loginRoot.tsx',
    title: 'LoginFlow from the root',
    react: true,
    field: 'input[type="password"]',
  },
  loginCaptcha: {
    entry: 'loginCaptcha.tsx',
    title: 'LoginFlow with a captcha',
    react: true,
    field: 'input[type="password"]',
  },
  signup: {
    entry: 'signup.tsx',
    title: 'SignupForm',
    react: true,
    field: 'input[type="email"]',
  },
  signupRoot: {
    entry: 'signupRoot.tsx',
    title: 'SignupForm from the root',
    react: true,
    field: 'input[type="email"]',
  },
  plain: {
    entry: 'plain.tsx',
    title: 'plain React form',
    react: true,
    field: 'input[type="password"]',
  },
  plainSplit: {
    entry: 'plainSplit.tsx',
    title: 'plain React form, one lazy part',
    react: true,
    field: 'input[type="password"]',
    timedOnly: true,
  },
  stepup: { entry: 'stepup.tsx', title: 'withStepUp', react: true },
  stepupRoot: { entry: 'stepupRoot.tsx', title: 'withStepUp from the root', react: true },
  core: { entry: 'core.ts', title: 'core, every export', react: false },
  headless: {
    entry: 'headless.ts',
    title: 'core and its headless entry, every export',
    react: false,
  },
};
/** The pages of each import style: the widget from its entry point, or from the root. */
const styles = {
  entry: { login: 'login', signup: 'signup', stepup: 'stepup' },
  root: { login: 'loginRoot', signup: 'signupRoot', stepup: 'stepupRoot' },
};
/**
 * The hosts: each builds every page from the packed packages. `floor` is the page the time of
 * LoginFlow is set against (esbuild's: the plain form in an app with one lazily loaded part).
 */
const hosts = {
  vite8: { title: 'Vite 8 (Rolldown)', floor: 'plain' },
  vite7: { title: 'Vite 7 (Rollup)', floor: 'plain' },
  next: { title: 'Next.js 16 (Turbopack, next build and next start)', floor: 'plain' },
  esbuild: { title: 'esbuild (splitting)', floor: 'plainSplit' },
};
/** The figures of core's pages, which import no widget: the same for both import styles. */
const hostWide = ['coreEverything', 'headlessEverything'];
/** The fewest cold loads whose median the time ratio is checked on (`--runs`). */
const minRuns = 15;
const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// Stamps the first moment the page is usable (runs before the page's scripts): its field (the
// password field; the email field on the sign-up page) is in the DOM and takes input, or the page
// marked itself with [data-usable]. A server-rendered page (Next.js) has its form in the HTML
// before any script: there the element must also be hydrated (React has attached its props), and
// since hydration need not change the DOM, the check also runs on every frame.
const detectUsable = (field = 'input[type="password"]', hydrates = false) => `(() => {
  const hydrated = (element) =>
    !${hydrates} || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const usable = () => {
    const marked = document.querySelector('[data-usable]');
    if (marked && hydrated(marked)) return true;
    const input = document.querySelector(${JSON.stringify(field)});
    return !!input && input.isConnected && !input.disabled && !input.readOnly &&
      !input.closest('[inert], [hidden], [aria-busy="true"]') && hydrated(input);
  };
  let done = false;
  const check = () => {
    if (done || !usable()) return false;
    done = true;
    observer.disconnect();
    window.__benchUsable(performance.now());
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  if (${hydrates}) {
    const frame = () => {
      if (!check()) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
})();`;

function html(title, script, stylesheets = []) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Bench: ${title}</title>
${stylesheets.map((href) => `    <link rel="stylesheet" href="${href}" />\n`).join('')}  </head>
  <body>
    <main id="root"></main>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

/** Builds and packs the packages and unpacks them where a host's node_modules would hold them. */
function installHost({ build, log }) {
  if (build) {
    log('npm run build …');
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  rmSync(benchDir, { recursive: true, force: true });
  installPackedPackages(hostDir, packages);
  cpSync(pagesSource, hostSource, { recursive: true });
}

/**
 * Every module of the chunk is React's, or none is: anything else would make "React excluded"
 * inexact. `entry`: the chunk is what an import() (or the page) loads.
 */
function reactOnly(file, modules, entry) {
  // A chunk of no module at all is esbuild's CommonJS interop runtime, there because React is
  // CommonJS: the plain React page has the same code inside its React chunk. Unless an import()
  // loads it: then it re-exports one of our modules from the chunks that hold them, and is ours.
  if (modules.length === 0) return !entry;
  // Rolldown's runtime is the bundler's own (its module registry, in every Vite 8 app that splits
  // code): a chunk of nothing else is left out like React's.
  if (modules.every((id) => id.startsWith('\0rolldown/runtime'))) return true;
  // The bundler's helpers (Rollup's shared CommonJS helpers, Rolldown's runtime) belong to no
  // package; a chunk of nothing else counts as ours.
  const isReact = modules
    .filter((id) => !/^\0(commonjsHelpers|rolldown\/runtime)/.test(id))
    .map((id) => reactModule.test(id));
  if (isReact.length > 0 && isReact.every(Boolean)) return true;
  if (isReact.some(Boolean)) {
    const mixed = modules.filter((id) => reactModule.test(id)).slice(0, 3);
    throw new Error(
      `${file} mixes React's modules (${mixed.join(', ')}) with others: the React split is not exact`,
    );
  }
  return false;
}

/** A built file gzipped at level 9, once: served by the static server and counted by the bench. */
const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
  return gzipCache.get(file);
}
const gzipSize = (file) => gzipped(file).length;

/**
 * One page built by one bundler: `dir` is served as `/${bundler}/${page}/`, `html` is the page,
 * `js` maps each emitted JavaScript file (path under dir) to whether it is React's.
 */
async function buildVite(host, page, { asHost = false, maps = false } = {}) {
  const target = asHost ? `${host}-host` : host;
  const dir = path.join(outRoot, target, page);
  const input = path.join(hostSource, `${page}.${host}.html`);
  writeFileSync(input, html(pages[page].title, `./${pages[page].entry}`));
  // React is kept apart the same way in both: one chunk of every module of react, react-dom and
  // scheduler (Rollup's manualChunks; Rolldown's code-splitting group, its manualChunks' successor).
  const reactApart =
    host === 'vite8'
      ? { codeSplitting: { groups: [{ name: 'react', test: reactModule }] } }
      : { manualChunks: (id) => (reactModule.test(id) ? 'react' : undefined) };
  const common = {
    configFile: false,
    root: hostSource,
    base: `/${target}/${page}/`,
    mode: 'production',
    logLevel: 'error',
  };
  const build = {
    outDir: dir,
    emptyOutDir: true,
    // The polyfill is the host's, with or without Gatehouse: left out so the bytes are ours.
    modulePreload: { polyfill: false },
    // The bench gzips what it counts itself: the build's own size report is work for nothing.
    reportCompressedSize: false,
    // Source maps beside the chunks, not named in them (the chunks are byte for byte the same),
    // for the report of what each chunk holds.
    sourcemap: maps ? 'hidden' : false,
  };
  // Vite 8 compiles TSX and JSX with oxc (the automatic runtime) and needs no React plugin.
  const output =
    host === 'vite8'
      ? await vite8Build({
          ...common,
          build: { ...build, rolldownOptions: { input, output: asHost ? {} : reactApart } },
        })
      : await viteBuild({
          ...common,
          plugins: [react()],
          build: { ...build, rollupOptions: { input, output: asHost ? {} : reactApart } },
        });
  const js = new Map();
  for (const item of [output].flat().flatMap((result) => result.output)) {
    if (item.type !== 'chunk') continue;
    js.set(
      item.fileName,
      asHost
        ? undefined
        : reactOnly(item.fileName, Object.keys(item.modules), item.isEntry || item.isDynamicEntry),
    );
  }
  return { dir, prefix: `/${target}/${page}/`, html: `${page}.${host}.html`, js };
}

async function buildEsbuild(page, { asHost = false } = {}) {
  const target = asHost ? 'esbuild-host' : 'esbuild';
  const dir = path.join(outRoot, target, page);
  rmSync(dir, { recursive: true, force: true });
  const entryPoints = { [page]: path.join(hostSource, pages[page].entry) };
  if (pages[page].react && !asHost) entryPoints['react-apart'] = path.join(hostSource, 'react.ts');
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: dir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    metafile: true,
    absWorkingDir: repo,
    logLevel: 'error',
  });
  const js = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const name = path.relative(dir, path.join(repo, file));
    if (!name.endsWith('.js')) continue;
    // The React-only entry is the bench's device, never requested by the page.
    if (name === 'react-apart.js') continue;
    js.set(
      name,
      asHost
        ? undefined
        : reactOnly(
            name,
            Object.keys(output.inputs).map((input) => path.join(repo, input)),
            output.entryPoint !== undefined,
          ),
    );
  }
  // The CSS the entry imports (styles.css, plain.css) comes out beside it, linked as a host would.
  const stylesheets = existsSync(path.join(dir, `${page}.css`)) ? [`./${page}.css`] : [];
  writeFileSync(
    path.join(dir, `${page}.html`),
    html(pages[page].title, `./${page}.js`, stylesheets),
  );
  return { dir, prefix: `/${target}/${page}/`, html: `${page}.html`, js };
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves .bench/out, gzip like a host's CDN; anything else is a 404. Over HTTP/1.1 and HTTP/2. */
function staticHandler(request, response) {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(outRoot, decodeURIComponent(pathname));
  if (
    request.method !== 'GET' ||
    !file.startsWith(outRoot + path.sep) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  ) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': 'no-store',
  });
  response.end(gzipped(file));
}

/** The static pages over HTTP/1.1 on localhost (the first network profile). */
async function serveStatic() {
  const server = createServer(staticHandler);
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    baseURL: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * One cold load (a new context: empty caches) at `cpuRate`, until usable; with `idle`, then on
 * until no request has been in flight for 500 ms. Returns what was requested before each point.
 */
async function coldLoad(browser, url, { cpuRate, idle, typeIn, field, hydrates, network }) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const requests = [];
    // Events arrive in the order the page sent them, so a request seen before the binding's
    // report was made before the page was usable.
    let usableSeen = false;
    let inFlight = 0;
    let lastActivity = Date.now();
    tab.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      requests.push({
        url: request.url(),
        type: request.resourceType(),
        method: request.method(),
        afterUsable: usableSeen,
      });
    });
    const settle = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    tab.on('requestfinished', settle);
    tab.on('requestfailed', settle);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    }
    let reportUsable;
    const usable = new Promise((resolve) => (reportUsable = resolve));
    // The page reports the moment through a binding: polling from here would steal its main thread.
    await tab.exposeBinding('__benchUsable', (_source, at) => {
      usableSeen = true;
      reportUsable(at);
    });
    await tab.addInitScript({ content: detectUsable(field, hydrates) });
    await tab.goto(url, { waitUntil: 'commit' });
    const usableAt = await Promise.race([
      usable,
      new Promise((_, reject) =>
        // Generous: a shared 2-core box under load can take this long, and only a broken page longer.
        setTimeout(() => reject(new Error(`${url}: never usable`)), 60_000).unref(),
      ),
    ]);
    const beforeIdle = [];
    if (idle) {
      const deadline = Date.now() + 60_000;
      const quiet = () => inFlight <= 0 && Date.now() - lastActivity >= 500;
      for (;;) {
        // Confirmed after a round trip to the page: by then every request event it sent before
        // has been handled, even if this process was busy (building another host) when it came.
        if (quiet() && (await tab.evaluate(() => true)) && quiet()) break;
        if (Date.now() > deadline) throw new Error(`${url}: the network never went idle`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      beforeIdle.push(...requests);
    }
    let accepted = true;
    if (typeIn) {
      const input = tab.locator(field ?? 'input[type="password"]');
      await input.pressSequentially('Pw1');
      accepted = (await input.inputValue()) === 'Pw1';
    }
    // Before the page is usable it may ask for its own static files and nothing else.
    const own = new URL(url).origin;
    const foreign = requests.filter(({ url: requested, type, method, afterUsable }) => {
      if (afterUsable) return false;
      const staticFile = ['document', 'script', 'stylesheet', 'image', 'font'].includes(type);
      return new URL(requested).origin !== own || method !== 'GET' || !staticFile;
    });
    return {
      usableAt,
      accepted,
      foreign,
      beforeUsable: requests.filter((r) => !r.afterUsable),
      beforeIdle,
    };
  } finally {
    await context.close();
  }
}

/** Runs at most `count` of the tasks given to it at once. */
function limiter(count) {
  let active = 0;
  const waiting = [];
  return async (task) => {
    while (active >= count) await new Promise((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The JavaScript of ours (not React) among `requests`, as files of the build. */
function oursFetched(built, requests) {
  const files = new Set();
  const base = `${built.baseURL}${built.prefix}`;
  for (const { url } of requests) {
    if (!url.startsWith(base)) continue;
    const file = decodeURIComponent(new URL(url).pathname.slice(built.prefix.length));
    if (built.js.get(file) === false) files.add(file);
  }
  return [...files];
}

/** Every JavaScript file of ours the page can reach: all the build emitted for it, React excluded. */
const reachable = (built) =>
  built.reachable ?? [...built.js].filter(([, isReact]) => !isReact).map(([file]) => file);

const sum = (built, files) =>
  files.reduce((total, file) => total + gzipSize(path.join(built.dir, file)), 0);

/** Bytes and requests of one host's pages (one load each at 1x CPU: they are deterministic). */
async function measureBytes(browser, host, builds, { problems, limit, time, everyScreen }) {
  const load = async (page, options) => {
    const built = builds[page];
    const result = await limit(() =>
      coldLoad(browser, built.url, {
        cpuRate: 1,
        field: pages[page].field,
        hydrates: built.hydrates,
        ...options,
      }),
    );
    for (const request of result.foreign) {
      problems.push(
        `${host} ${page}: request besides static files before usable: ${request.method} ${request.url} (${request.type})`,
      );
    }
    if (!result.accepted)
      problems.push(`${host} ${page}: the form's field did not take typed input`);
    return result;
  };
  const fetched = (page, requests) => oursFetched(builds[page], requests);
  const ours = (page) => reachable(builds[page]);
  // The loads run side by side (up to `limit`'s count, across hosts): what a page fetches before
  // it is usable, and by network idle, depends on the order of its requests, not on their speed.
  const [, , , ...styleLoads] = await Promise.all([
    load('core', {}),
    load('headless', {}),
    // The plain form is the time's floor: checked (usable, takes input) when the run times it.
    time ? load('plain', { typeIn: true }) : undefined,
    ...Object.values(styles).flatMap(({ login, signup, stepup }) => [
      load(login, { idle: true, typeIn: true }),
      load(signup, { idle: true, typeIn: true }),
      load(stepup, { idle: true }),
    ]),
  ]);
  const shared = {
    coreEverything: sum(builds.core, ours('core')),
    headlessEverything: sum(builds.headless, ours('headless')),
    // For the report: the floor a hand-written form costs the same way.
    plainPage: sum(builds.plain, ours('plain')),
  };
  const result = {};
  for (const [
    index,
    [style, { login: loginPage, signup: signupPage, stepup: stepupPage }],
  ] of Object.entries(styles).entries()) {
    const [login, signup, stepup] = styleLoads.slice(3 * index, 3 * index + 3);
    const firstPaint = fetched(loginPage, login.beforeUsable);
    const loginIdle = fetched(loginPage, login.beforeIdle);
    const signupFirstPaint = fetched(signupPage, signup.beforeUsable);
    result[style] = {
      firstPaint: sum(builds[loginPage], firstPaint),
      loginPage: sum(builds[loginPage], loginIdle),
      everything: sum(builds[loginPage], ours(loginPage)),
      requestsBeforeUsable: firstPaint.length,
      stepUp: sum(builds[stepupPage], fetched(stepupPage, stepup.beforeIdle)),
      ...shared,
      signupFirstPaint: sum(builds[signupPage], signupFirstPaint),
      signupPage: sum(builds[signupPage], fetched(signupPage, signup.beforeIdle)),
      signupEverything: sum(builds[signupPage], ours(signupPage)),
      signupRequestsBeforeUsable: signupFirstPaint.length,
      files: { firstPaint, loginPage: loginIdle, everything: ours(loginPage) },
    };
  }
  const firstUse = await measureFirstUse(browser, host, builds, {
    problems,
    limit,
    loginIdle: result.entry.files.loginPage,
    stepUpIdle: fetched('stepup', styleLoads[2].beforeIdle),
    loginPageBytes: result.entry.loginPage,
    everyScreen,
  });
  result.entry.firstUse = firstUse;
  result.entry.passkeyOffer = firstUse.passkeyOffer?.bytes ?? null;
  return result;
}

/**
 * The first use of each lazily loaded feature (./firstUse.mjs), with the widget from its entry
 * point: each challenge screen after a login, the step-up modal, the passkey offer (a screen
 * that may not exist yet: `null` when it never showed), and the captcha loader (the login page
 * with a captcha, by its login call, less the login page by idle). Bytes of ours, per feature:
 * `{ files, bytes }`; `challengeFlow` holds the files every challenge's first use fetched.
 */
async function measureFirstUse(browser, host, builds, options) {
  const { problems, limit, loginIdle, stepUpIdle, loginPageBytes, everyScreen } = options;
  const fetched = (page, requests) => oursFetched(builds[page], requests);
  const readyFiles = { login: loginIdle, stepup: stepUpIdle };
  // Two tabs take the features in turn, each loading one page after another; the passkey offer
  // has a tab of its own, with a platform authenticator.
  const tabs = [await openFirstUseTab(browser), await openFirstUseTab(browser)];
  const offerTab = await openFirstUseTab(browser, { authenticator: true });
  const measureOne = async (feature, tab) => {
    const built = builds[feature.page];
    const wanted = readyFiles[feature.page];
    const ready =
      wanted && ((requests) => addedFiles(fetched(feature.page, requests), wanted).length === 0);
    const use = await limit(() => tab.use({ url: built.url, feature, ready }));
    if (!use.shown) {
      if (!feature.optional)
        problems.push(
          `${host}: first use of ${feature.label}: the screen never showed (headings on the page: ${use.headings?.join(' | ') || 'none'}; requests after the action: ${use.requests
            .slice(use.start)
            .map((request) => `${request.method} ${new URL(request.url).pathname}`)
            .join(', ')})`,
        );
      return null;
    }
    const { before, during } = windowOf(use.requests, use);
    const files = addedFiles(fetched(feature.page, before), fetched(feature.page, during));
    return { files, bytes: sum(built, files), use };
  };
  const figures = {};
  const measuredFeatures = features.filter((feature) => feature.everyRun || everyScreen);
  const queue = [
    ...measuredFeatures.filter((feature) => !feature.authenticator),
    ...(everyScreen ? [captchaFeature] : []),
  ];
  try {
    await Promise.all([
      ...tabs.map(async (tab) => {
        for (let feature = queue.shift(); feature; feature = queue.shift())
          figures[feature.key] = await measureOne(feature, tab);
      }),
      ...measuredFeatures
        .filter((feature) => feature.authenticator)
        .map(async (feature) => (figures[feature.key] = await measureOne(feature, offerTab))),
    ]);
  } finally {
    for (const tab of [...tabs, offerTab]) await tab.close();
  }
  const captcha = figures.captcha;
  if (captcha) {
    const login = captcha.use.requests.find((request) =>
      /\/login-api\/login$/.test(new URL(request.url).pathname),
    );
    if (!login?.body?.includes('bench-token'))
      problems.push(`${host}: first use of the captcha: the login call carried no captcha answer`);
    figures.captcha = { files: captcha.files, bytes: captcha.bytes - loginPageBytes };
  }
  const challenges = challengeScreens.map(({ type }) => figures[`challenge:${type}`]);
  // Where a screen was not measured its figure stays undefined: printed as "—".
  const flowFiles = sharedFiles(challenges.filter(Boolean).map(({ files }) => files));
  figures.challengeFlow = { files: flowFiles, bytes: sum(builds.login, flowFiles) };
  for (const figure of Object.values(figures)) if (figure) delete figure.use;
  return figures;
}

/**
 * The network profiles the time is measured in: the pages from localhost over HTTP/1.1, and over
 * HTTP/2 with TLS (./http2Serve.mjs) through the DevTools protocol's emulation of a good mobile
 * link (`Network.emulateNetworkConditions`: 40 ms latency, 10 Mbit/s down, 5 up).
 */
const profiles = {
  local: { title: 'HTTP/1.1, localhost, no throttling' },
  mobile: {
    title: 'HTTP/2 + TLS, a good mobile link (40 ms, 10 Mbit/s down, 5 up)',
    network: { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 },
  },
};

/**
 * Median time to usable, LoginFlow against the host's floor (the plain form; for esbuild the
 * plain form in an app with one lazily loaded part), at each CPU rate, the pages taking turns,
 * in one network profile: `origin` maps a page's address to the profile's server.
 * The plain form, the split one and LoginFlow are all timed, so each ratio is printed.
 */
async function measureTime(browser, host, builds, { runs, cpuRates, problems, network, origin }) {
  const timed = [builds.plainAsHost, builds.loginAsHost, builds.plainSplitAsHost];
  const urls = timed.map((build) => origin(build.url));
  const { hydrates } = timed[0];
  const result = {};
  for (const cpuRate of cpuRates) {
    const samples = urls.map(() => []);
    const load = (url) => coldLoad(browser, url, { cpuRate, hydrates, network });
    // One discarded load of each first: the server's cache and Chromium's start-up are not the pages' cost.
    for (const url of urls) await load(url);
    for (let run = 0; run < runs; run += 1) {
      // Each page goes first, second and third equally often.
      const order = urls.map((_, index) => (index + run) % urls.length);
      for (const index of order) {
        const result = await load(urls[index]);
        for (const request of result.foreign)
          problems.push(
            `${host} ${cpuRate}x: request before usable: ${request.method} ${request.url}`,
          );
        samples[index].push(result.usableAt);
      }
    }
    const [plain, login, plainSplit] = samples.map(median);
    const floor = hosts[host].floor === 'plainSplit' ? plainSplit : plain;
    result[`${cpuRate}x`] = {
      plain,
      login,
      plainSplit,
      floor: hosts[host].floor,
      ratio: login / floor,
      samples: { plain: samples[0], login: samples[1], plainSplit: samples[2] },
    };
  }
  return result;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
const pad = (text, width) => String(text).padEnd(width);

/** Every page of one host, built the way that host builds it. */
async function buildPages(host, { time, baseURL, log }) {
  if (host === 'next') return buildNext({ repo, hostDir, log });
  const built = {};
  const build = async (page, options) => {
    const result =
      host === 'esbuild' ? await buildEsbuild(page, options) : await buildVite(host, page, options);
    return { baseURL, url: `${baseURL}${result.prefix}${result.html}`, ...result };
  };
  for (const page of Object.keys(pages).filter((name) => !pages[name].timedOnly)) {
    // Vite 7's login page is the one Next.js's chunk report is set against.
    built[page] = await build(page, { maps: host === 'vite7' && page === 'login' });
  }
  // The timed pages as a host's build makes them: without the device that keeps React apart
  // for counting bytes (Vite's React chunk, esbuild's React-only entry), which changes how
  // the bundler splits React, and so the requests a page makes before it is usable.
  if (time) {
    for (const page of ['plain', 'login', 'plainSplit']) {
      built[`${page}AsHost`] = await build(page, { asHost: true });
    }
  }
  return { built };
}

/** The login page's chunks (entry import) for the chunk report: what each holds, and when it loads. */
function loginChunks(title, built, files) {
  const chunks = new Map(
    files.everything.map((file) => [
      file,
      chunkContent(built.dir, file, gzipSize(path.join(built.dir, file))),
    ]),
  );
  return { title, chunks, stage: stagesOf(files) };
}

export async function runBench({
  runs = 15,
  maxRatio,
  hosts: hostNames = Object.keys(hosts),
  time = true,
  build = true,
  everyScreen = time,
  log = console.log,
} = {}) {
  const started = Date.now();
  const loadBefore = loadavg()[0];
  installHost({ build, log });
  const server = await serveStatic();
  const hostBuilds = {};
  const builds = {};
  const buildTimes = {};
  const problems = [];
  const bytes = {};
  const times = {};
  // React and Gatehouse in production, whatever NODE_ENV the caller runs under.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let browser;
  let nextBuild;
  const measured = [];
  let builtAt = Date.now();
  const secureServers = [];
  try {
    // The HTTP/2 profile's certificate is made for the run: only the timing browser ignores it.
    browser = await launchChromium(time ? ['--ignore-certificate-errors'] : []);
    // Bytes and requests do not depend on speed: each host's pages are loaded as soon as it is
    // built, three loads at a time, while the next host builds.
    const limit = limiter(3);
    const buildsStarted = {};
    const start = (host) => {
      buildsStarted[host] = Date.now();
      return buildPages(host, { time, baseURL: server.baseURL, log });
    };
    const onBuilt = (host, result) => {
      buildTimes[host] = Date.now() - buildsStarted[host];
      hostBuilds[host] = result;
      builds[host] = result.built;
      problems.push(...(result.problems ?? []));
      const measuring = measureBytes(browser, host, result.built, {
        problems,
        limit,
        time,
        everyScreen,
      }).then((figures) => (bytes[host] = figures));
      // A failure is reported once, by the Promise.all below.
      measuring.catch(() => undefined);
      measured.push(measuring);
    };
    try {
      // `next build` runs in a process of its own: it starts first, and the other hosts build in
      // this process meanwhile, one at a time, Vite 7 (Rollup, the slowest) last so that the
      // others' pages load while it builds. Awaited in the end whatever happens, so that its
      // server stops even when another host's build fails.
      nextBuild = hostNames.includes('next')
        ? start('next').then((result) => onBuilt('next', result))
        : undefined;
      nextBuild?.catch(() => undefined);
      const inProcess = hostNames
        .filter((host) => host !== 'next')
        .sort((a, b) => Number(a === 'vite7') - Number(b === 'vite7'));
      for (const host of inProcess) onBuilt(host, await start(host));
      await nextBuild;
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    builtAt = Date.now();
    await Promise.all(measured);
    if (time) {
      const certificate = localhostCertificate();
      const staticHttp2 = await serveHttp2(staticHandler, certificate);
      secureServers.push(staticHttp2);
      for (const [profile, { network }] of Object.entries(profiles)) {
        for (const host of hostNames) {
          let origin = (url) => url;
          if (network) {
            const { baseURL } = builds[host].loginAsHost;
            // Next's own server speaks HTTP/1.1: a proxy in front of it speaks HTTP/2, as a CDN does.
            const secure =
              baseURL === server.baseURL
                ? staticHttp2
                : await serveHttp2(proxyTo(baseURL), certificate);
            if (secure !== staticHttp2) secureServers.push(secure);
            origin = (url) => url.replace(baseURL, secure.baseURL);
          }
          times[host] ??= {};
          times[host][profile] = await measureTime(browser, host, builds[host], {
            runs,
            cpuRates: [1, 4],
            problems,
            network,
            origin,
          });
        }
      }
    }
  } finally {
    for (const secure of secureServers) await secure.close();
    await nextBuild?.catch(() => undefined);
    await Promise.allSettled(measured);
    await browser?.close();
    await server.close();
    for (const host of hostNames) await hostBuilds[host]?.stop?.();
  }

  const failures = [...new Set(problems)];
  const columns = hostNames.flatMap((host) =>
    Object.keys(styles).map((style) => ({ host, style })),
  );
  const width = Math.max(36, ...budgets.map(({ label }) => label.length + 1));
  const cell = 12;
  log('');
  log(
    'Real host pages from the packed packages: gzip, React excluded; each host with the widget imported from its entry point and from the root',
  );
  log([pad('', width), ...hostNames.map((host) => pad(host, cell * 2 + 1)), 'budget'].join(' '));
  log([pad('', width), ...columns.map(({ style }) => pad(style, cell))].join(' '));
  for (const budget of budgets) {
    const cells = columns.map(({ host, style }) => {
      if (budget.styles && !budget.styles.includes(style)) return pad('—', cell);
      const value = bytes[host][style][budget.key];
      const { verdict, limit } = judge(budget, host, style, value);
      if (verdict === 'notFound') return pad('not found', cell);
      if (verdict === 'printed') return pad(`${showFigure(budget, value)} ·`, cell);
      if (verdict === 'within') return pad(showFigure(budget, value), cell);
      // Core's pages import no widget: their figure is the host's, the same in both columns.
      const where = hostWide.includes(budget.key) ? host : `${host} (${style} import)`;
      const failure = overLine(budget, where, value, limit);
      if (!failures.includes(failure)) failures.push(failure);
      return pad(`${showFigure(budget, value)} ✗`, cell);
    });
    log([pad(budget.label, width), ...cells, limitsText(budget, hostNames)].join(' '));
  }
  const info = [
    ['sign-up: form usable', 'signupFirstPaint', kib],
    ['sign-up: by network idle', 'signupPage', kib],
    ['sign-up: everything reachable', 'signupEverything', kib],
    ['sign-up: JS requests before usable', 'signupRequestsBeforeUsable', String],
    ['(plain React form, not ours)', 'plainPage', kib],
  ];
  for (const [label, key, show] of info) {
    log(
      [
        pad(`  ${label}`, width),
        ...columns.map(({ host, style }) => pad(show(bytes[host][style][key]), cell)),
        'printed',
      ].join(' '),
    );
  }
  log(
    `  · printed, not promised: every figure of the root import, and where the budget says "printed" (how the host splits shared modules is its bundler's choice)`,
  );
  log(
    "  a ceiling catches accidents (a dependency pulled in whole), not a visitor's wait; a promise may go down, never up, and only an issue moves one",
  );
  log(
    '  — measured with the entry import only; not found: the screen never showed in this build (the figure is printed, not checked)',
  );
  log('');
  log(
    "First use: KiB of ours fetched from the visitor's action until the screen shows (entry import; the files the page had already fetched by idle not counted again)",
  );
  const rows = firstUseRows(
    hostNames,
    (host) => bytes[host].entry.firstUse,
    (files, host) => sum(builds[host].login, files),
  );
  const useWidth = Math.max(...rows.map(({ label }) => label.length + 1));
  log([pad('', useWidth), ...hostNames.map((host) => pad(host, cell * 2 + 1))].join(' '));
  for (const { label, cells } of rows)
    log([pad(label, useWidth), ...cells.map((text) => pad(text, cell * 2 + 1))].join(' '));
  log(
    '  in brackets: what a screen fetched beyond the challenge flow; the passkey offer is counted from the token exchange until the page is idle after the offer shows (its promise is in the table above)',
  );
  if (bytes.next) {
    log('');
    log(
      `Next.js login page (entry import), each chunk of ours: when it loads, gzip, its packages' shares${bytes.vite7 ? "; then by package against Vite 7's login page" : ''}`,
    );
    const next = loginChunks('Next.js', builds.next.login, bytes.next.entry.files);
    const vite7 = bytes.vite7 && loginChunks('Vite 7', builds.vite7.login, bytes.vite7.entry.files);
    for (const line of chunkReport(next, vite7)) log(line);
  }
  if (time) {
    // A median of fewer loads is too noisy to hold against the limit: printed, not checked.
    const checked = runs >= minRuns;
    for (const [profile, { title }] of Object.entries(profiles)) {
      log('');
      log(
        `Time to a usable password field, ${title}: median of ${runs} cold loads each, LoginFlow / the host's floor (esbuild: the plain form with one lazy part, printed)${checked ? '' : `; fewer than ${minRuns} loads: printed, not checked`}:`,
      );
      for (const host of hostNames) {
        const limit = timeBudget.limit[host] === null ? null : (maxRatio ?? timeBudget.limit[host]);
        for (const [rate, { plain, login, ratio, plainSplit, floor }] of Object.entries(
          times[host][profile],
        )) {
          const over = limit !== null && ratio > limit;
          if (over && checked)
            failures.push(
              `${host} ${profile} ${rate} CPU: LoginFlow takes ${ratio.toFixed(2)}× the ${floor} form (promise ${limit.toFixed(2)})`,
            );
          log(
            `  ${pad(host, 8)} ${pad(rate, 3)} CPU  plain ${pad(`${plain.toFixed(1)} ms`, 10)} plain with one lazy part ${pad(`${plainSplit.toFixed(1)} ms`, 10)} LoginFlow ${pad(`${login.toFixed(1)} ms`, 10)} ratio ${ratio.toFixed(2)}${over ? ' ✗' : ''} against ${floor} (${limit === null ? 'printed' : `promise ${limit.toFixed(2)}`})`,
          );
        }
      }
    }
  }
  const load = { before: loadBefore, after: loadavg()[0], cores: availableParallelism() };
  log('');
  log(
    `machine load ${load.before.toFixed(2)} → ${load.after.toFixed(2)} on ${load.cores} cores; built in ${((builtAt - started) / 1000).toFixed(1)} s (${hostNames.map((host) => `${host} ${(buildTimes[host] / 1000).toFixed(1)} s`).join(', ')})`,
  );
  for (const failure of failures) log(`FAIL ${failure}`);
  const passed = failures.length === 0;
  log(`${passed ? 'PASS' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { bytes, times, failures, load, passed, runs, maxRatio, durationMs: Date.now() - started };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const usage = `usage: node scripts/bench/bench.mjs [--runs 15] [--max-ratio 1.1] [--host ${Object.keys(hosts).join('|')}|all (repeatable)] [--no-time] [--no-build] [--every-screen] [--json]`;
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '15' },
      'max-ratio': { type: 'string' },
      host: { type: 'string', multiple: true, default: ['all'] },
      'no-time': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'every-screen': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const maxRatio = values['max-ratio'] === undefined ? undefined : Number(values['max-ratio']);
  const hostNames = values.host.includes('all') ? Object.keys(hosts) : values.host;
  if (
    !Number.isInteger(runs) ||
    runs < 1 ||
    !(maxRatio === undefined || maxRatio > 0) ||
    !hostNames.every((host) => Object.hasOwn(hosts, host))
  ) {
    console.error(usage);
    process.exit(2);
  }
  const result = await runBench({
    runs,
    maxRatio,
    hosts: hostNames,
    time: !values['no-time'],
    build: !values['no-build'],
    everyScreen: values['every-screen'] || !values['no-time'],
    log: values.json ? (line) => console.error(line) : console.log,
  });
  if (values.json) console.log(JSON.stringify(result));
  process.exit(result.passed ? 0 : 1);
}
