import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; a browser is never downloaded. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Flags for a closed network and a small CI box. `headless` and a fresh user-data-dir come
 * from chromium.launch itself. Names other than localhost never resolve, whatever asks.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
