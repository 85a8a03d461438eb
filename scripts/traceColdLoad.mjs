#!/usr/bin/env node
// A trace of cold loads of the bench's login page and its floor (the plain form), as a Vite host
// builds them: what `npm run bench`'s time ratio is made of. Reads the host source the bench wrote
// (.bench/host: the packed packages and scripts/bench/pages; run the bench once first, e.g.
// `node scripts/bench/bench.mjs --no-build --no-time --host vite8`, or a copy of it: --source),
// builds each page as a host would (no bench devices) into <source>/trace/<host><label>/<page>/,
// serves it gzipped like the bench, and loads it cold in Chromium with the DevTools trace on:
//   - every request: when it was sent and finished, its initiator (parser, preload, script), its
//     priority, and whether the HTML's <link rel=modulepreload> named it;
//   - each script's compile and evaluation (v8.compileModule, v8.evaluateModule) on the main thread;
//   - the first contentful paint and the moment the password field is usable (the bench's test);
//   - the main thread's busy time before usable, by kind of work.
// One load per page is printed request by request; the summary is the median of --runs loads.
//
//   node scripts/traceColdLoad.mjs [--host vite8|vite7 (repeatable)] [--page login|plain (repeatable)]
//                                  [--runs 7] [--cpu 1] [--no-build] [--json file]
//                                  [--source .bench/host] [--label=-before]
import { fork } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

const pageEntries = { login: 'login.tsx', plain: 'plain.tsx' };

