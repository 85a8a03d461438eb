// First use: the KiB of our JavaScript a visitor waits for the first time they use a lazily loaded
// feature, in each host's own build (./bench.mjs). Each figure is one cold load of a bench page:
// once the page is usable and has fetched what it fetches by network idle, the bench drives the
// UI as a visitor would (email and password, "Log in"; "Load account" on the logged-in page),
// answers its API calls in the page (./apiAnswers.mjs), and counts the JavaScript files of ours
// fetched from that action until the feature's screen is shown (its heading, or its button).
// The files the page had fetched before are not counted again. React and the host's runtime
// never are (the bench's own split, see bench.mjs).
// The functions handed to `evaluate` run in the page.
/* global document, window, MutationObserver */
import { answerFor, isApiCall } from './apiAnswers.mjs';

/** The test account's details (any: every answer is the bench's). */
const email = 'bench@example.com';
const password = 'Password123';

/**
 * Each built-in challenge type's screen, as the login shows it when the token's status asks for
 * it first (its English heading: the bench pages use the default locale). All but FACE_MATCH,
 * which is offered only under the host's `<FaceScanProvider>` (its face-scan SDK is the host's).
 * Measured by `npm run bench` and `--every-screen`; a `--no-time` run (`npm run size`, CI) measures
 * only the first use a budget promises (`everyRun`: the passkey offer), so CI's size step stays quick.
 */
export const challengeScreens = [
  { type: 'SMS', name: 'SMS code', heading: 'Enter the code we texted you' },
  { type: 'WHATSAPP', name: 'WhatsApp code', heading: 'Enter the code we sent on WhatsApp' },
  { type: 'VOICE', name: 'voice code', heading: 'Enter the code we read out to you' },
  { type: 'TOTP', name: 'TOTP', heading: 'Enter the code from your authenticator app' },
  { type: 'PASSWORD', name: 'password', heading: 'Enter your password' },
  { type: 'PUSH', name: 'push', heading: 'Approve the notification on your phone' },
  { type: 'EMAIL_CHECKPOINT', name: 'email checkpoint', heading: 'Check your email' },
  { type: 'EMAIL_VERIFICATION', name: 'email verification', heading: 'Check your email' },
  { type: 'PASSKEY', name: 'passkey', heading: 'Use your passkey' },
  { type: 'PHONE_GUESS', name: 'phone guess', heading: 'Confirm your phone number' },
  { type: 'PROFILER', name: 'device check', heading: 'Checking your device' },
  { type: 'MANDATORY_RESET_PASSWORD', name: 'password reset', heading: 'Reset your password' },
  {
    type: 'SELFIE_WITH_ID',
    name: 'selfie with ID',
    heading: 'Upload and review your selfie',
  },
  {
    type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
    name: 'phone number change',
    heading: "Can't use your phone number any more?",
  },
  {
    type: 'UPDATE_PHONE_NUMBER',
    name: 'new phone number',
    heading: 'Enter your new phone number',
  },
];

/**
 * @typedef {{
 *   key: string, label: string, page: 'login' | 'stepup' | 'loginCaptcha',
 *   scenario: import('./apiAnswers.mjs').Scenario,
 *   shown: { role: 'heading' | 'button', name: string },
 *   from?: 'action' | 'exchange', untilIdle?: boolean, optional?: boolean,
 *   authenticator?: boolean, everyRun?: boolean,
 * }} Feature
 *   `from`: where the count starts: the visitor's action, or the token exchange's request (the
 *   offer shows after a login whose challenge flow has already loaded). `untilIdle`: the count goes
 *   on until the network is idle after the screen shows (what the screen loads for its next step).
 *   `optional`: a screen that may not exist in this build: "not found" is printed, not a failure.
 */

/** @type {Feature[]} */
export const features = [
  ...challengeScreens.map(({ type, name, heading, everyRun = false }) => ({
    everyRun,
    key: `challenge:${type}`,
    label: name,
    page: /** @type {const} */ ('login'),
    scenario: { challenge: type },
    shown: { role: /** @type {const} */ ('heading'), name: heading },
  })),
  {
    key: 'stepUpModal',
    label: 'step-up modal (SMS code)',
    page: 'stepup',
    // withStepUp opens nothing for a token that signs someone in: a transfer's.
    scenario: { challenge: 'SMS', actionType: 'TRANSFER__CREATE' },
    shown: { role: 'heading', name: 'Enter the code we texted you' },
  },
  {
    key: 'passkeyOffer',
    everyRun: true,
    label: 'passkey offer',
    page: 'login',
    scenario: { challenge: null, passkeyOffer: true },
    shown: { role: 'button', name: 'Create a passkey' },
    from: 'exchange',
    untilIdle: true,
    optional: true,
    authenticator: true,
  },
];

/** The captcha loader's page: the login form with an invisible Turnstile captcha. */
export const captchaFeature = {
  key: 'captcha',
  label: 'captcha loader (Turnstile)',
  page: /** @type {const} */ ('loginCaptcha'),
  scenario: { challenge: 'SMS' },
};

