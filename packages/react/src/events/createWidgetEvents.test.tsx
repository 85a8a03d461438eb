import type { GatehouseEvent, StepUpUi } from '@gatehouse-auth/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTurnstile, removeCaptchaVendors } from '../../test/captchaFakes';
import { oneTimeTokenFor, testConfig, setupMockServer } from '../../test/mockServer';
import { PhoneNumberSettings } from '../accountPhone/PhoneNumberSettings';
import { ChallengeFlow } from '../challengeFlow/ChallengeFlow';
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

type User = ReturnType<typeof userEvent.setup>;

const spinners: readonly string[] = ['LOADING', 'RESET', 'COMPLETE'];

const approvalSteps = [
  { type: 'stepUpOpened', flow: 'stepUp', modal: 'approval' },
  { type: 'challengeStarted', flow: 'stepUp', challenge: 'SMS' },
  { type: 'challengePassed', flow: 'stepUp', challenge: 'SMS' },
  { type: 'stepUpApproved', flow: 'stepUp' },
];

/** A listener that keeps every event it hears. */
function recorder() {
  const events: GatehouseEvent[] = [];
  const listener = vi.fn((event: GatehouseEvent) => {
    events.push(event);
  });
  return {
    events,
    listener,
    screens: () => events.flatMap((e) => (e.type === 'screenShown' ? [e.screen] : [])),
    /** The screens but the spinners between two, which React may never paint when answers are quick. */
    settledScreens: () =>
      events.filter((e) => e.type === 'screenShown' && !spinners.includes(e.screen)),
    /** Every event but the screens, the funnel's steps. */
    steps: () => events.filter((e) => e.type !== 'screenShown'),
  };
}

const codeField = (within: HTMLElement | Document = document) =>
  screen.getAllByLabelText('6-digit code').find((field) => within.contains(field))!;

async function typeCode(user: User, code: string, scope: HTMLElement | Document = document) {
  await waitFor(() => expect(codeField(scope)).toBeEnabled(), { timeout: 3000 });
  await user.clear(codeField(scope));
  await user.type(codeField(scope), code);
}

async function logIn(user: User, email: string, password = 'Password123') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The host's own API (the mock's step-up routes), absolute: Node's Request has no page to resolve against. */
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
const pageFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
const approvalDialog = () =>
  screen.findByRole('dialog', { name: "Confirm it's you" }, { timeout: 3000 });

