import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installRecaptcha,
  installTurnstile,
  loadRecaptchaScript,
  loadTurnstileScript,
  recaptchaScript,
  removeCaptchaVendors,
  turnstileScript,
} from '../../test/captchaFakes';
import { loadCaptchaScript } from './captchaScript';
import { RECAPTCHA_SCRIPT } from './recaptchaVendor';
import { TURNSTILE_SCRIPT } from './turnstileVendor';

afterEach(() => removeCaptchaVendors());

const pageGlobal = (name: string) => (window as unknown as Record<string, unknown>)[name];

// Each vendor as the loader sees it, with the test's ways to find its tag and play its script arriving.
const vendors = [
  {
    source: RECAPTCHA_SCRIPT,
    url: 'https://www.google.com/recaptcha/api.js',
    script: recaptchaScript,
    arrive: () => loadRecaptchaScript(),
    install: () => installRecaptcha(),
  },
  {
    source: TURNSTILE_SCRIPT,
    url: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    script: turnstileScript,
    arrive: () => loadTurnstileScript(),
    install: () => installTurnstile(),
  },
];

describe.each(vendors)(
  'loadCaptchaScript for $source.vendor',
  ({ source, url, script, arrive, install }) => {
    const onloadName = () => new URL(script()!.src).searchParams.get('onload')!;

    it('adds one script for every caller and gives each the same API once it calls back', async () => {
      const first = loadCaptchaScript(source, 'nonce-1');
      const second = loadCaptchaScript(source, 'nonce-1');
      expect(document.querySelectorAll('script')).toHaveLength(1);
      expect(script()!.getAttribute('nonce')).toBe('nonce-1');
      expect(script()!.async).toBe(true);
      const api = arrive();
      await expect(first).resolves.toBe(api);
      await expect(second).resolves.toBe(api);
      // A widget mounted after the load uses it too.
      await expect(loadCaptchaScript(source, 'nonce-1')).resolves.toBe(api);
      expect(document.querySelectorAll('script')).toHaveLength(1);
    });

    it('asks for explicit rendering, names a callback of its own in the URL and removes it once called', async () => {
      const loaded = loadCaptchaScript(source, undefined);
      const address = new URL(script()!.src);
      expect(`${address.origin}${address.pathname}`).toBe(url);
      expect(address.searchParams.get('render')).toBe('explicit');
      const name = onloadName();
      expect(name).toMatch(/^gatehouse/);
      expect(typeof pageGlobal(name)).toBe('function');
      expect(script()!.hasAttribute('nonce')).toBe(false);
      arrive();
      await loaded;
      expect(pageGlobal(name)).toBeUndefined();
    });

    it('stays failed once the script failed, until that script leaves the page', async () => {
      const failed = loadCaptchaScript(source, undefined);
      script()!.dispatchEvent(new Event('error'));
      await expect(failed).rejects.toThrow(`The ${source.vendor} script failed to load.`);
      await expect(loadCaptchaScript(source, undefined)).rejects.toThrow(/failed to load/);
      expect(document.querySelectorAll('script')).toHaveLength(1);

      script()!.remove();
      const again = loadCaptchaScript(source, undefined);
      expect(script()).not.toBeNull();
      const api = arrive();
      await expect(again).resolves.toBe(api);
    });

    it('rejects when the script calls back without render()', async () => {
      const loaded = loadCaptchaScript(source, undefined);
      (pageGlobal(onloadName()) as () => void)();
      await expect(loaded).rejects.toThrow(
        `${source.vendor} loaded without ${source.global}.render.`,
      );
    });

    it('adds no script when the page has the API already', async () => {
      const api = install();
      await expect(loadCaptchaScript(source, undefined)).resolves.toBe(api);
      expect(script()).toBeNull();
    });

    it("loads the script when the page's global of that name is an element, not the vendor", async () => {
      const element = document.createElement('div');
      element.id = source.global;
      document.body.append(element);
      try {
        // Browsers name an element by its id on window; jsdom does not, so it is set by hand here.
        Object.assign(window, { [source.global]: element });
        const loaded = loadCaptchaScript(source, undefined);
        expect(script()).not.toBeNull();
        const api = arrive();
        await expect(loaded).resolves.toBe(api);
      } finally {
        element.remove();
      }
    });
  },
);

describe('loadCaptchaScript for both vendors on one page', () => {
  it('loads each vendor once, and one failing leaves the other be', async () => {
    const recaptcha = loadCaptchaScript(RECAPTCHA_SCRIPT, 'n');
    const turnstile = loadCaptchaScript(TURNSTILE_SCRIPT, 'n');
    expect(document.querySelectorAll('script')).toHaveLength(2);
    recaptchaScript()!.dispatchEvent(new Event('error'));
    await expect(recaptcha).rejects.toThrow(/reCAPTCHA script failed/);
    const api = loadTurnstileScript();
    await expect(turnstile).resolves.toBe(api);
    await expect(loadCaptchaScript(TURNSTILE_SCRIPT, 'n')).resolves.toBe(api);
  });
});

describe('loadCaptchaScript with reCAPTCHA the page loaded itself', () => {
  it('waits for its ready() when it is not complete', async () => {
    const complete = installRecaptcha();
    let whenReady: () => void = () => {};
    const bootstrap = { ready: vi.fn((callback: () => void) => (whenReady = callback)) };
    Object.assign(window, { grecaptcha: bootstrap });
    const loaded = loadCaptchaScript(RECAPTCHA_SCRIPT, undefined);
    expect(bootstrap.ready).toHaveBeenCalledTimes(1);
    Object.assign(bootstrap, complete);
    whenReady();
    await expect(loaded).resolves.toBe(bootstrap);
    expect(recaptchaScript()).toBeNull();
  });
});