/** The files of `during` not already in `before`: what a use added. */
export function addedFiles(before, during) {
  const seen = new Set(before);
  return [...new Set(during)].filter((file) => !seen.has(file));
}

/** The files every one of the sets holds (the challenge flow: what every challenge's first use fetched). */
export function sharedFiles(sets) {
  if (sets.length === 0) return [];
  const [first, ...rest] = sets.map((files) => new Set(files));
  return [...first].filter((file) => rest.every((set) => set.has(file)));
}

/**
 * The requests of a first use, split at its marks (indexes into the page's requests, in the order
 * it sent them): `before` the count starts, `during` until the screen showed (or, `untilIdle`,
 * until the network was idle after it).
 */
export function windowOf(requests, { start, end }) {
  return { before: requests.slice(0, start), during: requests.slice(start, end) };
}

/** The vendor script the captcha loader fetches; a stand-in answers it (the vendor's is not ours). */
export const turnstileScriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

// A stand-in for Turnstile's explicit-render API (as e2e/support/captchaStandIns.ts serves it):
// renders nothing, hands out a token per execute.
const turnstileStandIn = `(() => {
  const widgets = new Map();
  let next = 0;
  const widgetOf = (id) => (id === undefined ? [...widgets.values()][0] : widgets.get(id));
  const run = (widget) => setTimeout(() => widget.params.callback && widget.params.callback('bench-token-' + (next += 1)), 10);
  window.turnstile = {
    ready: (callback) => setTimeout(callback, 0),
    render(container, params) {
      const id = 'bench-widget-' + widgets.size;
      const widget = { params: params || {} };
      widgets.set(id, widget);
      if ((params && params.execution) !== 'execute') run(widget);
      return id;
    },
    execute(id) { const widget = widgetOf(id); if (widget) run(widget); },
    reset() {}, remove(id) { widgets.delete(id); }, getResponse() { return undefined; }, isExpired() { return false; },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) setTimeout(() => typeof window[onload] === 'function' && window[onload](), 10);
})();`;

