import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths';
import { assertPackagesBuilt, bundleForNode, ssrArtifacts } from './support/ssr/bundle';
import type { ServerRenderReport, WidgetRender } from './support/ssr/serverRenderReport';

// Server rendering as a host's server does it, from the built packages (npm run build): every
// entry of @gatehouse-auth/core and @gatehouse-auth/react imported by package name, ESM and CJS, and every
// widget of packages/react/test/serverWidgets.tsx rendered with both server APIs. Each build runs
// in a Node process of its own (e2e/support/ssr/renderEveryWidget.ts), outside the test runner,
// whose module resolution would pick the packages' src/.

const builds = ['esm', 'cjs'] as const;
const apis = ['renderToString', 'renderToPipeableStream'] as const;
const reports = {} as Record<(typeof builds)[number], ServerRenderReport>;
const run = promisify(execFile);

beforeAll(async () => {
  assertPackagesBuilt();
  mkdirSync(ssrArtifacts, { recursive: true });
  const program = await bundleForNode('e2e/support/ssr/renderEveryWidget.ts');
  await Promise.all(
    builds.map(async (build) => {
      const out = path.join(ssrArtifacts, `server-render-${build}.json`);
      // NODE_ENV as a host's server in development has it: React's development build, which
      // warns about more than the production one.
      await run(process.execPath, [program, build, out], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'development' },
      });
      reports[build] = JSON.parse(readFileSync(out, 'utf8')) as ServerRenderReport;
    }),
  );
});

const mark = (render: WidgetRender | undefined) => {
  if (!render) return '—';
  if (render.problems.length > 0) return '✗';
  return render.api === 'call' ? '✓ (a call)' : `✓ ${render.bytes} B`;
};

/** Widget × build × API, for the record (printed, and kept in e2e/.artifacts/ssr). */
function resultTable(): string {
  const columns = builds.flatMap((build) => apis.map((api) => ({ build, api })));
  const widgets = [...new Set(reports.esm.renders.map((render) => render.widget))];
  const cell = (widget: string, build: (typeof builds)[number], api: string) =>
    mark(
      reports[build].renders.find(
        (render) => render.widget === widget && (render.api === api || render.api === 'call'),
      ),
    );
  return [
    `| widget | ${columns.map(({ build, api }) => `${build.toUpperCase()} ${api}`).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...widgets.map(
      (widget) =>
        `| ${widget} | ${columns.map(({ build, api }) => cell(widget, build, api)).join(' | ')} |`,
    ),
  ].join('\n');
}

afterAll(() => {
  if (!reports.esm || !reports.cjs) return;
  const table = resultTable();
  writeFileSync(path.join(ssrArtifacts, 'server-render.md'), `${table}\n`);
  console.log(`Server rendering from the built packages:\n${table}`);
});

describe('server rendering from the built packages', () => {
  it.each(builds)('%s: @gatehouse-auth/react resolves to its build, not its source', (build) => {
    const resolved = reports[build].resolved.replace(/^file:\/\//, '');
    expect(resolved).toMatch(
      build === 'esm' ? /packages\/react\/dist\/index\.js$/ : /packages\/react\/dist\/index\.cjs$/,
    );
  });

  it.each(builds)(
    '%s: every entry of both packages imports with no console output and no browser global read',
    (build) => {
      const { exportCounts, importProblems } = reports[build];
      expect(Object.keys(exportCounts)).toHaveLength(13);
      for (const [entry, count] of Object.entries(exportCounts)) {
        expect(count, `${entry} exports nothing`).toBeGreaterThan(0);
      }
      expect(importProblems).toEqual([]);
    },
  );

  it.each(builds.flatMap((build) => apis.map((api) => [build, api] as const)))(
    '%s, %s: every widget gives its first paint, with no error, warning or browser global read',
    (build, api) => {
      const renders = reports[build].renders.filter((render) => render.api === api);
      expect(renders.length).toBeGreaterThanOrEqual(18);
      const failed = renders
        .filter((render) => render.problems.length > 0)
        .map((render) => `${render.widget}: ${render.problems.join('; ')}`);
      expect(failed).toEqual([]);
    },
  );

  it.each(builds)(
    '%s: withStepUp wraps fetch and passes an answer through on a server',
    (build) => {
      const calls = reports[build].renders.filter((render) => render.api === 'call');
      expect(calls.map((call) => call.problems)).toEqual([[]]);
    },
  );

  it.each(builds)(
    '%s: nothing reads window, document, storage, navigator or location at import or render',
    (build) => {
      expect(reports[build].trapHits).toEqual([]);
    },
  );
});
