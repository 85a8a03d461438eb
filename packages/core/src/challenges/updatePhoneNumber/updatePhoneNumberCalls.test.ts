import { describe, expect, it } from 'vitest';
import { json, recordingClient } from '../../../test/recordingClient';
import { GatehouseError } from '../../errors/gatehouseError';
import { describeUpdatePhoneNumberError, verifyNewPhoneNumber } from './updatePhoneNumberCalls';

describe('UPDATE_PHONE_NUMBER (POST /gateway/v1/one-time-token/phone-number/verify)', () => {
  it('sends newPhoneNumber with the token and the web client id', async () => {
    const { client, seen } = recordingClient(() => new Response(null, { status: 204 }), {
      clientId: 'acme-ios',
    });
    await verifyNewPhoneNumber(client, { ott: 'ott-change-1', newPhoneNumber: '+447700900123' });
    expect(seen[0]).toMatchObject({
      url: '/gateway/v1/one-time-token/phone-number/verify',
      method: 'POST',
      body: { newPhoneNumber: '+447700900123' },
    });
    expect(seen[0]?.headers.get('One-Time-Token')).toBe('ott-change-1');
    expect(seen[0]?.headers.get('X-Client-Id')).toBe('gatehouse-web');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('passes on a refused number as a GatehouseError with the server text', async () => {
    const { client } = recordingClient(() =>
      json(409, {
        errors: [
          { code: 'duplicated_phone_number', message: 'This phone number is already in use.' },
        ],
      }),
    );
    await expect(
      verifyNewPhoneNumber(client, { ott: 'ott-change-1', newPhoneNumber: '+447700900000' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'duplicated_phone_number',
      serverMessage: 'This phone number is already in use.',
    });
  });
});

describe('describeUpdatePhoneNumberError', () => {
  const error = (status: number, code: string, message?: string) =>
    new GatehouseError({ status, code, message });

  it('shows a duplicated number as the server text, markup removed', () => {
    expect(
      describeUpdatePhoneNumberError(
        error(409, 'duplicated_phone_number', 'This number is <b>taken</b>.'),
      ),
    ).toEqual({
      message: { text: 'This number is taken.' },
      actions: [],
    });
    expect(
      describeUpdatePhoneNumberError(error(409, 'phone.number.repeated', 'Already yours.')),
    ).toEqual({
      message: { text: 'Already yours.' },
      actions: [],
    });
  });

  it('has its own text for a duplicated number without a message', () => {
    expect(describeUpdatePhoneNumberError(error(409, 'duplicated_phone_number'))).toEqual({
      message: { key: 'updatePhoneNumber.duplicate' },
      actions: [],
    });
  });

  it('shows an invalid number as the server text', () => {
    expect(
      describeUpdatePhoneNumberError(
        error(400, 'invalid.phone.number', 'Please enter a valid phone number.'),
      ),
    ).toEqual({
      message: { text: 'Please enter a valid phone number.' },
      actions: [],
    });
  });

  it('adds the contact link to a blocked number', () => {
    const alert = describeUpdatePhoneNumberError(
      error(400, 'user.phonenumber.blocked', "We can't use this number."),
    );
    expect(alert.message).toEqual({ text: "We can't use this number." });
    expect(alert.actions).toEqual([
      { label: { key: 'signupPhone.contactUs' }, href: expect.stringContaining('/help/contact') },
    ]);
  });

  it.each([
    ['a 500', error(500, 'unexpected.error')],
    ['a 500 with a message', error(500, 'server_down', 'Database on fire.')],
    ['a network failure', error(0, 'network.error')],
  ])('falls back to the retry text for %s', (_name, failure) => {
    expect(describeUpdatePhoneNumberError(failure)).toEqual({
      message: { key: 'common.somethingWentWrongRetry' },
      actions: [],
    });
  });
});
