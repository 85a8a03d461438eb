// Every event of real flows against the mock API, with distinctive personal data typed in and
// every token the server handed out recorded: none of it, nor anything shaped like it, may reach
// an onEvent listener.
import type { Challenge, GatehouseEvent } from '@gatehouse-auth/core';
import { createHandlers, required } from '@gatehouse-auth/mock-api';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTurnstile, removeCaptchaVendors } from '../../test/captchaFakes';
import { server, testConfig, setupMockServer } from '../../test/mockServer';
import { LoginFlow } from '../login/LoginFlow';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { SignupForm } from '../signup/SignupForm';
import { SignupPhoneVerification } from '../signupPhone/SignupPhoneVerification';
import { withStepUp } from '../stepUp/withStepUp';

setupMockServer();
afterEach(() => {
  cleanup();
  removeCaptchaVendors();
  vi.useRealTimers();
});

// What the person types: each distinctive, so a leak of any of them is found by its value.
const email = 'quinn.privacy-probe@example.org';
const wrongPassword = 'Zebra-Quartz-9!';
const password = 'Password123';
const wrongCode = '424242';
const code = '111111';
const nationalPhone = '07700 900458';
const e164Phone = '+447700900458';
const signupId = 'su-privacy-7731';
const signupToken = 'st-privacy-7731';
const captchaToken = 'captcha-token-privacy-7731';

const masked = { maskedPhoneNumber: '+44 ••••• •••789' };
const sms: Challenge = {
  type: 'SMS',
  viewData: { attributes: masked },
  availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
};
const voice: Challenge = { ...sms, type: 'VOICE' };

/** A login account of its own, with the distinctive email: an SMS code, or a voice call. */
const privacyAccount = createHandlers({
  challenges: [
    {
      scenarios: [
        {
          email,
          demonstrates: 'The privacy test: an SMS code or a voice call.',
          challenges: [required(sms, [voice])],
        },
      ],
    },
  ],
});

/** Every value of a field that names a token, an id, an address or a number, at any depth. */
function sensitiveValues(value: unknown, key = '', into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/token|ott|id$|guard|location|phone|email/i.test(key) && value.length >= 4) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) sensitiveValues(item, key, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, inner] of Object.entries(value)) sensitiveValues(inner, name, into);
  }
  return into;
}

/** Records what the mock server answers: the tokens in the bodies and the approval headers. */
function recordServerSecrets() {
  const secrets = new Set<string>();
  const reading: Array<Promise<void>> = [];
  const listener = ({ response }: { response: Response }) => {
    const approval = response.headers.get('X-2FA-APPROVAL');
    if (approval) secrets.add(approval);
    reading.push(
      response
        .clone()
        .text()
        .then((text) => {
          try {
            sensitiveValues(JSON.parse(text), '', secrets);
          } catch {
            // Not JSON: nothing to record.
          }
        }),
    );
  };
  server.events.on('response:mocked', listener);
  return async () => {
    server.events.removeListener('response:mocked', listener);
    await Promise.all(reading);
    return secrets;
  };
}

type User = ReturnType<typeof userEvent.setup>;

async function typeCode(user: User, value: string, scope: HTMLElement = document.body) {
  const field = await within(scope).findByLabelText('6-digit code', undefined, { timeout: 3000 });
  await waitFor(() => expect(field).toBeEnabled());
  await user.clear(field);
  await user.type(field, value);
}

const api = (path: string) => new URL(path, window.location.href).href;
const transfer = () =>
  [
    api('/api/v1/transfers'),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 100, currency: 'GBP', recipient: 'Ada' }),
    },
  ] as const;

