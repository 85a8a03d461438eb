// The locale packs' completeness check. Every pack must have exactly the English catalogue's
// keys, and each text the English text's placeholders: the same `{name}` values (none missing,
// none added) and the same plural arguments, each with `other` and every category the language's
// plural rules use (Intl.PluralRules(locale).resolvedOptions()).
//
// A challenge's translations live in its folder (challenges/<folder>/locales/<tag>.ts, the
// attempt-limit texts' in challenges/locales/), and are checked per folder: each file holds
// exactly its folder's English (the objects its *Messages.ts exports), in that order, and every
// translated pack's language has a file in every folder. The widgets' texts, the rest of each
// pack, keep the English catalogue's order.
//
//   node scripts/check-locales.mjs     checks the built packs (packages/core/dist/locales/*.js)
//                                      and folders (packages/core/dist/challenges/**/locales/*.js)
//
// The unit test (packages/core/src/locales/locales.test.ts) runs the same check on the sources.
import { readdirSync, readFileSync } from 'node:fs';
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
 * `order: false` leaves out the order of the keys; `complete: false` lets texts be left out (a
 * variant of English that overrides a few).
 * @param {{ locale: string, dir: string, messages: Record<string, string> }} pack
 * @param {Record<string, string>} english
 * @param {{ order?: boolean, complete?: boolean }} [options]
 * @returns {string[]}
 */
