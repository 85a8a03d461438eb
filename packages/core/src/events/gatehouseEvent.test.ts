import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AccountPhoneStatus } from '../accountPhone/accountPhoneState';
import type { FlowStatus } from '../flow/flowState';
import type { LoginMethod, LoginState, LoginVariant } from '../login/loginState';
import type { SignupVariant } from '../signup/signupRules';
import type { SignupPhoneStatus } from '../signupPhone/signupPhoneState';
import type {
  FlowCompletedEvent,
  GatehouseEvent,
  GatehouseEventFlow,
  GatehouseEventType,
  GatehouseScreen,
  SignupScreen,
} from './gatehouseEvent';

/** One line per kind: the switch ends in `never`, so a kind added to the union fails to compile here. */
function describeEvent(event: GatehouseEvent): string {
  switch (event.type) {
    case 'screenShown':
      return `${event.flow} shows ${event.screen}${event.challenge ? ` (${event.challenge})` : ''}`;
    case 'challengeStarted':
      return `${event.flow} starts ${event.challenge}`;
    case 'challengePassed':
      return `${event.flow} passes ${event.challenge}`;
    case 'challengeFailed':
      return `${event.flow} fails ${event.challenge}: ${event.reason}${event.final ? ' (final)' : ''}`;
    case 'methodSwitched':
      return `${event.flow} switches ${event.from} → ${event.challenge} (${event.chosenBy})`;
    case 'codeResent':
      return `${event.flow} resends by ${event.challenge}`;
    case 'captchaFailed':
      return `${event.flow} captcha ${event.vendor} failed: ${event.reason}`;
    case 'stepUpOpened':
      return `${event.modal} opened`;
    case 'stepUpApproved':
      return 'approved';
    case 'stepUpClosed':
      return `${event.modal} closed`;
    case 'passkeyOfferShown':
      return 'passkey offered';
    case 'passkeyCreated':
      return `passkey created${event.automatic ? ' (automatic)' : ''}`;
    case 'passkeyOfferDeclined':
      return `passkey declined: ${event.reason}`;
    case 'flowCompleted':
      return `${event.flow} completed`;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

// One event of every kind, as the widgets send them.
const oneOfEach: GatehouseEvent[] = [
  { type: 'screenShown', flow: 'login', screen: 'form' },
  { type: 'challengeStarted', flow: 'challenge', challenge: 'SMS' },
  { type: 'challengePassed', flow: 'challenge', challenge: 'SMS' },
  {
    type: 'challengeFailed',
    flow: 'login',
    challenge: 'TOTP',
    reason: 'invalid_code',
    final: false,
  },
  { type: 'methodSwitched', flow: 'login', challenge: 'VOICE', from: 'SMS', chosenBy: 'challenge' },
  { type: 'codeResent', flow: 'signupPhone', challenge: 'SMS' },
  { type: 'captchaFailed', flow: 'signup', vendor: 'TURNSTILE', reason: 'timedOut' },
  { type: 'stepUpOpened', flow: 'stepUp', modal: 'approval' },
  { type: 'stepUpApproved', flow: 'stepUp' },
  { type: 'stepUpClosed', flow: 'stepUp', modal: 'coolOff' },
  { type: 'passkeyOfferShown', flow: 'login' },
  { type: 'passkeyCreated', flow: 'login', automatic: true },
  { type: 'passkeyOfferDeclined', flow: 'login', reason: 'notNow' },
  { type: 'flowCompleted', flow: 'login', variant: 'login', method: 'passkey' },
];

describe('GatehouseEvent', () => {
  it('has exactly these kinds, on `type`', () => {
    expectTypeOf<GatehouseEventType>().toEqualTypeOf<
      | 'screenShown'
      | 'challengeStarted'
      | 'challengePassed'
      | 'challengeFailed'
      | 'methodSwitched'
      | 'codeResent'
      | 'captchaFailed'
      | 'stepUpOpened'
      | 'stepUpApproved'
      | 'stepUpClosed'
      | 'passkeyOfferShown'
      | 'passkeyCreated'
      | 'passkeyOfferDeclined'
      | 'flowCompleted'
    >();
    expect(new Set(oneOfEach.map((event) => event.type)).size).toBe(14);
    expect(oneOfEach.map(describeEvent)).toHaveLength(14);
  });

  it('names its flow on every kind; the step-up kinds only ever name stepUp', () => {
    expectTypeOf<GatehouseEvent['flow']>().toEqualTypeOf<GatehouseEventFlow>();
    expectTypeOf<
      Extract<GatehouseEvent, { type: `stepUp${string}` }>['flow']
    >().toEqualTypeOf<'stepUp'>();
  });

  it("spells out exactly the widgets' screens, variants and methods, which it does not import", () => {
    expectTypeOf<GatehouseScreen>().toEqualTypeOf<
      LoginState['view'] | SignupScreen | FlowStatus | SignupPhoneStatus | AccountPhoneStatus
    >();
    expectTypeOf<NonNullable<FlowCompletedEvent['variant']>>().toEqualTypeOf<
      LoginVariant | SignupVariant
    >();
    expectTypeOf<NonNullable<FlowCompletedEvent['method']>>().toEqualTypeOf<LoginMethod>();
  });

  it('carries only strings and booleans, so no kind can hold server data', () => {
    type Field<E> = E extends unknown ? E[keyof E] : never;
    expectTypeOf<Field<GatehouseEvent>>().toEqualTypeOf<string | boolean | undefined>();
    expectTypeOf<GatehouseScreen>().toExtend<string>();
    for (const event of oneOfEach)
      for (const value of Object.values(event))
        expect(['string', 'boolean']).toContain(typeof value);
  });
});
