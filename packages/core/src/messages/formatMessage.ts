import { fillMessage } from './fillMessage';

// One PluralRules per locale, built the first time a plural is formatted in it.
const pluralRules: Record<string, Intl.PluralRules> = {};

/**
 * Fills a template of the catalogue's syntax: `{name}` takes a value (a number formatted for
 * `locale`); `{name, plural, =0 {…} one {…} other {…}}` picks the exact match, else the
 * locale's plural category (`Intl.PluralRules`), else `other`, with `#` the formatted number.
 * A placeholder without a value, or a plural without a branch for it, stays as written. Values
 * are plain text and never read as templates; the UI renders the result as text. `isolate`
 * (right-to-left languages) puts each text value between U+2068 and U+2069.
 */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
  locale = 'en-GB',
  isolate?: boolean,
): string {
  return fillMessage(
    template.replace(
      /\{(\w+), *plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g,
      (whole, name: string, body: string) => {
        if (!Object.hasOwn(values, name)) return whole;
        const count = Number(values[name]);
        const cases: Record<string, string> = {};
        body.replace(
          /(=?\w+) *\{((?:[^{}]|\{\w+\})*)\}/g,
          (_, key: string, branch: string) => (cases[key] = branch),
        );
        const branch =
          cases['=' + count] ??
          cases[(pluralRules[locale] ??= new Intl.PluralRules(locale)).select(count)] ??
          cases.other;
        // `#` becomes the formatted number; the branch's own `{name}`s are filled below, with
        // the rest of the text (this pass inserts numbers only, never a value's text).
        return branch == null
          ? whole
          : branch.replace(/#/g, () => fillMessage('{n}', { n: count }, locale));
      },
    ),
    values,
    locale,
    isolate,
  );
}
