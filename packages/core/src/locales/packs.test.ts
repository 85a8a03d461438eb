import { locale as ar } from './ar';
import { locale as deDE } from './de-DE';
import { defaultMessages, type MessageKey, type Messages } from './defaultMessages';
import { locale as esES } from './es-ES';
import { locale as frFR } from './fr-FR';
import { locale as plPL } from './pl-PL';
import { locale as ptBR } from './pt-BR';

/**
 * The locale contract's English for the two counted texts. The translations are checked against
 * it so that a pack keeps the plural even where the catalogue still holds the plain form.
 */
const contractPlurals: Pick<Messages, 'otp.resendIn' | 'phoneGuess.hint'> = {
  'otp.resendIn': 'You can resend the code in {seconds, plural, one {# second} other {# seconds}}',
  'phoneGuess.hint': 'Enter the {count, plural, one {# missing digit} other {# missing digits}}.',
};
const english: Messages = { ...defaultMessages, ...contractPlurals };
const keys = Object.keys(defaultMessages) as MessageKey[];

interface Arguments {
  /** `{name}` placeholders, anywhere in the text (plural branches included). */
  values: string[];
  /** Each `{name, plural, …}` argument with its branch keys (`one`, `=0`, …). */
  plurals: Record<string, string[]>;
}

/** Reads a text of the contract's syntax; throws on anything else (stray braces, other ICU). */
function parse(text: string): Arguments {
  const values = new Set<string>();
  const plurals: Record<string, string[]> = {};
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(text)}`);
  };
  // Reads `{name}` at i (the opening brace); returns the name.
  const value = () => {
    const match = /^\{(\w+)\}/.exec(text.slice(i)) ?? fail('bad placeholder');
    i += match[0].length;
    return match[1] ?? fail('bad placeholder');
  };
  while (i < text.length) {
    const c = text[i];
    if (c == '}') fail('stray }');
    if (c != '{') {
      i++;
      continue;
    }
    const plural = /^\{(\w+), *plural, */.exec(text.slice(i));
    if (!plural) {
      values.add(value());
      continue;
    }
    const name = plural[1] ?? fail('bad plural');
    if (name in plurals) fail('repeated plural');
    const branches: string[] = (plurals[name] = []);
    i += plural[0].length;
    while (text[i] != '}') {
      const key =
        /^(=\d+|zero|one|two|few|many|other) *\{/.exec(text.slice(i)) ?? fail('bad branch');
      const branch = key[1] ?? fail('bad branch');
      if (branches.includes(branch)) fail('repeated branch');
      branches.push(branch);
      i += key[0].length;
      while (text[i] != '}') {
        if (i >= text.length) fail('unclosed branch');
        if (text[i] == '{') values.add(value());
        else i++;
      }
      i++;
      while (text[i] == ' ') i++;
      if (i >= text.length) fail('unclosed plural');
    }
    i++;
  }
  return { values: [...values].sort(), plurals };
}

const brands = [
  'WhatsApp',
  'SMS',
  'App Store',
  'Google Play',
  'Face ID',
  'Touch ID',
  'Turnstile',
  'reCAPTCHA',
];

const packs = [frFR, esES, deDE, plPL, ptBR, ar];

describe.each(packs.map((pack) => [pack.locale, pack] as const))('the %s pack', (tag, pack) => {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;

  // The order is each challenge folder's (locales.test.ts checks it there).
  it('has every English key and no other', () => {
    expect(Object.keys(pack.messages).sort()).toEqual(Object.keys(defaultMessages).sort());
  });

  it('is a valid BCP 47 tag with the direction of its script', () => {
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    expect(pack.dir).toBe(tag == 'ar' ? 'rtl' : 'ltr');
  });

  it.each(keys)('keeps the placeholders and plurals of %s', (key) => {
    const source = parse(english[key]);
    const text = pack.messages[key];
    expect(text.trim(), key).not.toBe('');
    expect(text, key).not.toBe(key);
    const target = parse(text);
    expect(target.values, key).toEqual(source.values);
    expect(Object.keys(target.plurals).sort(), key).toEqual(Object.keys(source.plurals).sort());
    for (const branches of Object.values(target.plurals)) {
      expect(branches, key).toContain('other');
      for (const category of categories) expect(branches, key).toContain(category);
      // A category the language never selects would be dead text a translator still maintains.
      for (const branch of branches) {
        if (!branch.startsWith('=')) expect(categories, key).toContain(branch);
      }
    }
  });

  it('keeps the brand and product words, and never names Gatehouse', () => {
    for (const key of keys) {
      const source = english[key];
      const text = pack.messages[key];
      for (const brand of brands) {
        if (source.includes(brand)) expect(text, key).toContain(brand);
      }
      expect(text, key).not.toMatch(/gatehouse/i);
    }
  });
});

describe("the test's reader of the message syntax", () => {
  it('finds values, plurals and their branches, and values inside branches', () => {
    expect(parse('{a, plural, =0 {none} one {#} other {# {b}}} {c}')).toEqual({
      values: ['b', 'c'],
      plurals: { a: ['=0', 'one', 'other'] },
    });
  });

  it('rejects what the contract does not allow', () => {
    expect(() => parse('{a, select, x {y} other {z}}')).toThrow();
    expect(() => parse('{a, plural, one {#} other {{b, plural, other {#}}}}')).toThrow();
    expect(() => parse('{a, plural, one {#} few {#}')).toThrow();
    expect(() => parse('text }')).toThrow();
    expect(() => parse('{a b}')).toThrow();
  });
});
