import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  challengeFolders,
  checkFolders,
  checkPack,
  checkPackByFolder,
  packTags,
  placeholdersOf,
} from '../../../../scripts/check-locales.mjs';
import { pseudoLocalize, pseudoPack } from '../../../../scripts/pseudoLocalePack.mjs';
import { formatMessage } from '../messages/formatMessage';
import type { Translation } from '../messages/translation';
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

const folders = await challengeFolders(
  fileURLToPath(new URL('../challenges', import.meta.url)),
  (file) => import(/* @vite-ignore */ pathToFileURL(file).href),
);

describe('locale packs', () => {
  it('are the eight the core package exports', () => {
    expect(packTags().sort()).toEqual(Object.keys(packs).sort());
  });

  it.each(Object.entries(packs))(
    '%s is complete, its placeholders as in English, its widgets’ texts in order, its folders’ spread in',
    (tag, pack) => {
      expect(pack.locale).toBe(tag);
      expect(checkPackByFolder(pack, defaultMessages, folders)).toEqual([]);
    },
  );

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
      'changePhoneNumber.intro.title',
    ]);
  });
});

describe('the challenge folders’ translations', () => {
  it('are read from every challenge folder with texts, the attempt limit’s too', () => {
    const names = folders.map(({ folder }) => folder);
    expect(names).toEqual(
      expect.arrayContaining(['challenges', 'challenges/code', 'challenges/password']),
    );
    expect(folders.find(({ folder }) => folder === 'challenges/password')?.english).toMatchObject({
      'password.title': 'Enter your password',
      'challenge.method.PASSWORD': 'Password',
    });
    for (const { folder, english } of folders) {
      expect(Object.keys(english).length, folder).toBeGreaterThan(0);
      for (const [key, text] of Object.entries(english))
        expect(defaultMessages[key as keyof typeof defaultMessages], key).toBe(text);
    }
  });

  it.each(folders.map(({ folder }) => folder))(
    '%s has a file for every translated pack, each its English’s keys in order, placeholders as in English',
    (name) => {
      const folder = folders.find(({ folder: other }) => other === name)!;
      expect(checkFolders([folder], packTags())).toEqual([]);
    },
  );

  it('type a missing or an extra key as an error', () => {
    type English = { readonly 'a.one': 'One'; readonly 'a.two': 'Two' };
    const complete = { 'a.one': 'Un', 'a.two': 'Deux' } satisfies Translation<English>;
    // @ts-expect-error 'a.two' is missing
    const missing = { 'a.one': 'Un' } satisfies Translation<English>;
    const extra = {
      'a.one': 'Un',
      'a.two': 'Deux',
      // @ts-expect-error 'a.three' is no English key
      'a.three': 'Trois',
    } satisfies Translation<English>;
    expect([complete, missing, extra].map((texts) => Object.keys(texts).length)).toEqual([2, 1, 3]);
  });
});

describe('checkFolders', () => {
  const english = {
    'demo.title': 'Enter the code sent to {phone}',
    'demo.resend': 'Resend in {n, plural, one {# second} other {# seconds}}',
    'challenge.method.DEMO': 'Demo',
  };
  const polish = {
    'demo.title': 'Wpisz kod wysłany na {phone}',
    'demo.resend':
      'Wyślij ponownie za {n, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}',
    'challenge.method.DEMO': 'Demo',
  };
  const arabic = {
    'demo.title': 'أدخل الرمز المرسل إلى {phone}',
    'demo.resend':
      'إعادة الإرسال خلال {n, plural, zero {# ثانية} one {ثانية} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
    'challenge.method.DEMO': 'تجربة',
  };
  const tags = ['en-GB', 'en-US', 'pl-PL', 'ar'];
  const check = (translations: Record<string, Record<string, string>>) =>
    checkFolders([{ folder: 'challenges/demo', english, translations }], tags);

  it('passes a folder with a file for every translated pack', () => {
    expect(check({ 'pl-PL': polish, ar: arabic })).toEqual([]);
  });

  it.each<[string, Record<string, Record<string, string>>, string[]]>([
    [
      'a file missing a key',
      { 'pl-PL': { ...polish, 'demo.resend': undefined as unknown as string }, ar: arabic },
      ['challenges/demo/locales/pl-PL.ts: demo.resend: missing'],
    ],
    [
      'a file with an extra key',
      { 'pl-PL': polish, ar: { ...arabic, 'demo.extra': 'x' } },
      ['challenges/demo/locales/ar.ts: demo.extra: not an English key'],
    ],
    [
      'a folder without a file for a pack’s language',
      { 'pl-PL': polish },
      ['challenges/demo: no locales/ar.ts, and the ar pack needs one'],
    ],
    [
      'a file out of its English’s order',
      {
        'pl-PL': {
          'demo.title': polish['demo.title'],
          'challenge.method.DEMO': 'Demo',
          'demo.resend': polish['demo.resend'],
        },
        ar: arabic,
      },
      ['challenges/demo/locales/pl-PL.ts: keys are not in its English order'],
    ],
    [
      'a plural without the language’s categories',
      { 'pl-PL': polish, ar: { ...arabic, 'demo.resend': polish['demo.resend'] } },
      ['challenges/demo/locales/ar.ts: demo.resend: plural n lacks two, zero'],
    ],
    [
      'a file in a language no pack has',
      { 'pl-PL': polish, ar: arabic, it: {} },
      ['challenges/demo/locales/it.ts: no pack is in it'],
    ],
    [
      'an English variant adding a key',
      { 'pl-PL': polish, ar: arabic, 'en-US': { 'demo.other': 'x' } },
      ['challenges/demo/locales/en-US.ts: demo.other: not an English key'],
    ],
  ])('fails %s, naming the folder and the file', (_name, translations, problems) => {
    for (const texts of Object.values(translations))
      for (const key of Object.keys(texts)) if (texts[key] === undefined) delete texts[key];
    expect(check(translations)).toEqual(problems);
  });

  it('lets an English variant override some of a folder’s texts, or none', () => {
    const enUS = { 'demo.title': 'Type the code sent to {phone}' };
    expect(check({ 'pl-PL': polish, ar: arabic, 'en-US': enUS })).toEqual([]);
  });
});

describe('checkPackByFolder', () => {
  const english = { 'widget.a': 'A', 'widget.b': 'B', 'demo.title': 'Demo' };
  const demo = {
    folder: 'challenges/demo',
    english: { 'demo.title': 'Demo' },
    translations: { 'pl-PL': { 'demo.title': 'Pokaz' } },
  };
  const pack = (messages: Record<string, string>) => ({ locale: 'pl-PL', dir: 'ltr', messages });

  it('lets the folders’ texts come anywhere, but keeps the widgets’ in order', () => {
    expect(
      checkPackByFolder(
        pack({ 'demo.title': 'Pokaz', 'widget.a': 'A', 'widget.b': 'B' }),
        english,
        [demo],
      ),
    ).toEqual([]);
    expect(
      checkPackByFolder(
        pack({ 'widget.b': 'B', 'widget.a': 'A', 'demo.title': 'Pokaz' }),
        english,
        [demo],
      ),
    ).toEqual(['the widgets’ keys are not in the English catalogue’s order']);
  });

  it('fails a pack missing a text, or with a folder’s text other than its file’s', () => {
    expect(
      checkPackByFolder(pack({ 'widget.a': 'A', 'demo.title': 'Inny' }), english, [demo]),
    ).toEqual([
      'widget.b: missing',
      'demo.title: not the text of challenges/demo/locales/pl-PL.ts',
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
