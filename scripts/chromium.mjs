// One way to start a browser for every test and script: Debian's Chromium, never a download,
// with the flags a closed network and a small CI box need. `headless` and a fresh
// user-data-dir come from chromium.launch itself. Names other than localhost never resolve.
import { chromium } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

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

/** @param {string[]} [extraArgs] e.g. a fake camera for the face-match tests */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  });
}