const { values } = parseArgs({
  options: {
    host: { type: 'string', multiple: true, default: ['vite8'] },
    page: { type: 'string', multiple: true, default: ['login', 'plain'] },
    runs: { type: 'string', default: '7' },
    cpu: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    // Another copy of the host (its src/ and node_modules/), e.g. packages built from another commit.
    source: { type: 'string', default: path.join(repo, '.bench/host') },
    label: { type: 'string', default: '' },
    serve: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const cpuRate = Number(values.cpu);
const hostSource = path.resolve(values.source, 'src');
/** The pages are built beside the host they come from. */
const traceRoot = path.resolve(values.source, 'trace');
/** Where a host's pages are built and served: /<host><label>/<page>/. */
const target = (host) => `${host}${values.label}`;

/** Builds one page as a Vite host would: the HTML entry, production mode, nothing else set. */
async function buildPage(host, page) {
  const outDir = path.join(traceRoot, target(host), page);
  const input = path.join(hostSource, `${page}.${host}.trace.html`);
  writeFileSync(
    input,
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Trace: ${page}</title>
  </head>
  <body>
    <main id="root"></main>
    <script type="module" src="./${pageEntries[page]}"></script>
  </body>
</html>
`,
  );
  const common = {
    configFile: false,
    root: hostSource,
    base: `/${target(host)}/${page}/`,
    mode: 'production',
    logLevel: 'error',
  };
  const build = {
    outDir,
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  };
  if (host === 'vite8') {
    const { build: vite8Build } = await import('vite8');
    await vite8Build({ ...common, build: { ...build, rolldownOptions: { input } } });
  } else {
    const { build: viteBuild } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await viteBuild({
      ...common,
      plugins: [react()],
      build: { ...build, rollupOptions: { input } },
    });
  }
  return { url: `/${target(host)}/${page}/${page}.${host}.trace.html`, dir: outDir };
}

const gzipCache = new Map();
/** The static server: gzip like the bench's; in a process of its own (see `serve`). */
function listen() {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(traceRoot, decodeURIComponent(pathname));
    if (!file.startsWith(traceRoot + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[
      path.extname(file)
    ];
    response.writeHead(200, {
      'content-type': type ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    response.end(gzipCache.get(file));
  });
  server.listen(0, 'localhost', () => process.send?.(server.address().port));
}

/**
 * Starts the server in a child process: the trace's events stream into this one while the page
 * loads, and a server here would answer late.
 */
function serve() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', `--source=${values.source}`], {
    stdio: 'inherit',
  });
  return new Promise((resolve) =>
    child.once('message', (port) => resolve({ server: { close: () => child.kill() }, port })),
  );
}

// The bench's test of "usable" (scripts/bench/bench.mjs, detectUsable), with a user-timing mark
// so the moment shows in the trace.
const detectUsable = `(() => {
  const usable = () => {
    const input = document.querySelector('input[type="password"]');
    return !!input && input.isConnected && !input.disabled && !input.readOnly &&
      !input.closest('[inert], [hidden], [aria-busy="true"]');
  };
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    observer.disconnect();
    performance.mark('usable');
    window.__traceUsable(performance.now());
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'netlog',
];

/** One cold load with the trace on; returns its requests and main-thread events in ms since navigation. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Network.enable');
    const requests = new Map();
    // Who asked for each file (the trace has the timings).
    cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator }) => {
      requests.set(requestId, {
        url: request.url,
        initiator: initiator.type,
        initiatorUrl: initiator.url ?? initiator.stack?.callFrames?.[0]?.url,
      });
    });
    let reportUsable;
    const usable = new Promise((resolve) => (reportUsable = resolve));
    await tab.exposeBinding('__traceUsable', (_source, at) => reportUsable(at));
    await tab.addInitScript({ content: detectUsable });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
      transferMode: 'ReportEvents',
    });
    await tab.goto(url, { waitUntil: 'commit' });
    const usableAt = await Promise.race([
      usable,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${url}: never usable`)), 20_000),
      ),
    ]);
    // What runs right after usable (effects, the controller's import) belongs to the trace too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const html = await (await fetch(url)).text();
    return analyse({ url, usableAt, events, requests: [...requests.values()], html });
  } finally {
    await context.close();
  }
}

const short = (url) => new URL(url, 'http://localhost').pathname.replace(/^\/[^/]+\/[^/]+\//, '');

function analyse({ url, usableAt, events, requests, html }) {
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => short(m[1])),
  );
  // The renderer's main thread: the one that ran the page's navigation start mark.
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  if (!start) throw new Error(`${url}: no navigationStart in the trace`);
  const at = (ts) => (ts - start.ts) / 1000;
  const mainThread = (e) => e.pid === start.pid && e.tid === start.tid;
  const ofPage = events.filter((e) => e.pid === start.pid && e.ts >= start.ts);
  const initiators = new Map(requests.map((r) => [r.url, r]));
  const byId = new Map();
  for (const e of ofPage) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest') {
      const from = initiators.get(data.url);
      const initiator =
        from?.initiator === 'script' && from.initiatorUrl
          ? `script ${short(from.initiatorUrl)}`
          : (from?.initiator ?? '?');
      byId.set(data.requestId, {
        file: short(data.url),
        priority: data.priority,
        initiator,
        preloaded: preloaded.has(short(data.url)),
        sent: at(e.ts),
      });
    } else if (e.name === 'ResourceReceiveResponse' && byId.has(data.requestId)) {
      byId.get(data.requestId).response = at(e.ts);
    } else if (e.name === 'ResourceFinish' && byId.has(data.requestId)) {
      Object.assign(byId.get(data.requestId), {
        finished: data.finishTime ? data.finishTime * 1000 - start.ts / 1000 : at(e.ts),
        bytes: data.encodedDataLength,
      });
    }
  }
  const requestRows = [...byId.values()].sort((a, b) => a.sent - b.sent);
  const complete = ofPage.filter((e) => e.ph === 'X');
  const onMain = complete.filter(mainThread);
  const scripts = new Map();
  const script = (file) => {
    if (!scripts.has(file)) scripts.set(file, { file, parse: 0, compile: 0 });
    return scripts.get(file);
  };
  for (const e of complete) {
    const file = e.args?.data?.url && short(e.args.data.url);
    if (!file) continue;
    // Module scripts are parsed off the main thread as they stream in; the main thread compiles.
    if (e.name === 'v8.parseOnBackground') script(file).parse += e.dur / 1000;
    if (e.name === 'v8.compileModule' && mainThread(e)) script(file).compile += e.dur / 1000;
  }
  // A module graph is evaluated at once, when its last module has arrived: the first is the
  // page's entry with every module it imports statically.
  const [evaluation] = onMain.filter((e) => e.name === 'v8.evaluateModule');
  const usable = usableAt;
  const before = (names) =>
    onMain
      .filter((e) => names.includes(e.name) && at(e.ts) < usable)
      .reduce((total, e) => total + Math.min(e.dur / 1000, usable - at(e.ts)), 0);
  const evaluationStart = evaluation ? at(evaluation.ts) : undefined;
  const evaluationEnd = evaluation ? at(evaluation.ts + evaluation.dur) : undefined;
  const fcp = ofPage.find((e) => e.name === 'firstContentfulPaint');
  const js = requestRows.filter((r) => r.file.endsWith('.js') && r.sent < (evaluationStart ?? 0));
  return {
    usable,
    fcp: fcp ? at(fcp.ts) : undefined,
    htmlFinished: requestRows[0]?.finished,
    firstScriptSent: js[0]?.sent,
    lastScriptFinished: js.reduce((latest, r) => Math.max(latest, r.finished ?? 0), 0),
    scriptsBefore: js.length,
    evaluationStart,
    evaluation: evaluation ? evaluation.dur / 1000 : undefined,
    evaluatedToUsable: evaluationEnd === undefined ? undefined : usable - evaluationEnd,
    backgroundParse: js.reduce((total, r) => total + (scripts.get(r.file)?.parse ?? 0), 0),
    compile: before(['v8.compileModule']),
    busy: before(['RunTask']),
    // The main thread's own CPU time in those tasks (thread time): what the page's work cost,
    // apart from the time the thread waited for a core on a busy machine.
    cpu: onMain
      .filter((e) => e.name === 'RunTask' && at(e.ts) < usable && e.tdur !== undefined)
      .reduce((total, e) => total + e.tdur / 1000, 0),
    functionCalls: before(['FunctionCall']),
    style: before(['UpdateLayoutTree', 'ParseAuthorStyleSheet']),
    layoutPaint: before(['Layout', 'Paint', 'PrePaint', 'Layerize']),
    requests: requestRows,
    scripts: [...scripts.values()],
  };
}

const median = (list) => {
  const sorted = [...list].filter((v) => v !== undefined).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === undefined ? '   -  ' : value.toFixed(1).padStart(6));

if (values.serve) {
  listen();
} else {
  await main();
}

async function main() {
  const load = loadavg()[0];
  const built = {};
  for (const host of values.host) {
    for (const page of values.page) {
      built[`${target(host)} ${page}`] = values['no-build']
        ? { url: `/${target(host)}/${page}/${page}.${host}.trace.html` }
        : await buildPage(host, page);
    }
  }
  const { server, port } = await serve();
  const browser = await launchChromium();
  const results = {};
  try {
    const names = Object.keys(built);
    for (const name of names)
      await tracedLoad(browser, `http://localhost:${port}${built[name].url}`);
    for (let run = 0; run < runs; run += 1) {
      // The pages take turns, each first as often as the others.
      for (let index = 0; index < names.length; index += 1) {
        const name = names[(index + run) % names.length];
        (results[name] ??= []).push(
          await tracedLoad(browser, `http://localhost:${port}${built[name].url}`),
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log(
    `Cold loads at ${cpuRate}x CPU, trace on; median of ${runs}; ms since navigation start.`,
  );
  for (const [name, loads] of Object.entries(results)) {
    const sample = loads.toSorted((a, b) => a.usable - b.usable)[Math.floor(loads.length / 2)];
    console.log(`\n== ${name} (the median load, request by request)`);
    console.log('   sent   resp   done   bytes  priority  preloaded  initiator              file');
    for (const r of sample.requests) {
      console.log(
        `${ms(r.sent)} ${ms(r.response)} ${ms(r.finished)} ${String(r.bytes ?? '').padStart(7)}  ${String(r.priority).padEnd(8)}  ${(r.preloaded ? 'yes' : 'no').padEnd(9)}  ${String(r.initiator).slice(0, 22).padEnd(22)} ${r.file}`,
      );
    }
    console.log('  script                                   parse (background)  compile (main)');
    for (const s of sample.scripts) {
      console.log(
        `  ${s.file.slice(0, 40).padEnd(40)} ${ms(s.parse)}              ${ms(s.compile)}`,
      );
    }
  }
  console.log(
    '\nmedians                      ' +
      Object.keys(results)
        .map((n) => n.padStart(14))
        .join(''),
  );
  const rows = [
    ['HTML finished', 'htmlFinished'],
    ['first script requested', 'firstScriptSent'],
    ['scripts before evaluation', 'scriptsBefore'],
    ['last of them finished', 'lastScriptFinished'],
    ['  their background parse', 'backgroundParse'],
    ['entry graph evaluation start', 'evaluationStart'],
    ['  evaluation', 'evaluation'],
    ['evaluated → usable (render)', 'evaluatedToUsable'],
    ['usable', 'usable'],
    ['first contentful paint', 'fcp'],
    ['main thread busy < usable', 'busy'],
    ['  of it on a core (CPU)', 'cpu'],
    ['  compile', 'compile'],
    ['  function calls', 'functionCalls'],
    ['  style', 'style'],
    ['  layout and paint', 'layoutPaint'],
  ];
  for (const [label, key] of rows) {
    console.log(
      label.padEnd(29) +
        Object.values(results)
          .map((loads) => ms(median(loads.map((l) => l[key]))).padStart(14))
          .join(''),
    );
  }
  console.log(`\nmachine load ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`);
  if (values.json) writeFileSync(values.json, JSON.stringify(results));
}
