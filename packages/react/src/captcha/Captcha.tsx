'use client';

import type { CaptchaAnswer, CaptchaType } from '@gatehouse-auth/core/internal';
import { CaptchaError, isCaptchaError } from '@gatehouse-auth/core/internal/captcha/captchaErrors';
import { runCaptcha } from '@gatehouse-auth/core/internal/captcha/runCaptcha';
import { forwardRef, useContext, useEffect, useImperativeHandle, useRef } from 'react';
import { WidgetEventsContext } from '../events/widgetEventsContext';
import { useLatest } from '../primitives/useLatest';
import { useGatehouse } from '../provider/GatehouseProvider';
import { recaptchaVendor } from './recaptchaVendor';
import { turnstileVendor } from './turnstileVendor';
import { useVendorWidget, type CaptchaVendor } from './useVendorWidget';

export type { CaptchaAnswer, CaptchaType };

export interface CaptchaConfig {
  /** Default TURNSTILE (SPEC.md §9). */
  type?: CaptchaType;
  siteKey: string;
  /** The page's CSP nonce, put on the vendor's script tag for hosts with a nonce-based policy. */
  nonce?: string;
}

export interface CaptchaHandle {
  /**
   * A fresh token for one submit. Waits up to 10 s for the widget, retries what Turnstile allows,
   * and rejects with a CaptchaError whose `messageKey` is the text to show. Calling it again
   * while one is running abandons the earlier one.
   */
  execute(): Promise<CaptchaAnswer>;
  /** Drops the used token. Call it after every submit attempt, whatever the server answered. */
  reset(): void;
}

export interface CaptchaProps {
  /** Undefined or without a site key: nothing renders, an error is logged, execute() rejects. */
  config: CaptchaConfig | undefined;
  /**
   * Every failure of execute(), for the host's own handling. Never sent to error monitoring; in a
   * widget, its `onEvent` hears of it as `captchaFailed`.
   */
  onError?: (error: CaptchaError) => void;
}

// Both vendors load with the captcha, which a form fetches only once it has a captcha.
const vendors: Record<CaptchaType, CaptchaVendor> = {
  TURNSTILE: turnstileVendor,
  RECAPTCHA_V2: recaptchaVendor,
};

function configProblem(config: CaptchaConfig | undefined, type: string): string | undefined {
  if (!config || typeof config.siteKey !== 'string' || config.siteKey.trim() === '')
    return 'a site key is required';
  if (!Object.hasOwn(vendors, type)) return `unknown captcha type "${type}"`;
  return undefined;
}

/**
 * The invisible captcha of SPEC.md §2 (Turnstile, or reCAPTCHA v2), driven through a ref:
 * `execute()` before each submit, `reset()` after it.
 */
export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(
  { config, onError },
  ref,
) {
  const { config: gatehouseConfig } = useGatehouse();
  const events = useContext(WidgetEventsContext);
  const type = config?.type ?? 'TURNSTILE';
  const problem = configProblem(config, type);
  const { container, id, widget } = useVendorWidget(
    problem ? undefined : vendors[type as CaptchaType],
    config?.siteKey ?? '',
    config?.nonce,
  );
  const logged = useRef(false);
  const running = useRef<AbortController | null>(null);
  const unmounted = useRef<AbortSignal | null>(null);
  const latest = useLatest({ onError });

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller.signal;
    // Nothing waits, retries or keeps a timer once the form is gone.
    return () => {
      controller.abort(new DOMException('The captcha was removed.', 'AbortError'));
      running.current?.abort(controller.signal.reason);
    };
  }, []);

  useEffect(() => {
    if (problem && !logged.current) {
      logged.current = true;
      console.error(`Gatehouse captcha: ${problem}; no captcha is rendered.`);
    }
  }, [problem]);

  const clock = gatehouseConfig.clock;
  useImperativeHandle(
    ref,
    () => ({
      execute: async () => {
        running.current?.abort(
          new DOMException('A newer captcha run replaced this one.', 'AbortError'),
        );
        const controller = new AbortController();
        running.current = controller;
        if (unmounted.current?.aborted) controller.abort(unmounted.current.reason);
        try {
          if (problem) throw new CaptchaError('notInitialised');
          return await runCaptcha(widget, {
            type: type as CaptchaType,
            clock,
            signal: controller.signal,
          });
        } catch (error) {
          if (isCaptchaError(error)) {
            events.emit({
              type: 'captchaFailed',
              flow: events.flow,
              vendor: type as CaptchaType,
              reason: error.kind,
            });
            latest.onError?.(error);
          }
          throw error;
        } finally {
          if (running.current === controller) running.current = null;
        }
      },
      reset: () => widget.reset(),
    }),
    [problem, type, clock, widget, events, latest],
  );

  if (problem) return null;
  return (
    <div className="gh-captcha">
      <div ref={container} id={id} className="gh-captcha__widget" />
    </div>
  );
});
