// The bench's Next.js host (scripts/bench/bench.mjs): ONE App Router app under .bench/host/next with
// a route per page and import style, built once with `next build` (Turbopack, Next's default),
// served by `next start`. The packed packages resolve from .bench/host/node_modules, Next, React
// and the rest from the repo's node_modules.
//
// What is ours: the plain form's route, built in the same app, is the framework floor (React,
// react-dom, scheduler, Next's runtime and its client components, the Turbopack runtime). Every
// file that route can reach is left out of every route's figures, by file, not by bytes; a file
// of ours whose source map names a module of React or Next fails the bench (the split would not
// be exact). A route reaches the files its pages load (the build's manifests: the root main files
// and the route's client reference manifest) and, transitively, every chunk those name (Turbopack
// loads a lazy chunk by its path, `static/chunks/….js`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import { bytesBySource, moduleName } from './chunkReport.mjs';

/** The route of each bench page, and its source (JSX: Next needs no TypeScript set-up for it). */
const routes = {
  login: { route: 'login', source: widgetPage('LoginFlow', '@gatehouse-auth/react/login') },
  loginRoot: { route: 'login-root', source: widgetPage('LoginFlow', '@gatehouse-auth/react') },
  loginCaptcha: {
    route: 'login-captcha',
    source: widgetPage(
      'LoginFlow',
      '@gatehouse-auth/react/login',
      ` captcha={{ type: 'TURNSTILE', siteKey: 'bench-site-key' }}`,
    ),
  },
  signup: { route: 'signup', source: widgetPage('SignupForm', '@gatehouse-auth/react/signup') },
  signupRoot: { route: 'signup-root', source: widgetPage('SignupForm', '@gatehouse-auth/react') },
  stepup: { route: 'stepup', source: stepUpPage('@gatehouse-auth/react/step-up') },
  stepupRoot: { route: 'stepup-root', source: stepUpPage('@gatehouse-auth/react') },
  plain: { route: 'plain', source: clientPage('PlainLoginForm', 'plainForm') },
  plainSplit: { route: 'plain-split', source: clientPage('SplitPage', 'splitPage') },
  core: { route: 'core', source: exportsPage(['', '/forms', '/step-up']) },
  headless: { route: 'headless', source: exportsPage(['', '/forms', '/headless', '/step-up']) },
};

/** A server page rendering a widget, imported from `from`, with the props written in `props`. */
function widgetPage(widget, from, props = '') {
  return `import { ${widget} } from '${from}';
import '@gatehouse-auth/react/styles.css';

export default function Page() {
  return <${widget}${props} />;
}
`;
}

/** A client page rendering a component of the bench's own pages (scripts/bench/pages). */
function clientPage(component, module) {
  return `'use client';
import { ${component} } from '../../../src/${module}';

export default function Page() {
  return <${component} />;
}
`;
}

function stepUpPage(from) {
  return `'use client';
import { withStepUp } from '${from}';
import { Account } from '../../../src/account';

const apiFetch = withStepUp(fetch);

export default function Page() {
  return <Account apiFetch={apiFetch} />;
}
`;
}

function exportsPage(entries) {
  const names = entries.map((_, index) => `entry${index}`);
  return `'use client';
${entries.map((entry, index) => `import * as ${names[index]} from '@gatehouse-auth/core${entry}';`).join('\n')}

const exported = { ${names.map((name) => `...${name}`).join(', ')} };

export default function Page() {
  return (
    <p data-usable data-exports={Object.keys(exported).length}>
      Every export
    </p>
  );
}
`;
}

const layout = `export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>
        <main id="root">{children}</main>
      </body>
    </html>
  );
}
`;

const nextModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|next)[\\/]/;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The chunk files (`static/chunks/….js`) that `file` names. */
function namedChunks(distDir, file) {
  const text = readFileSync(path.join(distDir, file), 'utf8');
  return [...new Set(text.match(/static\/chunks\/[\w.-]+\.js/g) ?? [])].filter(
    (name) => name !== file && existsSync(path.join(distDir, name)),
  );
}

