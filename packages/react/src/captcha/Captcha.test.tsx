import { CaptchaError, formatMessage } from '@gatehouse-auth/core/forms';
import { baseMessages as defaultMessages } from '@gatehouse-auth/core/internal';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
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
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { Captcha, type CaptchaConfig, type CaptchaHandle } from './Captcha';

afterEach(() => {
  // Unmount while the vendor globals still exist, as they would on a real page.
  cleanup();
  removeCaptchaVendors();
  vi.useRealTimers();
});

function renderCaptcha(config: CaptchaConfig | undefined, onError = vi.fn()) {
  const ref = createRef<CaptchaHandle>();
  const view = render(
    <GatehouseProvider>
      <Captcha ref={ref} config={config} onError={onError} />
    </GatehouseProvider>,
  );
  return { ref, view, onError, handle: () => ref.current! };
}

/** Runs execute() inside act, as the widget updates its own state while it works. */
async function execute(handle: CaptchaHandle): Promise<unknown> {
  let outcome: unknown;
  await act(async () => {
    outcome = await handle.execute().catch((error: unknown) => error);
  });
  return outcome;
}

async function failure(handle: CaptchaHandle): Promise<CaptchaError> {
  const outcome = await execute(handle);
  expect(outcome).toBeInstanceOf(CaptchaError);
  return outcome as CaptchaError;
}

/** Waits until the vendor widget is rendered (its chunk and the vendor global are there). */
async function rendered(vendor: { render: ReturnType<typeof vi.fn> }) {
  await waitFor(() => expect(vendor.render).toHaveBeenCalled());
}

const shown = (error: CaptchaError) =>
  formatMessage(defaultMessages[error.messageKey], error.messageValues);

