import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPackedPackages } from '../scripts/packPackages.mjs';
import { artifactsDir, repoRoot } from './support/paths';

// A host that follows the READMEs to run against the mock API must not ship the mock. This
// builds the host page they show, their snippets copied as they are, from the packed packages
// (as npm installs them) with Vite, in production and in development mode: production must
// carry none of the mock, development all of it (or the snippet would not start it, and the
// first check would prove nothing).

const hostDir = path.join(artifactsDir, 'readme-host');
const source = path.join(hostDir, 'src');

/** The first fenced code block under the README's `heading` (before the next heading) that mentions `marker`. */
function snippet(readme: string, heading: string, marker: string): string {
  const text = readFileSync(path.join(repoRoot, readme), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${readme} has no "${heading}" section`);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/^#{1,6} /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  const block = [...section.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)]
    .map((match) => match[1] ?? '')
    .find((code) => code.includes(marker));
  if (!block) throw new Error(`${readme} "${heading}" shows no code with ${marker}`);
  return block;
}

// The page around the snippet: the login widget as "Embed it" shows it.
const page = (mockSnippet: string) => `${mockSnippet}
import { LoginFlow } from '@gatehouse-auth/react/login';
import '@gatehouse-auth/react/styles.css';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<LoginFlow redirectUrl="/send-money" />);
`;

const pages = {
  'root README, Embed it': snippet('README.md', '## Embed it', '@gatehouse-auth/mock-api/browser'),
  'mock-api README, In the browser': snippet(
    'packages/mock-api/README.md',
    '## In the browser',
    '@gatehouse-auth/mock-api/browser',
  ),
};
const entries = Object.keys(pages).map((name, index) => ({ name, file: `page${index}` }));

interface Output {
  /** Every module bundled into the page's chunks (its entry and every chunk it may load). */
  modules: string[];
  /** Every file the page's build emitted, JavaScript, CSS and HTML alike. */
  text: string;
}

/** Builds every page as a host's Vite build does, with Vite's `mode` (and NODE_ENV) set. */
async function buildPages(mode: 'production' | 'development'): Promise<Record<string, Output>> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const result = (await build({
      configFile: false,
      root: source,
      mode,
      logLevel: 'error',
      plugins: [react()],
      build: {
        outDir: path.join(hostDir, mode),
        emptyOutDir: true,
        rollupOptions: {
          input: Object.fromEntries(
            entries.map(({ file }) => [file, path.join(source, `${file}.html`)]),
          ),
        },
      },
    })) as Rollup.RollupOutput;
    const byName = new Map(result.output.map((item) => [item.fileName, item]));
    const outputs: Record<string, Output> = {};
    for (const { name, file } of entries) {
      const html = byName.get(`${file}.html`);
      const entry = result.output.find(
        (item): item is Rollup.OutputChunk =>
          item.type === 'chunk' &&
          item.isEntry &&
          /\.(html|tsx)$/.test(item.facadeModuleId ?? '') &&
          path.basename(item.facadeModuleId ?? '').startsWith(`${file}.`),
      );
      if (!entry || html?.type !== 'asset') throw new Error(`no build of ${name}`);
      const reached = new Set<Rollup.OutputChunk>();
      const visit = (chunk: Rollup.OutputChunk) => {
        if (reached.has(chunk)) return;
        reached.add(chunk);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
          const item = byName.get(next);
          if (item?.type === 'chunk') visit(item);
        }
      };
      visit(entry);
      const css = [...reached].flatMap((chunk) => [...chunk.viteMetadata!.importedCss]);
      outputs[name] = {
        modules: [...reached].flatMap((chunk) => Object.keys(chunk.modules)),
        text: [
          String(html.source),
          ...[...reached].map((chunk) => chunk.code),
          ...css.map((file) => String((byName.get(file) as Rollup.OutputAsset).source)),
        ].join('\n'),
      };
    }
    return outputs;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

// What the mock is made of: its package, msw, the passkey verifier, and its test data.
const mockModules = [
  /[\\/]@gatehouse-auth[\\/]mock-api[\\/]/,
  /[\\/]node_modules[\\/]msw[\\/]/,
  /[\\/]@simplewebauthn[\\/]server[\\/]/,
];
const mockTexts = ['@gatehouse.test', 'Password123', 'mockServiceWorker'];

let production: Record<string, Output>;
let development: Record<string, Output>;

beforeAll(async () => {
  installPackedPackages(hostDir, ['core', 'react', 'mock-api']);
  mkdirSync(source, { recursive: true });
  for (const { name, file } of entries) {
    writeFileSync(path.join(source, `${file}.tsx`), page(pages[name as keyof typeof pages]));
    writeFileSync(
      path.join(source, `${file}.html`),
      `<!doctype html>\n<html lang="en">\n  <head><title>${name}</title></head>\n  <body>\n    <main id="root"></main>\n    <script type="module" src="./${file}.tsx"></script>\n  </body>\n</html>\n`,
    );
  }
  production = await buildPages('production');
  development = await buildPages('development');
}, 120_000);

describe.each(Object.keys(pages))('the host page of the %s snippet', (name) => {
  it('carries none of the mock in a production build', () => {
    const { modules, text } = production[name]!;
    // The page is there: the widget, and the snippet's dynamic import dropped with its branch.
    expect(modules.some((id) => /@gatehouse-auth[\\/]react[\\/]dist/.test(id))).toBe(true);
    for (const pattern of mockModules) expect(modules.filter((id) => pattern.test(id))).toEqual([]);
    for (const mockText of mockTexts) expect(text).not.toContain(mockText);
    expect(text).not.toMatch(/\bmsw\b/i);
  });

  it('carries the mock in a development build: the snippet does start it there', () => {
    const { modules, text } = development[name]!;
    for (const pattern of mockModules) expect(modules.some((id) => pattern.test(id))).toBe(true);
    for (const mockText of mockTexts) expect(text).toContain(mockText);
  });
});
