import { passkeySpec } from '@gatehouse/core/internal';
import { passkeysSupported } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/**
 * PASSKEY: confirm with a passkey saved on the device. SPEC.md §5: offered only where the browser
 * can parse passkey JSON; elsewhere the flow moves on to the next alternative.
 */
export const passkeyChallenge = /* @__PURE__ */ (() =>
  defineChallenge({
    ...passkeySpec,
    component: lazy(() => import('./PasskeyChallenge')),
    available: () => passkeysSupported(),
  }))();
