import { passkeyDefinition as core } from '@gatehouse-auth/core/internal/challenges/passkey/passkeyDefinition';
import { passkeysSupported } from '@gatehouse-auth/core/internal/passkey/passkeySupport';
import { defineChallenge } from '../../registry/challengeDefinition';
import PasskeyChallenge from './PasskeyChallenge';

/**
 * PASSKEY: confirm with a passkey saved on the device. SPEC.md §5: offered only where the browser
 * can parse passkey JSON; elsewhere the flow moves on to the next alternative.
 */
export const passkeyDefinition = defineChallenge({
  ...core,
  component: PasskeyChallenge,
  available: () => passkeysSupported(),
});
