// What the chunks of a page hold, from their source maps: the bench (./bench.mjs) prints it for
// the Next.js login page, set against Vite 7's, so that the KiB Next.js takes over Vite's figures
// are explained by package. Each mapping segment of a chunk owns the minified characters up to
// the next segment of its line; a package's share of a chunk's gzip size is its share of those
// characters (an estimate: gzip does not compress every package alike). Characters no segment
// maps (Turbopack's chunk and module wrappers, the bundler's glue) count as `(unmapped)`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The generated characters of a chunk (`file` under `dir`) attributed to each source module, from
 * its source map: the one its `sourceMappingURL` names, else `<file>.map` (Vite's hidden maps).
 * Empty when the chunk has no map.
 */
export function bytesBySource(dir, file) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const mapName =
    /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1] ?? `${path.basename(file)}.map`;
  const mapFile = path.join(dir, path.dirname(file), mapName);
  if (!existsSync(mapFile)) return new Map();
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sections = map.sections ? map.sections.map((section) => section.map) : [map];
  const lines = text.split('\n');
  const totals = new Map();
  for (const section of sections) {
    let source = 0;
    section.mappings.split(';').forEach((line, lineIndex) => {
      const length = lines[lineIndex]?.length ?? 0;
      let column = 0;
      const segments = [];
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = base64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        segments.push({ column, source: values.length > 1 ? source : undefined });
      }
      segments.forEach((segment, index) => {
        if (segment.source === undefined) return;
        const end = index + 1 < segments.length ? segments[index + 1].column : length;
        const name = section.sources[segment.source];
        totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - segment.column));
      });
    });
  }
  return totals;
}

/** A source module's name for the report: the package and its file, without the build's prefix. */
export function moduleName(source) {
  const clean = source.replace(/^turbopack:\/\/\/\[project\]\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (inModules) return `${inModules[1]}/${inModules[2].replace(/^(dist|src)\//, '')}`;
  return clean.replace(/^(\.\.\/)+/, '');
}

/** The package a source module belongs to (`zod`, `@gatehouse-auth/react`), or what else it is. */
function packageOf(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inModules) return inModules[1];
  return source.startsWith('turbopack:///[turbopack]') ? '(Turbopack runtime)' : '(the page)';
}

/**
 * One chunk's content: `gzip` bytes, and per module and per package its estimated gzip bytes
 * (the chunk's gzip size shared out by minified characters).
 */
export function chunkContent(dir, file, gzip) {
  const length = readFileSync(path.join(dir, file), 'utf8').length;
  const bySource = bytesBySource(dir, file);
  const mapped = [...bySource.values()].reduce((sum, size) => sum + size, 0);
  const share = (size) => (gzip * size) / Math.max(length, mapped);
  const modules = new Map();
  const packages = new Map();
  const add = (map, key, size) => map.set(key, (map.get(key) ?? 0) + share(size));
  for (const [source, size] of bySource) {
    add(modules, moduleName(source), size);
    add(packages, packageOf(source), size);
  }
  if (length > mapped) {
    add(modules, '(unmapped)', length - mapped);
    add(packages, '(unmapped)', length - mapped);
  }
  const sorted = (entries) => [...entries].sort((a, b) => b[1] - a[1]);
  return {
    gzip,
    modules: sorted(modules),
    packages: sorted(packages),
  };
}

const kib = (bytes) => (bytes / 1024).toFixed(2);
const stages = ['usable', 'idle', 'later'];
const stageLabels = {
  usable: '(a) before usable',
  idle: '(b) by idle',
  later: '(c) everything',
};

/**
 * When each file of a page loads: `usable` (fetched before the form is usable), `idle` (by
 * network idle), `later` (reachable only).
 */
export function stagesOf({ firstPaint, loginPage, everything }) {
  const stage = new Map(everything.map((file) => [file, 'later']));
  for (const file of loginPage) stage.set(file, 'idle');
  for (const file of firstPaint) stage.set(file, 'usable');
  return stage;
}

/**
 * @typedef {{
 *   title: string,
 *   chunks: Map<string, ReturnType<typeof chunkContent>>,
 *   stage: Map<string, string>,
 * }} Page a page's chunks of ours (by file) and when each loads (`stagesOf`)
 */

/**
 * The report's lines: each chunk of `page` (its stage, gzip size, packages and biggest modules;
 * one line for a `later` chunk), then per stage the KiB by package, cumulative as the budgets
 * count them, against `reference` (Vite 7's login page) when given.
 * @param {Page} page
 * @param {Page} [reference]
 */
export function chunkReport(page, reference) {
  const lines = [];
  const byStage = (files) =>
    [...files].sort(
      (a, b) =>
        stages.indexOf(page.stage.get(a)) - stages.indexOf(page.stage.get(b)) ||
        page.chunks.get(b).gzip - page.chunks.get(a).gzip,
    );
  const list = (entries, count) =>
    entries
      .slice(0, count)
      .map(([name, bytes]) => `${path.basename(name)} ${kib(bytes)}`)
      .join(', ');
  for (const file of byStage(page.chunks.keys())) {
    const chunk = page.chunks.get(file);
    const stage = page.stage.get(file);
    const share = (bytes) => `${Math.round((100 * bytes) / chunk.gzip)}%`;
    const packages = chunk.packages
      .slice(0, 4)
      .map(([name, bytes]) => `${name} ${share(bytes)}`)
      .join(', ');
    // A chunk loaded later gets one line, its two biggest modules in brackets.
    const later = stage === 'later' ? ` (${list(chunk.modules, 2)})` : '';
    lines.push(
      `  ${stage.padEnd(6)} ${kib(chunk.gzip).padStart(5)} KiB  ${path.basename(file)}: ${packages}${later}`,
    );
    if (!later) lines.push(`${' '.repeat(19)}biggest: ${list(chunk.modules, 5)}`);
  }
  // Per stage, cumulative (a ⊂ b ⊂ c, as the budgets count), the KiB of each package.
  const totals = (subject, upTo) => {
    const packages = new Map();
    for (const [file, chunk] of subject.chunks) {
      if (stages.indexOf(subject.stage.get(file)) > stages.indexOf(upTo)) continue;
      for (const [name, bytes] of chunk.packages)
        packages.set(name, (packages.get(name) ?? 0) + bytes);
    }
    return packages;
  };
  lines.push(
    `  by package, KiB (gzip shared out by minified characters)${reference ? `: ${page.title} / ${reference.title}` : ''}`,
  );
  for (const stage of stages) {
    const ours = totals(page, stage);
    const theirs = reference ? totals(reference, stage) : new Map();
    const names = [...new Set([...ours.keys(), ...theirs.keys()])]
      .map((name) => [name, ours.get(name) ?? 0, theirs.get(name) ?? 0])
      .filter(([, a, b]) => a + b >= 0.05 * 1024)
      .sort((x, y) => y[1] - y[2] - (x[1] - x[2]) || y[1] - x[1]);
    const sum = (map) => [...map.values()].reduce((total, bytes) => total + bytes, 0);
    const cell = (a, b) => (reference ? `${kib(a)} / ${kib(b)}` : kib(a));
    lines.push(
      `    ${stageLabels[stage].padEnd(18)} ${cell(sum(ours), sum(theirs))}: ${names.map(([name, a, b]) => `${name} ${cell(a, b)}`).join(', ')}`,
    );
  }
  return lines;
}
