import { defaultMessages } from '../messages/allMessages';
import { failureMessageKey } from './failureMessage';
import { clientErrorCodes, GatehouseError } from './gatehouseError';
import { describeLoginError } from './loginErrors';
import { describeSignupPhoneError } from './signupPhoneErrors';

const timeout = new GatehouseError({ status: 0, code: clientErrorCodes.timeout });

describe('failureMessageKey', () => {
  it('gives a call that ran out of time its own text, with what to do', () => {
    expect(failureMessageKey(timeout, 'common.somethingWentWrong')).toBe('common.timeout');
    expect(defaultMessages['common.timeout']).toBe('This is taking longer than it should. Check your connection and try again.');
  });

  it.each([clientErrorCodes.network, clientErrorCodes.unexpected, clientErrorCodes.redirectRefused, 'ott_not_found'])(
    'keeps the fallback for %s',
    (code) => {
      expect(failureMessageKey(new GatehouseError({ status: 0, code }), 'common.somethingWentWrongRetry')).toBe('common.somethingWentWrongRetry');
    },
  );

  it('keeps the fallback when there is no error', () => {
    expect(failureMessageKey(null, 'common.somethingWentWrong')).toBe('common.somethingWentWrong');
  });

  it('is the text of the login alert and of the sign-up phone alert', () => {
    expect(describeLoginError(timeout)).toEqual({ kind: 'alert', message: { key: 'common.timeout' }, actions: [] });
    expect(describeSignupPhoneError(timeout)).toEqual({ kind: 'alert', alert: { message: { key: 'common.timeout' }, actions: [] } });
  });
});
