// The locale packs' completeness check. Every pack must have exactly the English catalogue's
// keys, in its order, and each text the English text's placeholders: the same `{name}` values
// (none missing, none added) and the same plural arguments, each with `other` and every
// category the language's plural rules use (Intl.PluralRules(locale).resolvedOptions()).
//
//   node scripts/check-locales.mjs     checks the built packs (packages/core/dist/locales/*.js)
//
// The unit test (packages/core/src/locales/locales.test.ts) runs the same check on the sources.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `{name}`, or `{name, plural, key {branch} …}` whose branches hold text, `#` and `{name}` only.
const placeholder = /\{(\w+)(, *plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*))?\}/g;
const pluralCase = /(=?\w+) *\{((?:[^{}]|\{\w+\})*)\}/g;

// The contract lets these languages leave out `many` (Intl uses it for round millions only).
const manyOptional = new Set(['fr', 'es', 'pt', 'it', 'ca']);
const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * A text's placeholders: the `{name}` values (in plural branches too), and each plural
 * argument with its cases. `stray` is set when a brace is left that no placeholder explains.
 * @param {string} text
 */
export function placeholdersOf(text) {
  /** @type {Set<string>} */
  const values = new Set();
  /** @type {Map<string, string[]>} */
  const plurals = new Map();
  const rest = text.replace(placeholder, (_whole, name, plural, body) => {
    if (!plural) {
      values.add(name);
      return '';
    }
    const cases = [];
    const leftover = body.replace(pluralCase, (_case, key, branch) => {
      cases.push(key);
      for (const [, inner] of branch.matchAll(/\{(\w+)\}/g)) values.add(inner);
      return '';
    });
    if (leftover.trim() !== '') cases.push(`(unparsed: ${leftover.trim()})`);
    plurals.set(name, cases);
    return '';
  });
  return { values, plurals, stray: /[{}]/.test(rest) };
}

/** The plural categories a pack in `locale` must give every plural argument. */
export function requiredCategories(locale) {
  const language = new Intl.Locale(locale).language;
  return new Intl.PluralRules(locale)
    .resolvedOptions()
    .pluralCategories.filter((category) => !(category === 'many' && manyOptional.has(language)));
}

const sorted = (items) => [...items].sort().join(', ');

/**
 * What is wrong with a pack, measured against the English catalogue; empty when nothing is.
 * @param {{ locale: string, dir: string, messages: Record<string, string> }} pack
 * @param {Record<string, string>} english
 * @returns {string[]}
 */
export function checkPack(pack, english) {
  const problems = [];
  const { locale, dir, messages } = pack;
  const language = new Intl.Locale(locale).language;
  const expectedDir = rtlLanguages.has(language) ? 'rtl' : 'ltr';
  if (dir !== expectedDir) problems.push(`dir is ${dir}, ${locale} reads ${expectedDir}`);
  const keys = Object.keys(english);
  const own = Object.keys(messages);
  for (const key of keys) if (!Object.hasOwn(messages, key)) problems.push(`${key}: missing`);
  for (const key of own)
    if (!Object.hasOwn(english, key)) problems.push(`${key}: not an English key`);
  const common = own.filter((key) => Object.hasOwn(english, key));
  if (common.join('\n') !== keys.filter((key) => Object.hasOwn(messages, key)).join('\n')) {
    problems.push('keys are not in the English catalogue’s order');
  }
  const categories = requiredCategories(locale);
  for (const key of common) {
    const text = messages[key];
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    const theirs = placeholdersOf(text);
    const ours = placeholdersOf(english[key]);
    if (theirs.stray) problems.push(`${key}: a brace that is no placeholder`);
    if (sorted(theirs.values) !== sorted(ours.values)) {
      problems.push(
        `${key}: values {${sorted(theirs.values)}}, English has {${sorted(ours.values)}}`,
      );
    }
    if (sorted(theirs.plurals.keys()) !== sorted(ours.plurals.keys())) {
      problems.push(
        `${key}: plurals {${sorted(theirs.plurals.keys())}}, English has {${sorted(ours.plurals.keys())}}`,
      );
    }
    for (const [name, cases] of theirs.plurals) {
      for (const unparsed of cases.filter((item) => item.startsWith('(unparsed'))) {
        problems.push(`${key}: plural ${name} has ${unparsed}`);
      }
      const missing = ['other', ...categories].filter((category) => !cases.includes(category));
      if (missing.length > 0)
        problems.push(`${key}: plural ${name} lacks ${sorted(new Set(missing))}`);
      const unknown = cases.filter(
        (item) =>
          !item.startsWith('=') &&
          !item.startsWith('(') &&
          !['zero', 'one', 'two', 'few', 'many', 'other'].includes(item),
      );
      if (unknown.length > 0)
        problems.push(`${key}: plural ${name} has unknown cases ${sorted(unknown)}`);
    }
    if (/gatehouse/i.test(text)) problems.push(`${key}: names Gatehouse`);
  }
  return problems;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The tags the core package exports a pack for (`./locales/<tag>` in its exports map). */
export function packTags() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'packages/core/package.json'), 'utf8'));
  return Object.keys(manifest.exports)
    .filter((subpath) => subpath.startsWith('./locales/'))
    .map((subpath) => subpath.slice('./locales/'.length));
}

async function main() {
  const { pseudoPack } = await import('./pseudoLocalePack.mjs');
  const load = async (tag) =>
    (await import(pathToFileURL(path.join(root, `packages/core/dist/locales/${tag}.js`)).href))
      .locale;
  const english = (await load('en-GB')).messages;
  let failed = 0;
  const packs = [...(await Promise.all(packTags().map(load))), pseudoPack(english)];
  for (const pack of packs) {
    const problems = checkPack(pack, english);
    if (problems.length === 0) {
      console.log(`ok   ${pack.locale} (${Object.keys(pack.messages).length} texts)`);
    } else {
      failed += 1;
      console.log(`FAIL ${pack.locale}: ${problems.length} problem(s)`);
      for (const problem of problems) console.log(`       ${problem}`);
    }
  }
  console.log(`${packs.length - failed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