describe('Captcha with Turnstile', () => {
  it('renders an invisible, execute-on-demand widget and answers its token', async () => {
    const turnstile = installTurnstile([{ token: 'token-1' }]);
    const { handle } = renderCaptcha({ siteKey: 'site-key-1' });
    await rendered(turnstile);
    expect(await execute(handle())).toEqual({ token: 'token-1', type: 'TURNSTILE' });
    expect(turnstile.params()).toMatchObject({
      sitekey: 'site-key-1',
      execution: 'execute',
      appearance: 'interaction-only',
      retry: 'never',
      'refresh-expired': 'never',
      'refresh-timeout': 'never',
      'response-field': false,
    });
    expect(turnstile.execute).toHaveBeenCalledTimes(1);
    // The page had Turnstile already: no second copy of Cloudflare's script.
    expect(turnstileScript()).toBeNull();
  });

  it("loads Cloudflare's script with explicit render and the nonce, and renders once it calls back", async () => {
    const { handle } = renderCaptcha({ siteKey: 'k', nonce: 'nonce-123' });
    await waitFor(() => expect(turnstileScript()).not.toBeNull());
    const script = turnstileScript()!;
    const url = new URL(script.src);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js',
    );
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(
      typeof (window as unknown as Record<string, unknown>)[url.searchParams.get('onload') ?? ''],
    ).toBe('function');
    expect(script.getAttribute('nonce')).toBe('nonce-123');
    expect(script.async).toBe(true);
    const turnstile = loadTurnstileScript([{ token: 'after-load' }]);
    await rendered(turnstile);
    expect(await execute(handle())).toEqual({ token: 'after-load', type: 'TURNSTILE' });
  });

  it('adds one script for two widgets on a page, and renders each into an element with an id of its own', async () => {
    const first = renderCaptcha({ siteKey: 'k', nonce: 'n' });
    const second = renderCaptcha({ siteKey: 'k', nonce: 'n' });
    await waitFor(() => expect(turnstileScript()).not.toBeNull());
    await waitFor(() =>
      expect(first.view.container.querySelector('.gh-captcha__widget')).not.toBeNull(),
    );
    await waitFor(() =>
      expect(second.view.container.querySelector('.gh-captcha__widget')).not.toBeNull(),
    );
    expect(document.querySelectorAll('script[src*="turnstile"]')).toHaveLength(1);
    const ids = [first, second].map(
      ({ view }) => view.container.querySelector('.gh-captcha__widget')!.id,
    );
    expect(ids[0]).toMatch(/^gh-turnstile-/);
    expect(ids[1]).not.toBe(ids[0]);
    const turnstile = loadTurnstileScript([{ token: 'first' }, { token: 'second' }]);
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(2));
    expect(await execute(first.handle())).toMatchObject({ token: 'first' });
    expect(await execute(second.handle())).toMatchObject({ token: 'second' });
    expect(turnstile.execute.mock.calls).toEqual([
      [turnstile.render.mock.results[0]!.value],
      [turnstile.render.mock.results[1]!.value],
    ]);
  });

  it('renders nothing into a widget that was removed before the script arrived', async () => {
    const { view } = renderCaptcha({ siteKey: 'k' });
    await waitFor(() => expect(view.container.querySelector('.gh-captcha__widget')).not.toBeNull());
    view.unmount();
    const turnstile = loadTurnstileScript();
    await act(() => Promise.resolve());
    expect(turnstile.render).not.toHaveBeenCalled();
  });

  it('removes its Turnstile widget when it unmounts', async () => {
    const turnstile = installTurnstile();
    const { view } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    expect(turnstile.remove).not.toHaveBeenCalled();
    view.unmount();
    expect(turnstile.remove).toHaveBeenCalledWith(turnstile.render.mock.results[0]!.value);
  });

  it('keeps an error Turnstile reports before any run, and the next run rejects with it', async () => {
    const turnstile = installTurnstile();
    const { handle } = renderCaptcha({ siteKey: 'bad-key' });
    await rendered(turnstile);
    act(() => void turnstile.params()!['error-callback']!('110100'));
    expect(await failure(handle())).toMatchObject({ kind: 'vendor', code: '110100' });
    expect(turnstile.execute).not.toHaveBeenCalled();
  });

  it("ends a run as timed out when Turnstile's interactive challenge times out", async () => {
    const turnstile = installTurnstile();
    turnstile.execute.mockImplementation(() =>
      setTimeout(() => (turnstile.params()!['timeout-callback'] as () => void)(), 1),
    );
    const { handle } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    expect((await failure(handle())).kind).toBe('timedOut');
    expect(turnstile.execute).toHaveBeenCalledTimes(1);
  });

  it('retries a retryable error twice, on a reset widget, then answers', async () => {
    const turnstile = installTurnstile([
      { error: '300010' },
      { error: '110600' },
      { token: 'third-time' },
    ]);
    const { handle, onError } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    expect(await execute(handle())).toEqual({ token: 'third-time', type: 'TURNSTILE' });
    expect(turnstile.execute).toHaveBeenCalledTimes(3);
    expect(turnstile.reset).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after two retries', async () => {
    const turnstile = installTurnstile([
      { error: '300010' },
      { error: '300010' },
      { error: '300030' },
      { token: 'never' },
    ]);
    const { handle } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    expect(await failure(handle())).toMatchObject({ kind: 'vendor', code: '300030' });
    expect(turnstile.execute).toHaveBeenCalledTimes(3);
  });

  it('rejects a no-retry code at once with the text to show, and tells onError', async () => {
    const turnstile = installTurnstile([{ error: '110200' }, { token: 'never' }]);
    const { handle, onError } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    const error = await failure(handle());
    expect(error).toMatchObject({ kind: 'vendor', code: '110200' });
    expect(shown(error)).toBe(
      'Captcha verification failed (error 110200). Please refresh the page and try again.',
    );
    expect(turnstile.execute).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('does not retry an unknown code', async () => {
    const turnstile = installTurnstile([{ error: '777777' }, { token: 'never' }]);
    const { handle } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    expect(await failure(handle())).toMatchObject({ kind: 'vendor', code: '777777' });
    expect(turnstile.execute).toHaveBeenCalledTimes(1);
  });

  it('gives a fresh token every time: a used widget is reset before it runs again', async () => {
    const turnstile = installTurnstile([{ token: 'first' }, { token: 'second' }]);
    const { handle } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    expect(await execute(handle())).toMatchObject({ token: 'first' });
    expect(turnstile.reset).not.toHaveBeenCalled();
    expect(await execute(handle())).toMatchObject({ token: 'second' });
    expect(turnstile.reset).toHaveBeenCalledTimes(1);
    expect(turnstile.reset.mock.invocationCallOrder[0]).toBeLessThan(
      turnstile.execute.mock.invocationCallOrder[1]!,
    );
  });

  it('reset() after an attempt resets the widget once, and the next run needs no second reset', async () => {
    const turnstile = installTurnstile([{ token: 'first' }, { token: 'second' }]);
    const { handle } = renderCaptcha({ siteKey: 'k' });
    await rendered(turnstile);
    await execute(handle());
    act(() => handle().reset());
    expect(turnstile.reset).toHaveBeenCalledTimes(1);
    expect(await execute(handle())).toMatchObject({ token: 'second' });
    expect(turnstile.reset).toHaveBeenCalledTimes(1);
  });

  it('times out when the vendor is still not ready after 10 s', async () => {
    const { handle } = renderCaptcha({ siteKey: 'k' });
    // The widget's own chunk is there; the vendor script never arrives.
    await waitFor(() => expect(turnstileScript()).not.toBeNull());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = handle()
      .execute()
      .catch((error: unknown) => error);
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    await act(() => vi.advanceTimersByTimeAsync(100));
    const error = (await result) as CaptchaError;
    expect(error.kind).toBe('timedOut');
    expect(shown(error)).toBe('Captcha verification timed out. Please try again.');
  });

  it('fails to load when the vendor script fails', async () => {
    const { handle } = renderCaptcha({ siteKey: 'k' });
    await waitFor(() => expect(turnstileScript()).not.toBeNull());
    const result = handle()
      .execute()
      .catch((error: unknown) => error);
    act(() => turnstileScript()!.dispatchEvent(new Event('error')));
    const error = (await result) as CaptchaError;
    expect(error.kind).toBe('failedToLoad');
    expect(shown(error)).toBe(
      'Captcha verification failed to load. See our FAQ page or refresh the page and try again.',
    );
  });

  it('stops waiting once unmounted: no timer is left behind', async () => {
    const { handle, view } = renderCaptcha({ siteKey: 'k' });
    await waitFor(() => expect(turnstileScript()).not.toBeNull());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = handle()
      .execute()
      .catch((error: unknown) => error);
    await act(() => vi.advanceTimersByTimeAsync(300));
    view.unmount();
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Captcha without a usable configuration', () => {
  it.each<[string, CaptchaConfig | undefined, RegExp]>([
    ['no configuration', undefined, /a site key is required/],
    ['an empty site key', { siteKey: '  ' }, /a site key is required/],
    [
      'an unknown type',
      { siteKey: 'k', type: 'HCAPTCHA' as never },
      /unknown captcha type "HCAPTCHA"/,
    ],
  ])(
    'with %s renders nothing, logs once and rejects with notInitialised',
    async (_, config, logged) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { handle, view, onError, ref } = renderCaptcha(config);
      expect(view.container).toBeEmptyDOMElement();
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).toMatch(logged);
      view.rerender(
        <GatehouseProvider>
          <Captcha ref={ref} config={config} onError={onError} />
        </GatehouseProvider>,
      );
      expect(log).toHaveBeenCalledTimes(1);
      const error = await failure(handle());
      expect(error.kind).toBe('notInitialised');
      expect(shown(error)).toBe('Captcha not initialized. Please refresh the page and try again.');
      expect(onError).toHaveBeenCalledWith(error);
      expect(turnstileScript()).toBeNull();
    },
  );
});

