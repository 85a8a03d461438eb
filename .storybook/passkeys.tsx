import type { PasskeyAssertion, PasskeyCeremony } from '@gatehouse-auth/core/internal';
import type { Decorator } from '@storybook/react-vite';
import { PasskeyCeremonyContext } from '../packages/react/src/passkey/passkeyCeremonyContext';

/**
 * Storybook has no authenticator: passkey stories supply the browser's half of the ceremony.
 * The mock API checks real signatures, so it refuses this assertion unless a story answers
 * the call itself. The real ceremonies run in e2e/passkey.e2e.test.ts.
 */
export const cannedAssertion: PasskeyAssertion = {
  id: 'story-credential',
  rawId: 'story-credential',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c3Rvcnk' },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};

export const ceremonies = {
  /** The user picks the passkey at once. */
  approves: (async () => cannedAssertion) satisfies PasskeyCeremony,
  /** The browser prompt stays open until the flow aborts it. */
  waits: ((_options, { signal }) =>
    new Promise<PasskeyAssertion>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    )) satisfies PasskeyCeremony,
  /** The user closes the browser prompt. */
  cancels: (async () => {
    throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
  }) satisfies PasskeyCeremony,
};

/** Runs the story with `ceremony` as the browser's passkey prompt. */
export const withCeremony =
  (ceremony: PasskeyCeremony): Decorator =>
  (Story) => (
    <PasskeyCeremonyContext.Provider value={ceremony}>
      <Story />
    </PasskeyCeremonyContext.Provider>
  );
