/**
 * Fills a template's `{name}` placeholders (a number formatted for `locale`) and nothing else,
 * for texts without plurals (those with plurals use `formatMessage`). `isolate` (right-to-left
 * languages) puts each text value between U+2068 and U+2069, so a code, a phone number or an
 * email keeps its left-to-right order inside the sentence. A placeholder without a value stays
 * as written; values are plain text, never read as templates.
 */
export function fillMessage(
  template: string,
  values: Record<string, string | number> = {},
  locale = 'en-GB',
  isolate?: boolean,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return !Object.hasOwn(values, name)
      ? whole
      : typeof value == 'number'
        ? value.toLocaleString(locale)
        : isolate
          ? `\u2068${value}\u2069`
          : value!;
  });
}