describe('Captcha with reCAPTCHA v2', () => {
  it('renders an invisible widget and answers its token', async () => {
    const grecaptcha = installRecaptcha([{ token: 'g-token' }]);
    const { handle } = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site', nonce: 'g-nonce' });
    await rendered(grecaptcha);
    expect(await execute(handle())).toEqual({ token: 'g-token', type: 'RECAPTCHA_V2' });
    expect(grecaptcha.params()).toMatchObject({
      sitekey: 'g-site',
      size: 'invisible',
      badge: 'inline',
    });
    // The page had reCAPTCHA already: no second copy of Google's script.
    expect(recaptchaScript()).toBeNull();
  });

  it('resets a used widget before the next run', async () => {
    const grecaptcha = installRecaptcha([{ token: 'one' }, { token: 'two' }]);
    const { handle } = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site' });
    await rendered(grecaptcha);
    await execute(handle());
    expect(await execute(handle())).toMatchObject({ token: 'two' });
    expect(grecaptcha.reset).toHaveBeenCalledTimes(1);
  });

  it('reports a vendor error as a load failure and never retries', async () => {
    const grecaptcha = installRecaptcha([{ error: true }, { token: 'never' }]);
    const { handle } = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site' });
    await rendered(grecaptcha);
    expect((await failure(handle())).kind).toBe('failedToLoad');
    expect(grecaptcha.execute).toHaveBeenCalledTimes(1);
  });

  it("loads Google's script with explicit render and the nonce, and renders once it calls back", async () => {
    const { handle } = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site', nonce: 'g-nonce' });
    await waitFor(() => expect(recaptchaScript()).not.toBeNull());
    const script = recaptchaScript()!;
    const url = new URL(script.src);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/recaptcha/api.js');
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(
      typeof (window as unknown as Record<string, unknown>)[url.searchParams.get('onload') ?? ''],
    ).toBe('function');
    expect(script.getAttribute('nonce')).toBe('g-nonce');
    expect(script.async).toBe(true);
    const grecaptcha = loadRecaptchaScript([{ token: 'after-load' }]);
    await rendered(grecaptcha);
    expect(await execute(handle())).toEqual({ token: 'after-load', type: 'RECAPTCHA_V2' });
  });

  it('adds one script for two widgets on a page, and renders both from it', async () => {
    const first = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site', nonce: 'n' });
    const second = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site', nonce: 'n' });
    await waitFor(() => expect(recaptchaScript()).not.toBeNull());
    // Both chunks have loaded and asked for the script before it arrives.
    await waitFor(() =>
      expect(first.view.container.querySelector('.gh-captcha__widget')).not.toBeNull(),
    );
    await waitFor(() =>
      expect(second.view.container.querySelector('.gh-captcha__widget')).not.toBeNull(),
    );
    expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(1);
    const grecaptcha = loadRecaptchaScript([{ token: 'first' }, { token: 'second' }]);
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(2));
    expect(await execute(first.handle())).toMatchObject({ token: 'first' });
    expect(await execute(second.handle())).toMatchObject({ token: 'second' });
    expect(grecaptcha.execute.mock.calls).toEqual([[0], [1]]);
  });

  it('renders nothing into a widget that was removed before the script arrived', async () => {
    const { view } = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site' });
    await waitFor(() => expect(view.container.querySelector('.gh-captcha__widget')).not.toBeNull());
    view.unmount();
    const grecaptcha = loadRecaptchaScript();
    await act(() => Promise.resolve());
    expect(grecaptcha.render).not.toHaveBeenCalled();
  });

  it("fails to load when Google's script fails", async () => {
    const { handle, onError } = renderCaptcha({ type: 'RECAPTCHA_V2', siteKey: 'g-site' });
    await waitFor(() => expect(recaptchaScript()).not.toBeNull());
    const result = handle()
      .execute()
      .catch((error: unknown) => error);
    act(() => recaptchaScript()!.dispatchEvent(new Event('error')));
    const error = (await result) as CaptchaError;
    expect(error.kind).toBe('failedToLoad');
    expect(shown(error)).toBe(
      'Captcha verification failed to load. See our FAQ page or refresh the page and try again.',
    );
    expect(onError).toHaveBeenCalledWith(error);
  });
});