export function checkPack(pack, english, { order = true, complete = true } = {}) {
  const problems = [];
  const { locale, dir, messages } = pack;
  const language = new Intl.Locale(locale).language;
  const expectedDir = rtlLanguages.has(language) ? 'rtl' : 'ltr';
  if (dir !== expectedDir) problems.push(`dir is ${dir}, ${locale} reads ${expectedDir}`);
  const keys = Object.keys(english);
  const own = Object.keys(messages);
  if (complete)
    for (const key of keys) if (!Object.hasOwn(messages, key)) problems.push(`${key}: missing`);
  for (const key of own)
    if (!Object.hasOwn(english, key)) problems.push(`${key}: not an English key`);
  const common = own.filter((key) => Object.hasOwn(english, key));
  if (
    order &&
    common.join('\n') !== keys.filter((key) => Object.hasOwn(messages, key)).join('\n')
  ) {
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

/** The pack tags whose language is English: the catalogue itself, or a variant overriding a few texts. */
const isEnglish = (tag) => new Intl.Locale(tag).language === 'en';

/**
 * @typedef {{
 *   folder: string,
 *   english: Record<string, string>,
 *   translations: Record<string, Record<string, string>>,
 * }} Folder
 * A challenge folder's texts: its English, and its translations by tag (its locales/<tag> files).
 */

/**
 * What is wrong with the challenge folders' translations; empty when nothing is. Each file holds
 * exactly its folder's English, in its order, with its placeholders; each of `tags` but English
 * needs a file in every folder; an English variant's file (en-US) may hold some of the texts.
 * Every problem names the folder and the file.
 * @param {Folder[]} folders
 * @param {string[]} tags the packs' languages
 * @returns {string[]}
 */
export function checkFolders(folders, tags) {
  const problems = [];
  for (const { folder, english, translations } of folders) {
    for (const tag of tags) {
      if (!isEnglish(tag) && !Object.hasOwn(translations, tag))
        problems.push(`${folder}: no locales/${tag}.ts, and the ${tag} pack needs one`);
    }
    for (const [tag, messages] of Object.entries(translations)) {
      const file = `${folder}/locales/${tag}.ts`;
      if (!tags.includes(tag)) {
        problems.push(`${file}: no pack is in ${tag}`);
        continue;
      }
      const dir = rtlLanguages.has(new Intl.Locale(tag).language) ? 'rtl' : 'ltr';
      const pack = { locale: tag, dir, messages };
      for (const problem of checkPack(pack, english, { complete: !isEnglish(tag) }))
        problems.push(`${file}: ${problem.replace('the English catalogue’s', 'its English')}`);
    }
  }
  return problems;
}

/**
 * What is wrong with a pack beyond its folders' files: its texts against the whole English
 * catalogue (every key, no other, the placeholders), the widgets' texts (those of no folder) in the
 * catalogue's order, and each folder's texts as its file for the pack's language has them (the
 * pack spreads them in).
 * @param {{ locale: string, dir: string, messages: Record<string, string> }} pack
 * @param {Record<string, string>} english
 * @param {Folder[]} folders
 * @returns {string[]}
 */
export function checkPackByFolder(pack, english, folders) {
  const ofFolders = new Set(folders.flatMap(({ english: texts }) => Object.keys(texts)));
  const widgets = (messages) =>
    Object.fromEntries(Object.entries(messages).filter(([key]) => !ofFolders.has(key)));
  const problems = checkPack(pack, english, { order: false });
  const order = checkPack({ ...pack, messages: widgets(pack.messages) }, widgets(english));
  if (order.includes('keys are not in the English catalogue’s order'))
    problems.push('the widgets’ keys are not in the English catalogue’s order');
  for (const { folder, translations } of folders) {
    const own = translations[pack.locale] ?? {};
    for (const [key, text] of Object.entries(own)) {
      if (pack.messages[key] !== text)
        problems.push(`${key}: not the text of ${folder}/locales/${pack.locale}.ts`);
    }
  }
  return problems;
}

/**
 * The challenge folders under `challengesDir` (core's src/challenges or dist/challenges): each
 * folder with a `*Messages` module, its English (the objects its `*Messages` modules export, in
 * the order they declare them) and its translations (the `translation` of each locales/<tag> module).
 * @param {string} challengesDir
 * @param {(file: string) => Promise<Record<string, unknown>>} load imports a module
 * @returns {Promise<Folder[]>}
 */
export async function challengeFolders(challengesDir, load) {
  const module = /^(?!.*\.(test|d)\.)\w+\.(ts|js)$/;
  const dirs = [
    '',
    ...readdirSync(challengesDir, { recursive: true, encoding: 'utf8' }).filter(
      (entry) => !entry.split(path.sep).includes('locales') && !path.extname(entry),
    ),
  ];
  const folders = [];
  for (const dir of dirs) {
    const here = path.join(challengesDir, dir);
    const files = readdirSync(here).filter((file) => module.test(file));
    const messagesFiles = files.filter((file) => /Messages\.(ts|js)$/.test(file));
    if (messagesFiles.length === 0) continue;
    /** @type {Record<string, string>} */
    const english = {};
    for (const file of messagesFiles) {
      const text = readFileSync(path.join(here, file), 'utf8');
      const exported = await load(path.join(here, file));
      const declared = (name) => text.search(new RegExp(`\\b${name} =`));
      const names = Object.keys(exported).sort((a, b) => declared(a) - declared(b));
      for (const name of names)
        if (typeof exported[name] === 'object') Object.assign(english, exported[name]);
    }
    const localesDir = path.join(here, 'locales');
    /** @type {Record<string, Record<string, string>>} */
    const translations = {};
    let localeFiles = [];
    try {
      localeFiles = readdirSync(localesDir).filter((file) => module.test(file.replace(/-/g, '_')));
    } catch {
      // No locales/ at all: every language is missing.
    }
    for (const file of localeFiles) {
      const { translation } = await load(path.join(localesDir, file));
      translations[file.replace(/\.(ts|js)$/, '')] = translation;
    }
    const folder = path.posix.join('challenges', dir.split(path.sep).join('/'));
    folders.push({ folder, english, translations });
  }
  return folders;
}

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
  const folders = await challengeFolders(
    path.join(root, 'packages/core/dist/challenges'),
    (file) => import(pathToFileURL(file).href),
  );
  let failed = 0;
  const folderProblems = checkFolders(folders, packTags());
  if (folderProblems.length === 0) {
    console.log(`ok   ${folders.length} challenge folders`);
  } else {
    failed += 1;
    console.log(`FAIL challenge folders: ${folderProblems.length} problem(s)`);
    for (const problem of folderProblems) console.log(`       ${problem}`);
  }
  const packs = [...(await Promise.all(packTags().map(load))), pseudoPack(english)];
  for (const pack of packs) {
    const problems = checkPackByFolder(pack, english, folders);
    if (problems.length === 0) {
      console.log(`ok   ${pack.locale} (${Object.keys(pack.messages).length} texts)`);
    } else {
      failed += 1;
      console.log(`FAIL ${pack.locale}: ${problems.length} problem(s)`);
      for (const problem of problems) console.log(`       ${problem}`);
    }
  }
  console.log(`${packs.length + 1 - failed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
