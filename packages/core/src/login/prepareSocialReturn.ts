// The start of a social sign-in: prepareSocialReturn (see socialReturn.ts for the return).
import {
  SOCIAL_STATE_PARAM,
  STORAGE_KEY,
  tabStorage,
  type SocialStateStorage,
} from './socialReturn';

// 256 bits: far beyond guessing, and the value is good for one return only.
const STATE_BYTES = 32;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Before leaving for the provider: keeps a fresh state for this tab (replacing any earlier one)
 * and answers the absolute `loginStateUrl` carrying it. Undefined when the tab cannot keep the
 * state or the address is not absolute: such a sign-in could never be completed, so do not start it.
 */
export function prepareSocialReturn(
  loginStateUrl: string,
  storage: SocialStateStorage | undefined = tabStorage(),
): string | undefined {
  let url: URL;
  try {
    url = new URL(loginStateUrl);
  } catch {
    return undefined;
  }
  if (!storage) return undefined;
  const state = randomState();
  try {
    storage.setItem(STORAGE_KEY, state);
    // Some browsers accept the write and keep nothing (a full or disabled storage).
    if (storage.getItem(STORAGE_KEY) !== state) return undefined;
  } catch {
    return undefined;
  }
  url.searchParams.set(SOCIAL_STATE_PARAM, state);
  return url.href;
}
