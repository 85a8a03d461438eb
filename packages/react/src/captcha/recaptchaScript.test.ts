import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRecaptcha, loadRecaptchaScript, recaptchaScript, removeCaptchaVendors } from '../../test/captchaFakes';
import { loadRecaptcha } from './recaptchaScript';

afterEach(() => removeCaptchaVendors());

const onloadName = () => new URL(recaptchaScript()!.src).searchParams.get('onload')!;
const pageGlobal = (name: string) => (window as unknown as Record<string, unknown>)[name];

describe('loadRecaptcha', () => {
  it('adds one script for every caller and gives each the same grecaptcha once it calls back', async () => {
    const first = loadRecaptcha('nonce-1');
    const second = loadRecaptcha('nonce-1');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(recaptchaScript()!.getAttribute('nonce')).toBe('nonce-1');
    const grecaptcha = loadRecaptchaScript();
    await expect(first).resolves.toBe(grecaptcha);
    await expect(second).resolves.toBe(grecaptcha);
    // A widget mounted after the load uses it too.
    await expect(loadRecaptcha('nonce-1')).resolves.toBe(grecaptcha);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('names a callback of its own in the URL and removes it once called', async () => {
    const loaded = loadRecaptcha(undefined);
    const name = onloadName();
    expect(name).not.toBe('onloadcallback');
    expect(recaptchaScript()!.hasAttribute('nonce')).toBe(false);
    loadRecaptchaScript();
    await loaded;
    expect(pageGlobal(name)).toBeUndefined();
  });

  it('stays failed once the script failed, until that script leaves the page', async () => {
    const failed = loadRecaptcha(undefined);
    recaptchaScript()!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/failed to load/);
    await expect(loadRecaptcha(undefined)).rejects.toThrow(/failed to load/);
    expect(document.querySelectorAll('script')).toHaveLength(1);

    recaptchaScript()!.remove();
    const again = loadRecaptcha(undefined);
    expect(recaptchaScript()).not.toBeNull();
    const grecaptcha = loadRecaptchaScript();
    await expect(again).resolves.toBe(grecaptcha);
  });

  it('rejects when the script calls back without grecaptcha.render', async () => {
    const loaded = loadRecaptcha(undefined);
    (pageGlobal(onloadName()) as () => void)();
    await expect(loaded).rejects.toThrow(/without grecaptcha.render/);
  });

  it("adds no script when the page has grecaptcha already, and waits for its ready() when it is not complete", async () => {
    const complete = installRecaptcha();
    await expect(loadRecaptcha(undefined)).resolves.toBe(complete);
    expect(recaptchaScript()).toBeNull();

    let whenReady: () => void = () => {};
    const bootstrap = { ready: vi.fn((callback: () => void) => (whenReady = callback)) };
    Object.assign(window, { grecaptcha: bootstrap });
    const loaded = loadRecaptcha(undefined);
    expect(bootstrap.ready).toHaveBeenCalledTimes(1);
    Object.assign(bootstrap, complete);
    whenReady();
    await expect(loaded).resolves.toBe(bootstrap);
    expect(recaptchaScript()).toBeNull();
  });
});
