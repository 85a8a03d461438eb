// The pseudo-locale `qps-ploc`: every English text with its letters accented (a → á …) and made
// about 40% longer, padding inside brackets (`[Ļöĝ îñ ···· ··]`), placeholders and plural
// syntax untouched. A screen in it shows at once a text that skipped the catalogue (plain
// English), a text cut off (no closing bracket) and a control too small for longer languages.
// Storybook offers it as a locale (dev only: it is no entry point of any package), and the
// Storybook check reads every story in it (scripts/pseudoLocaleCheck.mjs).

const accents = /** @type {Record<string, string>} */ ({
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
});

// The same grammar as formatMessage: `{name}`, or a plural whose branches hold `#` and `{name}`.
const placeholder = /\{(\w+)(, *plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*))?\}/g;
const pluralCase = /(=?\w+) *\{((?:[^{}]|\{\w+\})*)\}/g;

/** Letters accented; `{name}` and `#` (a branch's number) kept as they are. */
function accent(text) {
  return text.replace(/(\{\w+\}|#)|[A-Za-z]/g, (match, kept) => kept ?? accents[match]);
}

/**
 * One text of the catalogue in the pseudo-locale.
 * @param {string} text
 * @returns {string}
 */
export function pseudoLocalize(text) {
  let body = '';
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    body += accent(text.slice(last, match.index));
    const [whole, name, plural, cases] = match;
    body += plural
      ? `{${name}, plural, ${[...cases.matchAll(pluralCase)]
          .map(([, key, branch]) => `${key} {${accent(branch)}}`)
          .join(' ')}}`
      : whole;
    last = match.index + whole.length;
  }
  body += accent(text.slice(last));
  // About 40% longer in all: the brackets and a space count toward it.
  const padding = Math.max(1, Math.round(text.length * 0.4) - 3);
  const dots = '·'.repeat(padding).replace(/(·{6})(?=·)/g, '$1 ');
  return `[${body} ${dots}]`;
}

/**
 * The pseudo-locale pack of an English catalogue.
 * @template {Record<string, string>} M
 * @param {M} english
 * @returns {{ locale: string, dir: 'ltr', messages: M }}
 */
export function pseudoPack(english) {
  const messages = /** @type {Record<string, string>} */ ({});
  for (const [key, text] of Object.entries(english)) messages[key] = pseudoLocalize(text);
  return { locale: 'qps-ploc', dir: 'ltr', messages: /** @type {M} */ (messages) };
}
