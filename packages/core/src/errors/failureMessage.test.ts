import { defaultMessages } from '../locales/defaultMessages';
import { failureMessageKey, splitMessageLink } from './failureMessage';
import { clientErrorCodes, GatehouseError } from './gatehouseError';
import { describeLoginError } from './loginErrors';
import { describeSignupPhoneError } from './signupPhoneErrors';

const timeout = new GatehouseError({ status: 0, code: clientErrorCodes.timeout });

describe('failureMessageKey', () => {
  it('gives a call that ran out of time its own text, with what to do', () => {
    expect(failureMessageKey(timeout, 'common.somethingWentWrong')).toBe('common.timeout');
    expect(defaultMessages['common.timeout']).toBe(
      'This is taking longer than it should. Check your connection and try again.',
    );
  });

  it.each([
    clientErrorCodes.network,
    clientErrorCodes.unexpected,
    clientErrorCodes.redirectRefused,
    'ott_not_found',
  ])('keeps the fallback for %s', (code) => {
    expect(
      failureMessageKey(new GatehouseError({ status: 0, code }), 'common.somethingWentWrongRetry'),
    ).toBe('common.somethingWentWrongRetry');
  });

  it('keeps the fallback when there is no error', () => {
    expect(failureMessageKey(null, 'common.somethingWentWrong')).toBe('common.somethingWentWrong');
  });

  it('is the text of the login alert and of the sign-up phone alert', () => {
    expect(describeLoginError(timeout)).toEqual({
      kind: 'alert',
      message: { key: 'common.timeout' },
      actions: [],
    });
    expect(describeSignupPhoneError(timeout)).toEqual({
      kind: 'alert',
      alert: { message: { key: 'common.timeout' }, actions: [] },
    });
  });
});

describe('splitMessageLink', () => {
  it('leaves plain text alone, without an action', () => {
    expect(splitMessageLink('  Wrong email or password.  ')).toEqual({
      text: 'Wrong email or password.',
    });
  });

  it('takes an anchor with single quotes and nested markup in its text', () => {
    expect(
      splitMessageLink("See <a href='https://help.example.com/x'><strong>our help</strong></a>."),
    ).toEqual({
      text: 'See .',
      action: { label: { text: 'our help' }, href: 'https://help.example.com/x' },
    });
  });

  it('uses the href as the label when the anchor has no text', () => {
    expect(splitMessageLink('Go <a href="/appeals"></a>')).toEqual({
      text: 'Go',
      action: { label: { text: '/appeals' }, href: '/appeals' },
    });
  });

  it('turns a bare https URL into a Get help action, without trailing punctuation', () => {
    expect(splitMessageLink('Contact us at https://help.example.com/contact.')).toEqual({
      text: 'Contact us at .',
      action: { label: { key: 'common.getHelp' }, href: 'https://help.example.com/contact' },
    });
  });

  it('does not treat a bare path as a link when the text holds no URL', () => {
    expect(splitMessageLink('Use 1/2 of the limit')).toEqual({ text: 'Use 1/2 of the limit' });
  });
});
