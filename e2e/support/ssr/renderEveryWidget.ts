// A host's server in miniature: imports every entry of the built @gatehouse-auth/core and
// @gatehouse-auth/react by package name and renders every widget of packages/react/test/serverWidgets
// with renderToString and renderToPipeableStream, with traps on the browser's globals.
//
// e2e/serverRender.e2e.test.ts bundles this file with esbuild, every package left external, and
// runs it with plain Node: `@gatehouse-auth/*` then resolve through their package exports with Node's
// own conditions (import or require, never the `gatehouse-source` condition the test runner
// uses), that is to dist/, as on a host's server.
//
//   node renderEveryWidget.mjs esm|cjs <result.json>
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import {
  firstPaintProblems,
  serverWidgets,
  type ReactEntries,
} from '../../../packages/react/test/serverWidgets';
import type { ServerRenderReport, TrapHit, WidgetRender } from './serverRenderReport';

function parseArguments(): { build: 'esm' | 'cjs'; out: string } {
  const [build, out] = process.argv.slice(2);
  if ((build !== 'esm' && build !== 'cjs') || !out) {
    throw new Error('usage: node renderEveryWidget.mjs esm|cjs <result.json>');
  }
  return { build, out };
}
const { build, out } = parseArguments();
const require = createRequire(import.meta.url);

// What a module must not read on a server: a read at import or render breaks a host whose server
// has no such global, or (with a polyfill such as jsdom's) leaks one request's page into another.
const trapped = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
] as const;
const trapHits: TrapHit[] = [];
const logged: string[] = [];
let phase = 'start';

function framesBelowTrap(stack: string): string[] {
  return stack
    .split('\n')
    .slice(2)
    .map((line) => line.trim().replace(/^at /, ''))
    .filter((line) => !line.includes('renderEveryWidget'))
    .slice(0, 8);
}

function installTraps() {
  for (const name of trapped) {
    // Replaces Node's own where it has one (navigator, from Node 21 on): a server page gets no
    // browser's navigator either.
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        trapHits.push({
          global: name,
          access: 'read',
          phase,
          stack: framesBelowTrap(new Error().stack ?? ''),
        });
        return undefined;
      },
      set() {
        trapHits.push({
          global: name,
          access: 'write',
          phase,
          stack: framesBelowTrap(new Error().stack ?? ''),
        });
      },
    });
  }
}

function recordConsole() {
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      logged.push(`[${phase}] console.${level}: ${args.map(String).join(' ')}`);
    };
  }
  process.on('warning', (warning) => logged.push(`[${phase}] process warning: ${warning.message}`));
  process.on('unhandledRejection', (reason) =>
    logged.push(`[${phase}] unhandled rejection: ${String(reason)}`),
  );
}

type Renderers = typeof import('react-dom/server');

/** Every entry of both packages, imported as an ES module host does. */
async function importEntries() {
  const entries = {
    '@gatehouse-auth/core': await import('@gatehouse-auth/core'),
    '@gatehouse-auth/core/forms': await import('@gatehouse-auth/core/forms'),
    '@gatehouse-auth/core/step-up': await import('@gatehouse-auth/core/step-up'),
    '@gatehouse-auth/core/headless': await import('@gatehouse-auth/core/headless'),
    '@gatehouse-auth/core/internal': await import('@gatehouse-auth/core/internal'),
    '@gatehouse-auth/react': await import('@gatehouse-auth/react'),
    '@gatehouse-auth/react/login': await import('@gatehouse-auth/react/login'),
    '@gatehouse-auth/react/signup': await import('@gatehouse-auth/react/signup'),
    '@gatehouse-auth/react/step-up': await import('@gatehouse-auth/react/step-up'),
    '@gatehouse-auth/react/phone-settings': await import('@gatehouse-auth/react/phone-settings'),
    '@gatehouse-auth/react/provider': await import('@gatehouse-auth/react/provider'),
    '@gatehouse-auth/react/face-scan': await import('@gatehouse-auth/react/face-scan'),
    '@gatehouse-auth/react/testing': await import('@gatehouse-auth/react/testing'),
  };
  const resolved = import.meta.resolve('@gatehouse-auth/react');
  return { entries, resolved };
}