describe('onEvent delivery', () => {
  it("the widget's own onEvent first, then its provider's, then an outer provider's", async () => {
    const log: string[] = [];
    const ott = await oneTimeTokenFor('totp@gatehouse.test');
    render(
      <GatehouseProvider config={testConfig()} onEvent={(e) => log.push(`outer ${e.type}`)}>
        <GatehouseProvider onEvent={(e) => log.push(`inner ${e.type}`)}>
          <ChallengeFlow
            ott={ott}
            onSuccess={() => undefined}
            onEvent={(e) => log.push(`widget ${e.type}`)}
          />
        </GatehouseProvider>
      </GatehouseProvider>,
    );
    await waitFor(() => expect(log).toContain('outer challengeStarted'));
    expect(log.slice(0, 3)).toEqual([
      'widget screenShown',
      'inner screenShown',
      'outer screenShown',
    ]);
    expect(log.filter((entry) => entry.endsWith('challengeStarted'))).toEqual([
      'widget challengeStarted',
      'inner challengeStarted',
      'outer challengeStarted',
    ]);
  });

  it('a listener that throws breaks nothing: the others still hear every event, onError gets what it threw', async () => {
    const user = userEvent.setup({ delay: null });
    const outer = recorder();
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const thrown = new Error('analytics is down');
    const fail = () => {
      throw thrown;
    };
    render(
      <GatehouseProvider config={testConfig()} onEvent={outer.listener} onError={onError}>
        <GatehouseProvider onEvent={fail}>
          <LoginFlow onEvent={fail} onSuccess={onSuccess} />
        </GatehouseProvider>
      </GatehouseProvider>,
    );
    await logIn(user, 'no-2fa@gatehouse.test');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(outer.steps()).toEqual([
      { type: 'flowCompleted', flow: 'login', variant: 'login', method: 'password' },
    ]);
    expect(outer.settledScreens().map((e) => e.type === 'screenShown' && e.screen)).toEqual([
      'form',
      'secondFactor',
      'redirecting',
    ]);
    // Two listeners threw for each event; each failure is reported.
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(outer.events.length * 2));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'unexpected.error', cause: thrown }),
    );
  });

  it('without onError, what a listener threw goes to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = new Error('analytics is down');
    render(
      <GatehouseProvider
        config={testConfig()}
        onEvent={() => {
          throw thrown;
        }}
      >
        <LoginFlow />
      </GatehouseProvider>,
    );
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'unexpected.error', cause: thrown }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('reads the latest onEvent at each event, as the other callbacks do', async () => {
    const first = recorder();
    const second = recorder();
    const ott = await oneTimeTokenFor('totp@gatehouse.test');
    function Host() {
      const [listener, setListener] = useState(() => first.listener);
      return (
        <>
          <button type="button" onClick={() => setListener(() => second.listener)}>
            Swap
          </button>
          <ChallengeFlow ott={ott} onSuccess={() => undefined} onEvent={listener} />
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(
      <GatehouseProvider config={testConfig()}>
        <Host />
      </GatehouseProvider>,
    );
    await waitFor(() => expect(first.screens()).toContain('SHOW_CHALLENGE'));
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    await typeCode(user, '111111');
    await waitFor(() => expect(second.steps().map((e) => e.type)).toContain('flowCompleted'));
    expect(first.steps().map((e) => e.type)).toEqual(['challengeStarted']);
    expect(second.steps().map((e) => e.type)).toEqual(['challengePassed', 'flowCompleted']);
  });

  it('each screen once, after it shows: StrictMode remounts are not new screens', async () => {
    const login = recorder();
    const flow = recorder();
    const ott = await oneTimeTokenFor('totp@gatehouse.test');
    render(
      <StrictMode>
        <GatehouseProvider config={testConfig()}>
          <LoginFlow onEvent={login.listener} />
          <ChallengeFlow ott={ott} onSuccess={() => undefined} onEvent={flow.listener} />
        </GatehouseProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(flow.screens()).toContain('SHOW_CHALLENGE'));
    expect(login.events).toEqual([{ type: 'screenShown', flow: 'login', screen: 'form' }]);
    expect(flow.events).toEqual([
      { type: 'screenShown', flow: 'challenge', screen: 'LOADING' },
      { type: 'challengeStarted', flow: 'challenge', challenge: 'TOTP' },
      { type: 'screenShown', flow: 'challenge', screen: 'SHOW_CHALLENGE', challenge: 'TOTP' },
    ]);
  });
});

