import { defaultMessages } from '../locales/defaultMessages';
import { widgetMessages } from '../messages/widgetMessages';
import { builtInChallengeDefinitions } from './builtInChallengeDefinitions';

const definitions = Object.entries(builtInChallengeDefinitions);

describe('the built-in challenge definitions', () => {
  it.each(definitions)('%s names on its label only a text of its own', (_type, definition) => {
    const read: string[] = [];
    const label = definition?.label;
    if (typeof label === 'function')
      label((key) => {
        read.push(key);
        return key;
      });
    for (const key of read) expect(Object.keys(definition?.messages ?? {})).toContain(key);
  });

  it('gives a text shared by several challenges the same English everywhere, and no widget text another', () => {
    const seen = new Map<string, string>(Object.entries(widgetMessages));
    for (const [type, definition] of definitions)
      for (const [key, text] of Object.entries<string>(definition?.messages ?? {})) {
        if (
          key in widgetMessages &&
          !(type === 'UPDATE_PHONE_NUMBER' && key.startsWith('signupPhone.'))
        )
          throw new Error(`${type} redefines the widget text ${key}`);
        expect(seen.get(key) ?? text, `${type}: ${key}`).toBe(text);
        seen.set(key, text);
      }
  });

  it('makes the English catalogue: the widgets’ texts and every definition’s, each key once', () => {
    const expected = new Set([
      ...Object.keys(widgetMessages),
      ...definitions.flatMap(([, definition]) => Object.keys(definition?.messages ?? {})),
    ]);
    expect(new Set(Object.keys(defaultMessages))).toEqual(expected);
  });
});