/** Every chunk reachable from `start`, following the chunk paths each one names. */
function closure(distDir, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...namedChunks(distDir, file));
  }
  return seen;
}

/** The files a route's page loads, from the build's manifests. */
function routeFiles(distDir, route) {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const manifestFile = path.join(
    distDir,
    'server',
    'app',
    route,
    'page_client-reference-manifest.js',
  );
  const sandbox = { globalThis: {} };
  vm.runInNewContext(readFileSync(manifestFile, 'utf8'), sandbox);
  const manifest = sandbox.globalThis.__RSC_MANIFEST[`/${route}/page`];
  const files = new Set(build.rootMainFiles);
  for (const { chunks } of Object.values(manifest.clientModules)) {
    for (const chunk of chunks) {
      const file = chunk.replace(/^\/_next\//, '');
      if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

/**
 * Writes the app, builds it (one `next build`), starts `next start` on a free port. Returns the
 * built pages (as bench.mjs's other hosts do: `url`, `dir`, `prefix`, `js`, `reachable`), problems
 * found, and `stop()`.
 */
export async function buildNext({ repo, hostDir, log }) {
  const app = path.join(hostDir, 'next');
  rmSync(app, { recursive: true, force: true });
  const files = {
    'next.config.mjs': `// The bench's Next.js host: Turbopack (Next's default), browser source maps for the bench's
// report of what each chunk holds; the repo is the root, where next and react are installed.
export default {
  productionBrowserSourceMaps: true,
  turbopack: { root: ${JSON.stringify(repo)} },
  outputFileTracingRoot: ${JSON.stringify(repo)},
};
`,
    'app/layout.jsx': layout,
    ...Object.fromEntries(
      Object.values(routes).map(({ route, source }) => [`app/${route}/page.jsx`, source]),
    ),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    writeFileSync(path.join(app, file), text);
  }
  const next = path.join(repo, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  log?.('next build …');
  // A child process of its own: the bench builds the other hosts meanwhile.
  const builder = spawn(process.execPath, [next, 'build'], {
    cwd: app,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve, reject) => {
    builder.once('error', reject);
    builder.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`next build exited with ${code}`);
  const distDir = path.join(app, '.next');

  const problems = [];
  const floor = closure(distDir, routeFiles(distDir, routes.plain.route));
  const allChunks = readdirSync(path.join(distDir, 'static', 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name}`);
  const js = new Map(allChunks.map((file) => [file, floor.has(file)]));
  for (const file of allChunks) {
    if (floor.has(file)) continue;
    const bySource = bytesBySource(distDir, file);
    const framework = [...bySource.keys()].filter((source) => nextModule.test(source));
    if (framework.length > 0) {
      problems.push(
        `next: ${file} mixes the framework's modules (${framework.slice(0, 3).map(moduleName).join(', ')}) with others: the floor is not exact`,
      );
    }
  }

  const port = await freePort();
  const server = spawn(process.execPath, [next, 'start', '--port', String(port)], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    const ready = await fetch(`${baseURL}/${routes.plain.route}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`next start never answered:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const built = {};
  for (const [page, { route }] of Object.entries(routes)) {
    const reachable = [...closure(distDir, routeFiles(distDir, route))].filter(
      (file) => !floor.has(file),
    );
    built[page] = {
      baseURL,
      url: `${baseURL}/${route}`,
      dir: distDir,
      prefix: '/_next/',
      js,
      reachable,
      hydrates: true,
    };
  }
  // The timed pages are the same routes: no device keeps React apart in this host.
  for (const page of ['plain', 'login', 'plainSplit']) built[`${page}AsHost`] = built[page];
  return {
    built,
    problems,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve(undefined);
        server.once('exit', resolve);
        server.kill();
      }),
  };
}