/** The same entries through require(), as a CommonJS host does. */
function requireEntries(): Awaited<ReturnType<typeof importEntries>> {
  const entries = {
    '@gatehouse-auth/core':
      require('@gatehouse-auth/core') as typeof import('@gatehouse-auth/core'),
    '@gatehouse-auth/core/forms':
      require('@gatehouse-auth/core/forms') as typeof import('@gatehouse-auth/core/forms'),
    '@gatehouse-auth/core/step-up':
      require('@gatehouse-auth/core/step-up') as typeof import('@gatehouse-auth/core/step-up'),
    '@gatehouse-auth/core/headless':
      require('@gatehouse-auth/core/headless') as typeof import('@gatehouse-auth/core/headless'),
    '@gatehouse-auth/core/internal':
      require('@gatehouse-auth/core/internal') as typeof import('@gatehouse-auth/core/internal'),
    '@gatehouse-auth/react':
      require('@gatehouse-auth/react') as typeof import('@gatehouse-auth/react'),
    '@gatehouse-auth/react/login':
      require('@gatehouse-auth/react/login') as typeof import('@gatehouse-auth/react/login'),
    '@gatehouse-auth/react/signup':
      require('@gatehouse-auth/react/signup') as typeof import('@gatehouse-auth/react/signup'),
    '@gatehouse-auth/react/step-up':
      require('@gatehouse-auth/react/step-up') as typeof import('@gatehouse-auth/react/step-up'),
    '@gatehouse-auth/react/phone-settings':
      require('@gatehouse-auth/react/phone-settings') as typeof import('@gatehouse-auth/react/phone-settings'),
    '@gatehouse-auth/react/provider':
      require('@gatehouse-auth/react/provider') as typeof import('@gatehouse-auth/react/provider'),
    '@gatehouse-auth/react/face-scan':
      require('@gatehouse-auth/react/face-scan') as typeof import('@gatehouse-auth/react/face-scan'),
    '@gatehouse-auth/react/testing':
      require('@gatehouse-auth/react/testing') as typeof import('@gatehouse-auth/react/testing'),
  };
  return { entries, resolved: require.resolve('@gatehouse-auth/react') };
}

/** The whole streamed document once every boundary is ready; rejects on any error. */
function renderToStream(renderers: Renderers, element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderers.renderToPipeableStream(element, {
      onShellError: reject,
      onError: reject,
      onAllReady: () => stream.pipe(sink),
    });
    setTimeout(() => {
      stream.abort(new Error('not ready within 10 s'));
      reject(new Error('not ready within 10 s'));
    }, 10_000).unref();
  });
}

async function renderOne(
  name: string,
  api: WidgetRender['api'],
  render: () => string | Promise<string>,
  check: (html: string) => string[],
): Promise<WidgetRender> {
  phase = `${name} / ${api}`;
  const loggedBefore = logged.length;
  const trapsBefore = trapHits.length;
  const problems: string[] = [];
  let bytes = 0;
  try {
    const html = await render();
    bytes = Buffer.byteLength(html);
    problems.push(...check(html));
  } catch (error) {
    problems.push(`threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A microtask or two for anything the render scheduled (a rejected lazy import, a late log).
  await new Promise((resolve) => setTimeout(resolve, 0));
  problems.push(...logged.slice(loggedBefore), ...trapHits.slice(trapsBefore).map(describeHit));
  return { widget: name, api, bytes, problems };
}

function describeHit(hit: TrapHit): string {
  return `${hit.access} of ${hit.global} at ${hit.stack[0] ?? '?'}`;
}

async function main() {
  recordConsole();
  // The host's React comes first: only what Gatehouse reads counts.
  const renderers: Renderers =
    build === 'esm' ? await import('react-dom/server') : (require('react-dom/server') as Renderers);
  installTraps();

  phase = 'import';
  const { entries, resolved } = build === 'esm' ? await importEntries() : requireEntries();
  const exportCounts = Object.fromEntries(
    Object.entries(entries).map(([entry, module]) => [entry, Object.keys(module).length]),
  );

  const reactEntries: ReactEntries = {
    root: entries['@gatehouse-auth/react'],
    login: entries['@gatehouse-auth/react/login'],
    signup: entries['@gatehouse-auth/react/signup'],
    phoneSettings: entries['@gatehouse-auth/react/phone-settings'],
    provider: entries['@gatehouse-auth/react/provider'],
    faceScan: entries['@gatehouse-auth/react/face-scan'],
    testing: entries['@gatehouse-auth/react/testing'],
  };
  const renders: WidgetRender[] = [];
  for (const widget of serverWidgets(reactEntries)) {
    const check = (html: string) => firstPaintProblems(html, widget.firstPaint);
    renders.push(
      await renderOne(
        widget.name,
        'renderToString',
        () => renderers.renderToString(widget.element),
        check,
      ),
      await renderOne(
        widget.name,
        'renderToPipeableStream',
        () => renderToStream(renderers, widget.element),
        check,
      ),
    );
  }

  // withStepUp renders nothing until a call needs approval: wrapping fetch and making a call on
  // the server must read no browser global either.
  renders.push(
    await renderOne(
      'withStepUp (wrap fetch, make a call)',
      'call',
      async () => {
        const { withStepUp } = entries['@gatehouse-auth/react/step-up'];
        const fetchWithStepUp = withStepUp(async () =>
          Response.json({ balance: 12 }, { status: 200 }),
        );
        const answer = await fetchWithStepUp('https://api.example.test/balance');
        return JSON.stringify(await answer.json());
      },
      (body) => (body === '{"balance":12}' ? [] : [`answered ${body}`]),
    ),
  );

  phase = 'end';
  const report: ServerRenderReport = {
    build,
    resolved,
    exportCounts,
    importProblems: [
      ...logged.filter((line) => line.startsWith('[import]')),
      ...trapHits.filter((hit) => hit.phase === 'import').map(describeHit),
    ],
    trapHits,
    renders,
  };
  writeFileSync(out, JSON.stringify(report, null, 2));
}

await main();