describe('login events', () => {
  it('the funnel of a login: screens, the challenge refused then passed, the completion', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = recorder();
    const onSuccess = vi.fn();
    render(
      <GatehouseProvider config={testConfig()} onEvent={provider.listener}>
        <LoginFlow variant="businessInvite" email="sms@gatehouse.test" onSuccess={onSuccess} />
      </GatehouseProvider>,
    );
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await typeCode(user, '123456');
    await screen.findByText('That code is incorrect. Please try again.');
    await typeCode(user, '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(provider.steps()).toEqual([
      { type: 'challengeStarted', flow: 'login', challenge: 'SMS' },
      {
        type: 'challengeFailed',
        flow: 'login',
        challenge: 'SMS',
        reason: 'invalid_code',
        final: false,
      },
      { type: 'challengePassed', flow: 'login', challenge: 'SMS' },
      { type: 'flowCompleted', flow: 'login', variant: 'businessInvite', method: 'password' },
    ]);
    expect(provider.settledScreens()).toEqual([
      { type: 'screenShown', flow: 'login', screen: 'form' },
      { type: 'screenShown', flow: 'login', screen: 'secondFactor' },
      {
        type: 'screenShown',
        flow: 'login',
        screen: 'SHOW_CHALLENGE',
        challenge: 'SMS',
      },
      { type: 'screenShown', flow: 'login', screen: 'redirecting' },
    ]);
    // The second factor starts on its spinner, painted before any answer.
    expect(provider.screens().indexOf('LOADING')).toBe(2);
  });

  it('a resend and the switches: chosen by the user, and an SMS to a landline becoming a call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const login = recorder();
    render(
      <GatehouseProvider config={testConfig()}>
        <LoginFlow onEvent={login.listener} />
      </GatehouseProvider>,
    );
    await logIn(user, 'sms@gatehouse.test');
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(resend);
    await screen.findByText("We've sent you a new code.");
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Authenticator app' }));
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    expect(login.steps()).toEqual([
      { type: 'challengeStarted', flow: 'login', challenge: 'SMS' },
      { type: 'codeResent', flow: 'login', challenge: 'SMS' },
      { type: 'methodSwitched', flow: 'login', challenge: 'TOTP', from: 'SMS', chosenBy: 'user' },
      { type: 'challengeStarted', flow: 'login', challenge: 'TOTP' },
    ]);
    expect(login.screens().slice(-3)).toEqual([
      'SHOW_CHALLENGE',
      'SHOW_ALTERNATE_CHALLENGES',
      'SHOW_CHALLENGE',
    ]);

    cleanup();
    const landline = recorder();
    render(
      <GatehouseProvider config={testConfig()}>
        <LoginFlow onEvent={landline.listener} />
      </GatehouseProvider>,
    );
    await logIn(user, 'landline@gatehouse.test');
    await screen.findByRole('heading', { name: 'Enter the code we read out to you' });
    expect(landline.steps()).toEqual([
      { type: 'challengeStarted', flow: 'login', challenge: 'SMS' },
      {
        type: 'methodSwitched',
        flow: 'login',
        challenge: 'VOICE',
        from: 'SMS',
        chosenBy: 'challenge',
      },
      { type: 'challengeStarted', flow: 'login', challenge: 'VOICE' },
    ]);
  });

  it('a challenge that fails for good: the final challengeFailed with its code', async () => {
    const user = userEvent.setup({ delay: null });
    const login = recorder();
    const navigation = testConfig().navigation;
    render(
      <GatehouseProvider config={testConfig({ navigation })}>
        <LoginFlow onEvent={login.listener} />
      </GatehouseProvider>,
    );
    await logIn(user, 'password-locked@gatehouse.test');
    for (const [attempt, wrong] of ['wrong-1', 'wrong-2', 'wrong-3'].entries()) {
      const field = await screen.findByLabelText('Password', undefined, { timeout: 3000 });
      await waitFor(() => expect(field).toBeEnabled());
      await user.clear(field);
      await user.type(field, `${wrong}{Enter}`);
      // challengeStarted, then one failure per attempt.
      await waitFor(() => expect(login.steps()).toHaveLength(attempt + 2));
    }
    await waitFor(() => expect(navigation.assign).toHaveBeenCalled());
    expect(login.steps().slice(1)).toEqual([
      {
        type: 'challengeFailed',
        flow: 'login',
        challenge: 'PASSWORD',
        reason: 'invalid_password',
        final: false,
      },
      {
        type: 'challengeFailed',
        flow: 'login',
        challenge: 'PASSWORD',
        reason: 'invalid_password',
        final: false,
      },
      {
        type: 'challengeFailed',
        flow: 'login',
        challenge: 'PASSWORD',
        reason: 'attempt_limit_reached',
        final: true,
      },
    ]);
  });
});

