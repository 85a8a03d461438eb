import type { Challenge } from '../api/oneTimeToken';
import * as z from '../api/schema';
import { GatehouseError } from '../errors/gatehouseError';
import { defaultMessages, type MessageKey } from '../locales/defaultMessages';
import { formatMessage } from '../messages/formatMessage';
import {
  methodLabel,
  readAttributes,
  type AttributesSchema,
  type ChallengeDefinition,
} from './challengeDefinition';

const question = (attributes?: Record<string, unknown> | null): Challenge => ({
  type: 'SECURITY_QUESTION',
  ...(attributes === undefined ? {} : { viewData: { attributes } }),
});
const questionSchema = z.object({ question: z.string() });
const t = (key: string, values?: Record<string, string | number>) =>
  formatMessage(defaultMessages[key as MessageKey], values);

describe('readAttributes', () => {
  it('parses the attributes with the definition’s schema, dropping what it does not read', () => {
    const definition: ChallengeDefinition<{ question: string }> = { attributes: questionSchema };
    expect(readAttributes(definition, question({ question: 'First school?', other: 1 }))).toEqual({
      question: 'First school?',
    });
  });

  it('answers the attributes as sent when there is no schema (or no definition), and {} when none were sent', () => {
    expect(readAttributes({}, question({ question: 'First school?', other: 1 }))).toEqual({
      question: 'First school?',
      other: 1,
    });
    expect(readAttributes(undefined, question({ a: 1 }))).toEqual({ a: 1 });
    expect(readAttributes({}, question())).toEqual({});
    expect(readAttributes({}, question(null))).toEqual({});
  });

  it('throws unexpected.error when the attributes fail the schema: a malformed server answer', () => {
    const definition: ChallengeDefinition<{ question: string }> = { attributes: questionSchema };
    const error = (() => {
      try {
        readAttributes(definition, question({ question: 42 }));
      } catch (cause) {
        return cause;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ code: 'unexpected.error' });
  });

  it('refuses a schema that validates asynchronously', () => {
    const asyncSchema: AttributesSchema<{ question: string }> = {
      '~standard': { validate: async () => ({ value: { question: 'later' } }) },
    };
    expect(() => readAttributes({ attributes: asyncSchema }, question({}))).toThrow(GatehouseError);
  });

  it('takes any Standard Schema, not only zod', () => {
    const handWritten: AttributesSchema<{ question: string }> = {
      '~standard': {
        validate: (value) =>
          typeof value === 'object' &&
          value !== null &&
          typeof (value as { question?: unknown }).question === 'string'
            ? { value: { question: (value as { question: string }).question } }
            : { issues: [{ message: 'question must be text' }] },
      },
    };
    expect(readAttributes({ attributes: handWritten }, question({ question: 'Pet?' }))).toEqual({
      question: 'Pet?',
    });
    expect(() => readAttributes({ attributes: handWritten }, question({}))).toThrow(GatehouseError);
  });
});

describe('methodLabel', () => {
  it('reads a label function with the translator, or shows plain text as it is', () => {
    expect(
      methodLabel({ label: (translate) => translate('challenge.method.SMS') }, question(), t),
    ).toBe('Text message (SMS)');
    expect(methodLabel({ label: 'Security question' }, question(), t)).toBe('Security question');
  });

  it('shows the server type when the definition has no label (or there is no definition)', () => {
    expect(methodLabel({}, question(), t)).toBe('SECURITY_QUESTION');
    expect(methodLabel(undefined, question(), t)).toBe('SECURITY_QUESTION');
  });
});