/** Resolves when `check` holds, polling; rejects after `ms`. */
async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A tab for first uses, one after another: each use loads its page anew in this tab (a new
 * document: no module of the last one is kept, and the server says `no-store`), so the renderer
 * process is started once, not once per use. `authenticator`: the tab has a platform
 * authenticator (a virtual one, as a visitor's phone or laptop has), for the passkey offer.
 * @param {import('playwright-core').Browser} browser
 */
export async function openFirstUseTab(browser, { authenticator = false } = {}) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  /** @type {{ url: string, method: string, type: string, navigation: boolean, body?: string }[]} */
  let requests = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  tab.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
    requests.push({
      url: request.url(),
      method: request.method(),
      type: request.resourceType(),
      navigation: request.isNavigationRequest() && request.frame() === tab.mainFrame(),
      // The login call's body: the captcha's answer travels in it.
      body: /\/login-api\/login$/.test(new URL(request.url()).pathname)
        ? (request.postData() ?? '')
        : undefined,
    });
  });
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  tab.on('requestfinished', settle);
  tab.on('requestfailed', settle);
  const quiet = (ms) => inFlight.size === 0 && Date.now() - lastActivity >= ms;
  if (authenticator) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  }
  /** @type {import('./apiAnswers.mjs').Scenario} */
  let scenario = {};
  await context.route(
    (address) => isApiCall(address.href),
    (route) =>
      route.fulfill(
        answerFor(scenario, { method: route.request().method(), url: route.request().url() }),
      ),
  );
  await context.route(
    (address) => address.href.startsWith(turnstileScriptUrl),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: turnstileStandIn }),
  );
  let onShown = () => {};
  await tab.exposeBinding('__benchShown', () => onShown());

  /**
   * One first use: loads `url`, waits until `ready(requests)` holds (the page has fetched what it
   * fetches by network idle) with nothing in flight, or (no `ready`) until the network is idle,
   * drives the feature and returns the page's requests with the marks where the count starts
   * and ends; `shown: false` (with the page's headings) when the screen never showed: the page
   * navigated away, or the time ran out.
   * @param {{ url: string, feature: Feature | typeof captchaFeature, ready?: (requests: object[]) => boolean, timeoutMs?: number }} options
   */
  const use = async ({ url, feature, ready, timeoutMs = feature.optional ? 10_000 : 30_000 }) => {
    scenario = feature.scenario;
    let shownAt;
    let reportShown = () => {};
    const shown = new Promise((resolve) => (reportShown = resolve));
    onShown = () => {
      shownAt ??= requests.length;
      reportShown(true);
    };
    // The last use's document goes: what it still had in flight is no part of this one.
    await tab.goto('about:blank');
    requests = [];
    inFlight.clear();
    await tab.goto(url, { waitUntil: 'commit' });
    const control = feature.page === 'stepup' ? 'button[data-usable]' : 'input[type="password"]';
    // The control is in the DOM and React has attached its props (hydrated, in Next.js).
    await tab.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      },
      control,
      { timeout: 60_000 },
    );
    await until(
      async () =>
        (ready ? ready(requests) && quiet(50) : quiet(500)) && (await tab.evaluate(() => true)),
      60_000,
      `${url}: before the first use`,
    );
    // Watches for the screen in the page: a binding reports it, so the requests seen before the
    // report are exactly those the page made before it showed.
    if ('shown' in feature) {
      await tab.evaluate(({ role, name }) => {
        const selector =
          role === 'heading'
            ? 'h1, h2, h3, h4, h5, h6, [role="heading"]'
            : 'button, [role="button"]';
        const visible = () =>
          [...document.querySelectorAll(selector)].some(
            (element) =>
              element.textContent?.trim() === name && element.getClientRects().length > 0,
          );
        const observer = new MutationObserver(() => {
          if (!visible()) return;
          observer.disconnect();
          window.__benchShown();
        });
        observer.observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }, feature.shown);
    }
    const actionAt = requests.length;
    if (feature.page === 'stepup') {
      await tab.click('button[data-usable]');
    } else {
      await tab.fill('input[type="email"]', email);
      await tab.fill('input[type="password"]', password);
      await tab.getByRole('button', { name: 'Log in', exact: true }).click();
    }
    const after = (pattern) =>
      requests.findIndex(
        (request, index) => index >= actionAt && pattern.test(new URL(request.url).pathname),
      );
    if (!('shown' in feature)) {
      // The captcha: until the login call, which carries the captcha's answer.
      await until(() => after(/\/login-api\/login$/) >= 0, timeoutMs, `${url}: the login call`);
      return { requests, start: 0, end: after(/\/login-api\/login$/), shown: true };
    }
    let settled = false;
    const navigated = until(
      () => settled || requests.slice(actionAt).some((request) => request.navigation),
      timeoutMs,
      'navigation',
    ).then(
      () => false,
      () => false,
    );
    const found = await Promise.race([shown, navigated]);
    settled = true;
    if (!found) {
      // What the page shows instead, for the report.
      const headings = await tab
        .evaluate(() =>
          [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map(
            (element) => element.textContent?.trim(),
          ),
        )
        .catch(() => []);
      return { requests, start: actionAt, end: requests.length, shown: false, headings };
    }
    let end = shownAt;
    if (feature.untilIdle) {
      await until(
        async () => quiet(500) && (await tab.evaluate(() => true)) && quiet(500),
        15_000,
        `${url}: idle after the screen`,
      );
      end = requests.length;
    }
    const start = feature.from === 'exchange' ? after(/^\/login-api\/(v2\/)?auth$/) : actionAt;
    return { requests, start, end, shown: true };
  };
  return { use, close: () => context.close() };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

/**
 * The first-use table's rows, one per feature, a cell per host: `figuresOf(host)` is the host's
 * figures as bench.mjs measures them (`{ files, bytes }` by feature key, null when not shown).
 * A challenge's cell is its whole wait, with what it fetched beyond the challenge flow (the files
 * every challenge fetched) in brackets.
 * @param {string[]} hostNames
 * @param {(host: string) => Record<string, { files: string[], bytes: number } | null>} figuresOf
 * @param {(files: string[], host: string) => number} bytesOf the gzip bytes of a host's files
 * @returns {{ label: string, cells: string[] }[]}
 */
export function firstUseRows(hostNames, figuresOf, bytesOf) {
  const cell = (host, key, { beyondFlow = false } = {}) => {
    const figure = figuresOf(host)[key];
    if (figure === undefined) return '—';
    if (figure === null) return 'not found';
    if (!beyondFlow) return kib(figure.bytes);
    const flow = figuresOf(host).challengeFlow?.files ?? [];
    const beyond = addedFiles(flow, figure.files);
    return beyond.length === 0
      ? kib(figure.bytes)
      : `${kib(figure.bytes)} (+${kib(bytesOf(beyond, host))})`;
  };
  return [
    {
      label: 'challenge flow (every challenge fetched it)',
      cells: hostNames.map((host) => cell(host, 'challengeFlow')),
    },
    ...challengeScreens.map(({ type, name }) => ({
      label: `  ${name} (${type})`,
      cells: hostNames.map((host) => cell(host, `challenge:${type}`, { beyondFlow: true })),
    })),
    {
      label: 'step-up modal, to its SMS code screen',
      cells: hostNames.map((host) => cell(host, 'stepUpModal')),
    },
    {
      label: 'passkey offer (exchange → shown → idle)',
      cells: hostNames.map((host) => cell(host, 'passkeyOffer')),
    },
    {
      label: 'captcha loader (less the login page)',
      cells: hostNames.map((host) => cell(host, 'captcha')),
    },
  ];
}
