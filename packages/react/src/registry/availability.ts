import type { ChallengeType } from '@gatehouse/core';
import { passkeysSupported } from '@gatehouse/core/forms';
import type { ChallengeComponents } from './challengeComponent';
import { defaultChallenges } from './defaultChallenges';

/** What the host page supplies that some built-in challenges need. */
export interface HostSupport {
  /** A face-scan adapter (`<FaceScanProvider>`) is mounted above the flow. */
  faceScan: boolean;
}

const noHostSupport: HostSupport = { faceScan: false };

/**
 * Built-in challenges that only work where the browser (or the host) can do them: the flow
 * skips them (to the next alternative) elsewhere. SPEC.md §5: a passkey only where passkey JSON
 * parses. FACE_MATCH only with the host's face-scan adapter (the SDK is not bundled).
 */
export const defaultAvailability: Partial<Record<ChallengeType, (host: HostSupport) => boolean>> = {
  PASSKEY: passkeysSupported,
  FACE_MATCH: (host) => host.faceScan,
};

/**
 * Whether the flow may offer `type`: a component is registered for it, and either the host
 * registered its own (it decides for itself) or the built-in one's check passes.
 */
export function isChallengeAvailable(type: ChallengeType, components: ChallengeComponents, host: HostSupport = noHostSupport): boolean {
  const component = components[type];
  if (!component) return false;
  if (component !== defaultChallenges[type]) return true;
  return defaultAvailability[type]?.(host) ?? true;
}