describe('the events of real flows identify no one', () => {
  it(
    'hold no typed value, no server token, nothing shaped like them; flat objects of strings and booleans',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      server.use(...privacyAccount);
      const serverSecrets = recordServerSecrets();
      installTurnstile([{ error: '110200' }, { token: captchaToken }]);
      const events: GatehouseEvent[] = [];
      const config = testConfig();
      const page = (children: React.ReactNode) => (
        <GatehouseProvider config={config} onEvent={(event) => events.push(event)}>
          {children}
        </GatehouseProvider>
      );

      // Login: a wrong password, then the right one; a wrong code, a resend, a switch to a voice
      // call, then the code; the token exchange.
      const loggedIn = vi.fn();
      render(page(<LoginFlow onSuccess={loggedIn} />));
      await user.type(screen.getByLabelText('Email'), email);
      await user.type(screen.getByLabelText('Password'), wrongPassword);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await screen.findByRole('alert');
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await typeCode(user, wrongCode);
      await screen.findByText('That code is incorrect. Please try again.');
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      await screen.findByText("We've sent you a new code.");
      await user.click(screen.getByRole('button', { name: 'Try another way' }));
      await user.click(await screen.findByRole('button', { name: 'Voice call' }));
      await screen.findByRole('heading', { name: 'Enter the code we read out to you' });
      await typeCode(user, code);
      await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
      cleanup();

      // Sign-up: the captcha gives no token, then the sign-up goes through.
      render(page(<SignupForm captcha={{ siteKey: 'site-key' }} />));
      await user.type(screen.getByLabelText('Your email address'), email);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await screen.findByRole('alert');
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await waitFor(() => expect(config.navigation.assign).toHaveBeenCalled());
      cleanup();

      // Sign-up phone verification: the number, then its code.
      const verified = vi.fn();
      render(
        page(
          <SignupPhoneVerification
            signupId={signupId}
            signupToken={signupToken}
            onSuccess={verified}
          />,
        ),
      );
      await user.type(screen.getByLabelText('Phone number'), nationalPhone);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await typeCode(user, code);
      await waitFor(() => expect(verified).toHaveBeenCalledTimes(1));
      cleanup();

      // Step-up: one approval passed, one closed.
      render(page(null));
      const stepUpFetch = withStepUp((input, init) => globalThis.fetch(input, init));
      const approved = stepUpFetch(...transfer());
      await typeCode(user, code, await screen.findByRole('dialog', { name: "Confirm it's you" }));
      expect((await approved).status).toBe(200);
      const closed = stepUpFetch(...transfer()).catch((error: unknown) => error);
      const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
      await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await closed).toMatchObject({ code: 'SCA_MODAL_CLOSED' });

      // Every kind of event happened, so every kind was checked.
      expect(new Set(events.map((event) => event.type))).toEqual(
        new Set([
          'screenShown',
          'challengeStarted',
          'challengePassed',
          'challengeFailed',
          'methodSwitched',
          'codeResent',
          'captchaFailed',
          'stepUpOpened',
          'stepUpApproved',
          'stepUpClosed',
          'flowCompleted',
        ]),
      );

      for (const event of events) {
        expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
        for (const value of Object.values(event))
          expect(['string', 'number', 'boolean']).toContain(typeof value);
      }

      const sent = JSON.stringify(events);
      const secrets = await serverSecrets();
      // The mock answered tokens (login, step-up, sign-up) and ids: they were recorded.
      expect([...secrets].filter((value) => value.startsWith('ott-')).length).toBeGreaterThan(1);
      const typed = [
        email,
        wrongPassword,
        password,
        wrongCode,
        code,
        nationalPhone,
        e164Phone,
        signupId,
        signupToken,
        captchaToken,
        '110200',
      ];
      for (const value of [...typed, ...secrets]) expect(sent).not.toContain(value);
      // Nothing shaped like them either: an address, a run of digits, a token's prefix.
      expect(sent).not.toMatch(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i);
      expect(sent).not.toMatch(/\d{4,}/);
      expect(sent).not.toMatch(/\b(ott|st|su|evo|dog|pko|tr)-[0-9a-z]/i);
      expect(sent).not.toMatch(/•/);
    },
  );
});
