import { describe, expect, it } from 'vitest';
import { GatehouseError } from './gatehouseError';
import { describeSignupPhoneError, signupPhoneLinks } from './signupPhoneErrors';

const error = (status: number, code: string, message?: string, params?: Record<string, unknown>) =>
  new GatehouseError({ status, code, message, params });

const contact = { label: { key: 'signupPhone.contactUs' }, href: signupPhoneLinks.contactHelp };

describe('describeSignupPhoneError', () => {
  it.each(['duplicated_phone_number', 'phone.number.repeated'])(
    '%s → the duplicate screens with the masked email',
    (code) => {
      expect(
        describeSignupPhoneError(
          error(409, code, 'Taken', { maskedDuplicateEmail: 'j•••@example.com' }),
        ),
      ).toEqual({
        kind: 'duplicate',
        maskedDuplicateEmail: 'j•••@example.com',
      });
      expect(
        describeSignupPhoneError(error(409, code, 'Taken', { maskedDuplicateEmail: 42 })),
      ).toEqual({
        kind: 'duplicate',
        maskedDuplicateEmail: undefined,
      });
    },
  );

  it('user.phonenumber.blocked → the server text and the contact link', () => {
    expect(
      describeSignupPhoneError(error(400, 'user.phonenumber.blocked', 'This number is blocked.')),
    ).toEqual({
      kind: 'alert',
      alert: { message: { text: 'This number is blocked.' }, actions: [contact] },
    });
    expect(describeSignupPhoneError(error(400, 'user.phonenumber.blocked'))).toEqual({
      kind: 'alert',
      alert: { message: { key: 'signupPhone.blocked' }, actions: [contact] },
    });
  });

  it('keeps a link in the blocked message as an action, its text without markup', () => {
    const outcome = describeSignupPhoneError(
      error(
        400,
        'user.phonenumber.blocked',
        'Blocked. <a href="/help/articles/blocked-number">Read more</a>',
      ),
    );
    expect(outcome).toEqual({
      kind: 'alert',
      alert: {
        message: { text: 'Blocked.' },
        actions: [{ label: { text: 'Read more' }, href: '/help/articles/blocked-number' }, contact],
      },
    });
  });

  it('a 4xx with a message shows it; anything else shows the generic text', () => {
    expect(
      describeSignupPhoneError(
        error(400, 'invalid.phone.number', 'Please enter a valid phone number.'),
      ),
    ).toEqual({
      kind: 'alert',
      alert: { message: { text: 'Please enter a valid phone number.' }, actions: [] },
    });
    for (const e of [
      error(500, 'server_error', 'Stack trace…'),
      error(400, 'unexpected.error', 'x'),
      error(0, 'network.error'),
    ]) {
      expect(describeSignupPhoneError(e)).toEqual({
        kind: 'alert',
        alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
      });
    }
  });
});
