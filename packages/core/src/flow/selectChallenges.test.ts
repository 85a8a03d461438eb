import { builtInDefinitions } from '../../test/builtInDefinitions';
import type { Challenge, OneTimeTokenProperties, RequiredChallenge } from '../api/oneTimeToken';
import type { ChallengeDefinitions } from '../challenges/challengeDefinition';
import { selectChallenges } from './selectChallenges';

const ch = (type: string, showInApproveAnotherWay?: boolean): Challenge =>
  showInApproveAnotherWay === undefined
    ? { type }
    : { type, viewData: { attributes: { showInApproveAnotherWay } } };

const entry = (
  primary: Challenge,
  alternatives: Challenge[] = [],
  required: boolean | undefined = true,
): RequiredChallenge =>
  required === undefined
    ? { primaryChallenge: primary, alternatives }
    : { required, primaryChallenge: primary, alternatives };

const token = (
  challenges: RequiredChallenge[] | null | undefined,
  actionType = 'IDENTITY__LOGIN',
): OneTimeTokenProperties => ({
  oneTimeToken: 'ott-1',
  actionType,
  challenges,
});

/** What the React package registers by default: every built-in type (none for BIOMETRIC). */
const definitions = builtInDefinitions;
const everywhere = (_type: string) => true;
const withoutChangePhoneNumber = (type: string) => type !== 'INITIATE_CHANGE_PHONE_NUMBER_FLOW';
const changePhoneNumber: Challenge = { type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW' };
const types = (list: Challenge[]) => list.map((c) => c.type);

interface Row {
  name: string;
  properties: OneTimeTokenProperties;
  available?: (type: string) => boolean;
  current: string | null;
  alternatives: string[];
  recovery: string[];
}

const rows: Row[] = [
  {
    name: 'primary supported',
    properties: token([entry(ch('TOTP'), [ch('PUSH')])], 'IDENTITY__RESET_PASSWORD'),
    current: 'TOTP',
    alternatives: ['PUSH'],
    recovery: [],
  },
  {
    name: 'primary unsupported → first supported alternative',
    properties: token(
      [entry(ch('BIOMETRIC'), [ch('HOLOGRAM'), ch('PUSH'), ch('TOTP')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'PUSH',
    alternatives: ['TOTP'],
    recovery: [],
  },
  {
    name: 'BIOMETRIC and unknown types never offered as alternatives',
    properties: token(
      [entry(ch('PASSWORD'), [ch('BIOMETRIC'), ch('NEW_THING'), ch('PASSKEY')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'PASSWORD',
    alternatives: ['PASSKEY'],
    recovery: [],
  },
  {
    name: 'nothing supported → no current',
    properties: token([entry(ch('BIOMETRIC'), [ch('NEW_THING')])], 'IDENTITY__RESET_PASSWORD'),
    current: null,
    alternatives: [],
    recovery: [],
  },
  {
    name: 'no challenges → approved',
    properties: token([]),
    current: null,
    alternatives: [],
    recovery: [],
  },
  {
    name: 'null challenges → approved',
    properties: token(null),
    current: null,
    alternatives: [],
    recovery: [],
  },
  {
    name: 'absent challenges → approved',
    properties: token(undefined),
    current: null,
    alternatives: [],
    recovery: [],
  },
  {
    name: 'only non-required entries → approved',
    properties: token([entry(ch('SMS'), [ch('VOICE')], false)]),
    current: null,
    alternatives: [],
    recovery: [],
  },
  {
    name: 'non-required entries before the required one are ignored',
    properties: token(
      [entry(ch('PUSH'), [ch('TOTP')], false), entry(ch('PASSWORD'), [ch('PASSKEY')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'PASSWORD',
    alternatives: ['PASSKEY'],
    recovery: [],
  },
  {
    name: 'only the first required entry is used',
    properties: token(
      [entry(ch('PASSWORD')), entry(ch('TOTP'), [ch('PUSH')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'PASSWORD',
    alternatives: [],
    recovery: [],
  },
  {
    name: 'an entry without a required flag counts as required',
    properties: token([entry(ch('PASSWORD'), [], undefined)], 'IDENTITY__RESET_PASSWORD'),
    current: 'PASSWORD',
    alternatives: [],
    recovery: [],
  },
  {
    name: 'FACE_MATCH kept out of alternatives (recovery)',
    properties: token(
      [entry(ch('TOTP'), [ch('FACE_MATCH'), ch('PUSH')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'TOTP',
    alternatives: ['PUSH'],
    recovery: ['FACE_MATCH'],
  },
  {
    name: 'FACE_MATCH with showInApproveAnotherWay false stays recovery',
    properties: token([entry(ch('TOTP'), [ch('FACE_MATCH', false)])], 'IDENTITY__RESET_PASSWORD'),
    current: 'TOTP',
    alternatives: [],
    recovery: ['FACE_MATCH'],
  },
  {
    name: 'FACE_MATCH with showInApproveAnotherWay true is an alternative',
    properties: token(
      [entry(ch('TOTP'), [ch('FACE_MATCH', true), ch('PUSH')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'TOTP',
    alternatives: ['FACE_MATCH', 'PUSH'],
    recovery: [],
  },
  {
    name: 'server-sent INITIATE_CHANGE_PHONE_NUMBER_FLOW is recovery',
    properties: token(
      [entry(ch('TOTP'), [ch('INITIATE_CHANGE_PHONE_NUMBER_FLOW')])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'TOTP',
    alternatives: [],
    recovery: ['INITIATE_CHANGE_PHONE_NUMBER_FLOW'],
  },
  {
    name: 'server-sent INITIATE_CHANGE_PHONE_NUMBER_FLOW flagged is an alternative',
    properties: token(
      [entry(ch('TOTP'), [ch('INITIATE_CHANGE_PHONE_NUMBER_FLOW', true)])],
      'IDENTITY__RESET_PASSWORD',
    ),
    current: 'TOTP',
    alternatives: ['INITIATE_CHANGE_PHONE_NUMBER_FLOW'],
    recovery: [],
  },
  {
    name: 'a recovery primary can still be current',
    properties: token([entry(ch('FACE_MATCH'), [ch('TOTP')])], 'IDENTITY__RESET_PASSWORD'),
    current: 'FACE_MATCH',
    alternatives: ['TOTP'],
    recovery: [],
  },
  // The synthetic change-phone step
  {
    name: 'login with SMS → change phone appended to recovery',
    properties: token([entry(ch('SMS'), [ch('VOICE'), ch('FACE_MATCH')])]),
    current: 'SMS',
    alternatives: ['VOICE'],
    recovery: ['FACE_MATCH', 'INITIATE_CHANGE_PHONE_NUMBER_FLOW'],
  },
  {
    name: 'social login with an OTP alternative → change phone appended',
    properties: token([entry(ch('PUSH'), [ch('WHATSAPP')])], 'IDENTITY__SOCIAL_LOGIN'),
    current: 'PUSH',
    alternatives: ['WHATSAPP'],
    recovery: ['INITIATE_CHANGE_PHONE_NUMBER_FLOW'],
  },
  {
    name: 'login with VOICE only → change phone appended',
    properties: token([entry(ch('VOICE'))]),
    current: 'VOICE',
    alternatives: [],
    recovery: ['INITIATE_CHANGE_PHONE_NUMBER_FLOW'],
  },
  {
    name: 'login without an OTP challenge → no change phone',
    properties: token([entry(ch('TOTP'), [ch('PUSH'), ch('PASSKEY')])]),
    current: 'TOTP',
    alternatives: ['PUSH', 'PASSKEY'],
    recovery: [],
  },
  {
    name: 'password reset with SMS → no change phone',
    properties: token([entry(ch('SMS'), [ch('VOICE')])], 'IDENTITY__RESET_PASSWORD'),
    current: 'SMS',
    alternatives: ['VOICE'],
    recovery: [],
  },
  {
    name: 'other action type with SMS → no change phone',
    properties: token([entry(ch('SMS'))], 'PAYMENT__TRANSFER'),
    current: 'SMS',
    alternatives: [],
    recovery: [],
  },
  {
    name: 'login with SMS but change phone unsupported → not appended',
    properties: token([entry(ch('SMS'), [ch('VOICE')])]),
    available: withoutChangePhoneNumber,
    current: 'SMS',
    alternatives: ['VOICE'],
    recovery: [],
  },
  {
    name: 'login with SMS and a server change-phone step → not appended twice',
    properties: token([entry(ch('SMS'), [ch('INITIATE_CHANGE_PHONE_NUMBER_FLOW')])]),
    current: 'SMS',
    alternatives: [],
    recovery: ['INITIATE_CHANGE_PHONE_NUMBER_FLOW'],
  },
  {
    name: 'login with an OTP only in a non-required entry → no change phone',
    properties: token([entry(ch('SMS'), [], false), entry(ch('TOTP'))]),
    current: 'TOTP',
    alternatives: [],
    recovery: [],
  },
  {
    name: 'login with no required challenge → nothing appended',
    properties: token([entry(ch('SMS'), [], false)]),
    current: null,
    alternatives: [],
    recovery: [],
  },
];

describe('selectChallenges (SPEC.md §4)', () => {
  it.each(rows)(
    '$name',
    ({ properties, available = everywhere, current, alternatives, recovery }) => {
      // What the page cannot show is not registered: the UI leaves it out of the definitions.
      const registered = Object.fromEntries(
        Object.entries(definitions).filter(([type]) => available(type)),
      );
      const selection = selectChallenges(properties, registered);
      expect(selection.current?.type ?? null).toBe(current);
      expect(types(selection.alternatives)).toEqual(alternatives);
      expect(types(selection.recovery)).toEqual(recovery);
    },
  );

  it('returns the challenge objects from the token, untouched', () => {
    const primary: Challenge = {
      type: 'SMS',
      availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
      context: { challengeId: 'c' },
    };
    const voice = ch('VOICE');
    const selection = selectChallenges(token([entry(primary, [voice])]), definitions);
    expect(selection.current).toBe(primary);
    expect(selection.alternatives[0]).toBe(voice);
    expect(selection.recovery).toEqual([changePhoneNumber]);
  });

  it('never offers the current challenge as its own alternative', () => {
    const selection = selectChallenges(
      token([entry(ch('BIOMETRIC'), [ch('TOTP'), ch('PUSH')])], 'X'),
      definitions,
    );
    expect(selection.current?.type).toBe('TOTP');
    expect(types(selection.alternatives)).not.toContain('TOTP');
  });
});

describe('selectChallenges with host-defined definitions', () => {
  const securityQuestion = ch('SECURITY_QUESTION');

  it('offers a type once a definition is registered for it', () => {
    const properties = token([entry(securityQuestion, [ch('SMS')])], 'IDENTITY__RESET_PASSWORD');
    expect(selectChallenges(properties, definitions).current?.type).toBe('SMS');
    const withHost: ChallengeDefinitions = { ...definitions, SECURITY_QUESTION: {} };
    expect(selectChallenges(properties, withHost).current).toBe(securityQuestion);
  });

  it('keeps a host recovery type behind "I don\'t have any of these" unless the server flags it', () => {
    const withHost: ChallengeDefinitions = { ...definitions, VIDEO_CALL: { recovery: true } };
    const hidden = selectChallenges(
      token([entry(ch('TOTP'), [ch('VIDEO_CALL'), ch('PUSH')])], 'X'),
      withHost,
    );
    expect(types(hidden.alternatives)).toEqual(['PUSH']);
    expect(types(hidden.recovery)).toEqual(['VIDEO_CALL']);
    const flagged = selectChallenges(
      token([entry(ch('TOTP'), [ch('VIDEO_CALL', true)])], 'X'),
      withHost,
    );
    expect(types(flagged.alternatives)).toEqual(['VIDEO_CALL']);
    expect(flagged.recovery).toEqual([]);
  });

  it('a built-in type the host registers without `recovery` is an ordinary alternative', () => {
    const withHost: ChallengeDefinitions = { ...definitions, FACE_MATCH: {} };
    const selection = selectChallenges(
      token([entry(ch('TOTP'), [ch('FACE_MATCH')])], 'X'),
      withHost,
    );
    expect(types(selection.alternatives)).toEqual(['FACE_MATCH']);
    expect(selection.recovery).toEqual([]);
  });

  it('a host type that reaches the phone brings the phone-number change on a login', () => {
    const withHost: ChallengeDefinitions = { ...definitions, TELEGRAM: { channel: 'phone' } };
    const selection = selectChallenges(token([entry(ch('TELEGRAM'))]), withHost);
    expect(types(selection.recovery)).toEqual(['INITIATE_CHANGE_PHONE_NUMBER_FLOW']);
  });

  it('a host recovery route for a channel of its own is added like the phone-number change', () => {
    const withHost: ChallengeDefinitions = {
      ...definitions,
      MAGIC_LINK: { channel: 'email' },
      CHANGE_EMAIL: {
        recovery: true,
        recoversChannel: { channel: 'email', actionTypes: ['IDENTITY__LOGIN'] },
      },
    };
    expect(types(selectChallenges(token([entry(ch('MAGIC_LINK'))]), withHost).recovery)).toEqual([
      'CHANGE_EMAIL',
    ]);
    expect(
      selectChallenges(token([entry(ch('MAGIC_LINK'))], 'IDENTITY__RESET_PASSWORD'), withHost)
        .recovery,
    ).toEqual([]);
    expect(types(selectChallenges(token([entry(ch('SMS'))]), withHost).recovery)).toEqual([
      'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
    ]);
  });

  it('a code type without a registered definition reaches no channel', () => {
    const { SMS: _sms, ...withoutSms } = definitions;
    const selection = selectChallenges(token([entry(ch('SMS'), [ch('TOTP')])]), withoutSms);
    expect(selection.current?.type).toBe('TOTP');
    expect(selection.recovery).toEqual([]);
  });
});
