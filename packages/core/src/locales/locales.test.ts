import { checkPack, packTags, placeholdersOf } from '../../../../scripts/check-locales.mjs';
import { pseudoLocalize, pseudoPack } from '../../../../scripts/pseudoLocalePack.mjs';
import { formatMessage } from '../messages/formatMessage';
import { locale as ar } from './ar';
import { locale as deDE } from './de-DE';
import { defaultMessages, type LocalePack } from './defaultMessages';
import { locale as enGB } from './en-GB';
import { locale as enUS } from './en-US';
import { locale as esES } from './es-ES';
import { locale as frFR } from './fr-FR';
import { locale as plPL } from './pl-PL';
import { locale as ptBR } from './pt-BR';

const packs: Record<string, LocalePack> = {
  'en-GB': enGB,
  'en-US': enUS,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  ar,
};

describe('locale packs', () => {
  it('are the eight the core package exports', () => {
    expect(packTags().sort()).toEqual(Object.keys(packs).sort());
  });

  it.each(Object.entries(packs))('%s is complete, its placeholders as in English', (tag, pack) => {
    expect(pack.locale).toBe(tag);
    expect(checkPack(pack, defaultMessages)).toEqual([]);
  });

  it('en-US differs from en-GB in spelling only', () => {
    expect(enUS.messages['signupPhone.duplicate.recognise.title']).toBe(
      'Do you recognize this email?',
    );
    expect(enUS.messages['selfie.documents']).toContain("driver's license");
    const differing = Object.keys(defaultMessages).filter(
      (key) =>
        enUS.messages[key as keyof typeof defaultMessages] !==
        defaultMessages[key as keyof typeof defaultMessages],
    );
    expect(differing).toEqual([
      'signupPhone.duplicate.recognise.title',
      'selfie.documents',
      'phoneChange.intro.title',
    ]);
  });
});

describe('checkPack', () => {
  const english = {
    'a.plain': 'Hello',
    'a.value': 'Sent to {phone}.',
    'a.plural': 'In {n, plural, one {# second} other {# seconds}} for {who}',
  };
  const good = { locale: 'pl-PL', dir: 'ltr', messages: { ...english } };
  good.messages['a.plural'] =
    'W {n, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}} dla {who}';

  it('passes a good pack', () => {
    expect(checkPack(good, english)).toEqual([]);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['a missing key', { 'a.plain': undefined as unknown as string }, /a\.plain: missing/],
    ['an extra key', { 'a.extra': 'x' }, /a\.extra: not an English key/],
    ['a missing value', { 'a.value': 'Sent.' }, /a\.value: values \{\}, English has \{phone\}/],
    ['an added value', { 'a.value': 'Sent to {phone} {x}.' }, /values \{phone, x\}/],
    ['a renamed value', { 'a.value': 'Sent to {telefon}.' }, /values \{telefon\}/],
    [
      'a plural made a value',
      { 'a.plural': 'W {n} dla {who}' },
      /a\.plural: plurals \{\}, English has \{n\}/,
    ],
    [
      'a plural without other',
      { 'a.plural': 'W {n, plural, one {#} few {#} many {#}} dla {who}' },
      /plural n lacks other/,
    ],
    [
      'a plural missing a category of the language',
      { 'a.plural': 'W {n, plural, one {#} other {#}} dla {who}' },
      /plural n lacks few, many/,
    ],
    [
      'an unknown category',
      { 'a.plural': 'W {n, plural, one {#} few {#} many {#} lots {#} other {#}} dla {who}' },
      /unknown cases lots/,
    ],
    ['a stray brace', { 'a.plain': 'Hello {' }, /a brace that is no placeholder/],
    ['an empty text', { 'a.plain': ' ' }, /a\.plain: empty/],
    ['the product name', { 'a.plain': 'Gatehouse' }, /names Gatehouse/],
  ])('fails %s', (_name, change, problem) => {
    const messages: Record<string, string> = { ...good.messages, ...change };
    for (const key of Object.keys(messages)) if (messages[key] === undefined) delete messages[key];
    expect(checkPack({ ...good, messages }, english).join('\n')).toMatch(problem);
  });

  it('fails keys out of order, and a wrong direction', () => {
    const { 'a.plain': plain, ...rest } = good.messages;
    expect(checkPack({ ...good, messages: { ...rest, 'a.plain': plain } }, english)).toEqual([
      'keys are not in the English catalogue’s order',
    ]);
    expect(checkPack({ ...good, locale: 'ar', dir: 'ltr' }, english)[0]).toBe(
      'dir is ltr, ar reads rtl',
    );
  });

  it('lets French, Spanish and Portuguese leave out many, as the contract does', () => {
    const fr = { locale: 'fr-FR', dir: 'ltr', messages: { ...english } };
    expect(checkPack(fr, english)).toEqual([]);
  });

  it('reads the values inside plural branches', () => {
    expect([...placeholdersOf(english['a.plural']).values]).toEqual(['who']);
    expect([...placeholdersOf('{n, plural, other {{x}}}').values]).toEqual(['x']);
  });
});

describe('pseudo-locale', () => {
  const pseudo = pseudoPack(defaultMessages);

  it('passes the completeness check', () => {
    expect(pseudo.locale).toBe('qps-ploc');
    expect(checkPack(pseudo, defaultMessages)).toEqual([]);
  });

  it('accents every letter and makes every text about 40% longer, in brackets', () => {
    for (const [key, text] of Object.entries(pseudo.messages)) {
      const english = defaultMessages[key as keyof typeof defaultMessages];
      expect(text, key).toMatch(/^\[.*\]$/s);
      // Only placeholder names and plural keywords keep plain ASCII letters.
      const outside = text.replace(/\{\w+(, *plural,)?|(=?\w+) *\{/g, '');
      expect(outside, key).not.toMatch(/[A-Za-z]/);
      expect(text.length, key).toBeGreaterThanOrEqual(english.length * 1.3);
    }
  });

  it('keeps placeholders and plurals working', () => {
    expect(pseudoLocalize('Sent to {phone}')).toMatch(/^\[Šéñţ ţö \{phone\} ·+\]$/);
    const resend = pseudoLocalize(defaultMessages['otp.resendIn']);
    expect(formatMessage(resend, { seconds: 1 })).toMatch(
      /^\[Ýöû çáñ ŕéšéñð ţĥé çöðé îñ 1 šéçöñð [· ]+\]$/,
    );
    expect(formatMessage(resend, { seconds: 5 })).toContain('5 šéçöñðš');
  });
});