describe('sign-up events', () => {
  it('a captcha that gives no token, then a sign-up that goes through', async () => {
    installTurnstile([{ error: '110200' }, { token: 'token-2' }]);
    const user = userEvent.setup({ delay: null });
    const signup = recorder();
    render(
      <GatehouseProvider config={testConfig()}>
        <SignupForm captcha={{ siteKey: 'site-key' }} onEvent={signup.listener} />
      </GatehouseProvider>,
    );
    await user.type(screen.getByLabelText('Your email address'), 'new.person@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(signup.screens()).toContain('continuing'));
    expect(signup.events).toEqual([
      { type: 'screenShown', flow: 'signup', screen: 'form' },
      { type: 'captchaFailed', flow: 'signup', vendor: 'TURNSTILE', reason: 'vendor' },
      { type: 'flowCompleted', flow: 'signup', variant: 'email' },
      { type: 'screenShown', flow: 'signup', screen: 'continuing' },
    ]);
  });
});

describe('sign-up phone events', () => {
  it('the number, the code step (its challenge named signupPhone), then the completion', async () => {
    const user = userEvent.setup({ delay: null });
    const phone = recorder();
    const onSuccess = vi.fn();
    render(
      <GatehouseProvider config={testConfig()}>
        <SignupPhoneVerification
          signupId="su-events"
          signupToken="st-events"
          onSuccess={onSuccess}
          onEvent={phone.listener}
        />
      </GatehouseProvider>,
    );
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode(user, '111111');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(phone.steps()).toEqual([
      { type: 'challengeStarted', flow: 'signupPhone', challenge: 'SMS' },
      { type: 'challengePassed', flow: 'signupPhone', challenge: 'SMS' },
      { type: 'flowCompleted', flow: 'signupPhone' },
    ]);
    await waitFor(() => expect(phone.screens().at(-1)).toBe('VERIFIED'));
    expect(phone.settledScreens().map((e) => e.type === 'screenShown' && e.screen)).toEqual([
      'PHONE_NUMBER',
      'VERIFY_CODE',
      'SHOW_CHALLENGE',
      'VERIFIED',
    ]);
  });
});

describe('step-up events', () => {
  it('approved: withStepUp’s onEvent first, then the provider the modal shows in', async () => {
    const user = userEvent.setup({ delay: null });
    const log: string[] = [];
    const own = recorder();
    const provider = recorder();
    render(
      <GatehouseProvider
        config={testConfig()}
        onEvent={(event) => {
          log.push(`provider ${event.type}`);
          provider.listener(event);
        }}
      />,
    );
    const call = withStepUp(pageFetch, {
      onEvent: (event) => {
        log.push(`withStepUp ${event.type}`);
        own.listener(event);
      },
    })(...transfer());
    await typeCode(user, '111111', await approvalDialog());
    expect((await call).status).toBe(200);
    expect(own.steps()).toEqual(approvalSteps);
    expect(provider.events).toEqual(own.events);
    expect(log.slice(0, 2)).toEqual(['withStepUp stepUpOpened', 'provider stepUpOpened']);
    expect(own.settledScreens()).toEqual([
      { type: 'screenShown', flow: 'stepUp', screen: 'SHOW_CHALLENGE', challenge: 'SMS' },
    ]);
  });

  it('closed before approval, and the cool-off notice opened and closed', async () => {
    const user = userEvent.setup({ delay: null });
    const events = recorder();
    render(<GatehouseProvider config={testConfig()} />);
    const stepUpFetch = withStepUp(pageFetch, { onEvent: events.listener });
    const call = stepUpFetch(...transfer()).catch((error: unknown) => error);
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await call).toMatchObject({ code: 'SCA_MODAL_CLOSED' });

    const coolOff = stepUpFetch(api('/api/v1/recipients'), { method: 'POST' }).catch(
      (error: unknown) => error,
    );
    const notice = await screen.findByRole('dialog', { name: 'Your new recipient needs 24 hours' });
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(await coolOff).toMatchObject({ code: 'COOL_OFF_MODAL_CLOSED' });
    expect(events.steps()).toEqual([
      { type: 'stepUpOpened', flow: 'stepUp', modal: 'approval' },
      { type: 'challengeStarted', flow: 'stepUp', challenge: 'SMS' },
      { type: 'stepUpClosed', flow: 'stepUp', modal: 'approval' },
      { type: 'stepUpOpened', flow: 'stepUp', modal: 'coolOff' },
      { type: 'stepUpClosed', flow: 'stepUp', modal: 'coolOff' },
    ]);
  });

  it("with the host's own ui: opened when it is handed the token, approved, and the cool-off", async () => {
    const user = userEvent.setup({ delay: null });
    const own = recorder();
    const provider = recorder();
    let show: (request: { ott: string; done: () => void } | null) => void = () => undefined;
    function HostApproval() {
      const [request, setRequest] = useState<{ ott: string; done: () => void } | null>(null);
      show = setRequest;
      return request ? (
        <section aria-label="Acme approval">
          <ChallengeFlow ott={request.ott} onSuccess={request.done} />
        </section>
      ) : null;
    }
    const ui: StepUpUi = {
      approve: (ott) => new Promise<void>((resolve) => show({ ott, done: () => resolve() })),
      coolOff: async () => undefined,
    };
    render(
      <GatehouseProvider config={testConfig()} onEvent={provider.listener}>
        <HostApproval />
      </GatehouseProvider>,
    );
    const stepUpFetch = withStepUp(pageFetch, { ui, onEvent: own.listener });
    const call = stepUpFetch(...transfer());
    await typeCode(user, '111111', await screen.findByRole('region', { name: 'Acme approval' }));
    expect((await call).status).toBe(200);
    await expect(stepUpFetch(api('/api/v1/recipients'), { method: 'POST' })).rejects.toMatchObject({
      code: 'COOL_OFF_MODAL_CLOSED',
    });
    const expected = [
      { type: 'stepUpOpened', flow: 'stepUp', modal: 'approval' },
      { type: 'stepUpApproved', flow: 'stepUp' },
      { type: 'stepUpOpened', flow: 'stepUp', modal: 'coolOff' },
      { type: 'stepUpClosed', flow: 'stepUp', modal: 'coolOff' },
    ];
    expect(own.events).toEqual(expected);
    // The host's own ChallengeFlow under the provider reports its challenge too (flow challenge).
    expect(provider.steps().filter((e) => e.flow === 'stepUp')).toEqual(expected);
  });

  it('with no provider mounted, only withStepUp’s onEvent hears the modal', async () => {
    const fetchWithMock = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      fetchWithMock(
        input instanceof Request ? input : new URL(String(input), window.location.href),
        init,
      ),
    );
    const user = userEvent.setup({ delay: null });
    const events = recorder();
    const call = withStepUp(undefined, { onEvent: events.listener })(...transfer());
    await typeCode(user, '111111', await approvalDialog());
    expect((await call).status).toBe(200);
    expect(events.steps()).toEqual(approvalSteps);
    vi.unstubAllGlobals();
  });
});

