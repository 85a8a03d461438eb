import { defaultMessages } from '../locales/defaultMessages';
import type { AlertAction } from './failureMessage';
import { GatehouseError, type GatehouseErrorInit } from './gatehouseError';
import { describeLoginError, type LoginErrorOutcome } from './loginErrors';
import { loginLinks } from './loginLinks';

const error = (init: Partial<GatehouseErrorInit> & { code: string }) =>
  new GatehouseError({ status: 400, ...init });

/** The English text of a message or label, as the UI would show it. */
const text = (value: { key: keyof typeof defaultMessages } | { text: string }) =>
  'key' in value ? defaultMessages[value.key] : value.text;

function alert(outcome: LoginErrorOutcome) {
  if (outcome.kind !== 'alert') throw new Error(`expected an alert, got ${outcome.kind}`);
  return {
    message: text(outcome.message),
    actions: outcome.actions.map((a: AlertAction) => ({ label: text(a.label), href: a.href })),
  };
}

describe('describeLoginError (SPEC.md §8)', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', false],
    [undefined, false],
  ])(
    'user_deactivated with canAppeal %j → deactivated screen, appeal %s',
    (canAppeal, expected) => {
      const outcome = describeLoginError(
        error({
          code: 'user_deactivated',
          message: 'Your account is closed.',
          params: { messageTitle: 'Account deactivated', canAppeal },
        }),
      );
      expect(outcome).toEqual({
        kind: 'deactivated',
        title: 'Account deactivated',
        message: 'Your account is closed.',
        canAppeal: expected,
      });
    },
  );

  it('passkey.credential_unknown says the passkey is gone and points to the email and password, whatever the server wrote', () => {
    const { message, actions } = alert(
      describeLoginError(
        error({
          code: 'passkey.credential_unknown',
          message: 'Credential not found',
          params: { credentialId: 'cred-1' },
        }),
      ),
    );
    expect(message).toBe(
      "This passkey is no longer linked to your account, so your browser won't offer it again. Log in with your email and password instead.",
    );
    expect(actions).toEqual([]);
  });

  it('user_deactivated without a title leaves it undefined', () => {
    expect(describeLoginError(error({ code: 'user_deactivated' }))).toEqual({
      kind: 'deactivated',
      title: undefined,
      message: undefined,
      canAppeal: false,
    });
  });

  it('self_reactivation_eligible redirects to the reactivation page with the token', () => {
    expect(
      describeLoginError(error({ code: 'self_reactivation_eligible', oneTimeToken: 'ott-react' })),
    ).toEqual({
      kind: 'redirect',
      href: '/login/reactivate-account#intro?token=ott-react',
    });
  });

  it('self_reactivation_eligible encodes a token that is not URL-safe', () => {
    const outcome = describeLoginError(
      error({ code: 'self_reactivation_eligible', oneTimeToken: 'a&b=c#d' }),
    );
    expect(outcome).toEqual({ kind: 'redirect', href: `${loginLinks.reactivate}a%26b%3Dc%23d` });
  });

  it('self_reactivation_eligible without a token is a missing redirect', () => {
    expect(describeLoginError(error({ code: 'self_reactivation_eligible' }))).toEqual({
      kind: 'missingRedirect',
      code: 'self_reactivation_eligible',
    });
  });

  it('mandatory.update.phone.number navigates to the link in the params', () => {
    const outcome = describeLoginError(
      error({
        code: 'mandatory.update.phone.number',
        params: { link: '/login/change-phone-number#/?code=t&skipIntro=true' },
      }),
    );
    expect(outcome).toEqual({
      kind: 'redirect',
      href: '/login/change-phone-number#/?code=t&skipIntro=true',
    });
  });

  it.each([
    ['no params', {}],
    ['an empty link', { link: '' }],
    ['a link that is not text', { link: 42 }],
  ])(
    'mandatory.update.phone.number with %s is a missing redirect (logged, not followed)',
    (_, params) => {
      expect(describeLoginError(error({ code: 'mandatory.update.phone.number', params }))).toEqual({
        kind: 'missingRedirect',
        code: 'mandatory.update.phone.number',
      });
    },
  );

  it('invalid_email_password shows the server message with a Reset password action', () => {
    expect(
      alert(
        describeLoginError(
          error({ code: 'invalid_email_password', message: 'Wrong email or password.' }),
        ),
      ),
    ).toEqual({
      message: 'Wrong email or password.',
      actions: [{ label: 'Reset password', href: '/login/forgot-password?utm_source=login' }],
    });
  });

  it('params.action contact adds a Get help action', () => {
    expect(
      alert(
        describeLoginError(
          error({ code: 'account_locked', message: 'Locked.', params: { action: 'contact' } }),
        ),
      ),
    ).toEqual({
      message: 'Locked.',
      actions: [{ label: 'Get help', href: '/help/contact/flows/logged-out/trouble-logging-in' }],
    });
  });

  it('invalid_email_password with params.action contact gets both actions, reset first', () => {
    const { actions } = alert(
      describeLoginError(
        error({ code: 'invalid_email_password', message: 'No.', params: { action: 'contact' } }),
      ),
    );
    expect(actions.map((a) => a.label)).toEqual(['Reset password', 'Get help']);
  });

  it('a message holding an <a href> link becomes an action, and the text loses every tag', () => {
    const outcome = describeLoginError(
      error({
        code: 'too_many_attempts',
        message:
          '<b>Too many attempts.</b> <a href="/help/locked" class="x">Learn more</a> about it',
      }),
    );
    expect(alert(outcome)).toEqual({
      message: 'Too many attempts. about it',
      actions: [{ label: 'Learn more', href: '/help/locked' }],
    });
  });

  it('a message holding a markdown link becomes an action too', () => {
    expect(
      alert(
        describeLoginError(
          error({ code: 'x', message: 'Please [contact us](/help/contact) now.' }),
        ),
      ),
    ).toEqual({
      message: 'Please now.',
      actions: [{ label: 'contact us', href: '/help/contact' }],
    });
  });

  it('falls back to "Something went wrong." without a server message', () => {
    const outcome = describeLoginError(error({ code: 'unexpected.error' }));
    expect(outcome).toEqual({
      kind: 'alert',
      message: { key: 'common.somethingWentWrong' },
      actions: [],
    });
    expect(alert(outcome).message).toBe('Something went wrong.');
  });

  it('falls back to the key when the message is nothing but markup', () => {
    expect(describeLoginError(error({ code: 'x', message: '<br/>' }))).toMatchObject({
      message: { key: 'common.somethingWentWrong' },
    });
  });
});
