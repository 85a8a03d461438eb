import { isMobileUserAgent } from '@gatehouse-auth/core/internal/challenges/selfieWithId/selfieWithIdController';
import { createContext } from 'react';

/**
 * Whether this browser runs on a phone or tablet (SPEC.md §9: by the user agent's platform
 * names). Read when the screen mounts, never at import time; false where there is no browser.
 */
export function detectMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  const browser = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  if (browser.userAgentData?.mobile === true) return true;
  // iPadOS asks for desktop sites by default: a "Macintosh" with a touch screen is an iPad.
  if (/Macintosh/.test(browser.userAgent) && browser.maxTouchPoints > 1) return true;
  return isMobileUserAgent(browser.userAgent);
}

/** The mobile check the selfie screen uses; tests and stories provide their own answer. */
export const MobileDeviceContext = createContext<() => boolean>(detectMobileDevice);