describe('phone settings events', () => {
  it('its screens, its approval modal (flow stepUp) and a completion per number saved', async () => {
    const user = userEvent.setup({ delay: null });
    const settings = recorder();
    const provider = recorder();
    const config = testConfig({
      apiBaseUrl: window.location.origin,
      fetch: (input, init) =>
        globalThis.fetch(
          input instanceof Request ? input : new URL(String(input), window.location.href),
          init,
        ),
    });
    render(
      <GatehouseProvider config={config} onEvent={provider.listener}>
        <PhoneNumberSettings onEvent={settings.listener} />
      </GatehouseProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await user.type(screen.getByLabelText('Phone number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await typeCode(user, '111111', await approvalDialog());
    await screen.findByRole('heading', { name: 'Your phone number is saved' });
    expect(settings.steps()).toEqual([
      ...approvalSteps,
      { type: 'flowCompleted', flow: 'accountPhone' },
    ]);
    expect(settings.settledScreens()).toEqual([
      { type: 'screenShown', flow: 'accountPhone', screen: 'LIST' },
      { type: 'screenShown', flow: 'accountPhone', screen: 'PHONE_NUMBER' },
      { type: 'screenShown', flow: 'stepUp', screen: 'SHOW_CHALLENGE', challenge: 'SMS' },
      { type: 'screenShown', flow: 'accountPhone', screen: 'SAVED' },
    ]);
    expect(settings.screens()[0]).toBe('LOADING');
    expect(provider.events).toEqual(settings.events);
  });
});
