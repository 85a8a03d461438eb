import type { CaptchaAnswer } from '@gatehouse/core';
import { forwardRef, lazy } from 'react';
import type { CaptchaHandle } from '../captcha/Captcha';

/**
 * The login's captcha: its code, fetched once a form with a captcha renders, and its handle once
 * mounted. The password submit and the passkey login (button or autofill) share one slot.
 */
export function createCaptchaSlot() {
  let handle: CaptchaHandle | null = null;
  let settle!: { resolve: (handle: CaptchaHandle) => void; reject: (error: unknown) => void };
  const ready = new Promise<CaptchaHandle>((resolve, reject) => (settle = { resolve, reject }));
  ready.catch(() => {});
  const Unavailable = forwardRef<CaptchaHandle>(() => null);
  return {
    /** A fresh answer: waits for the widget, then runs the invisible challenge. */
    answer: (): Promise<CaptchaAnswer> => ready.then((mounted) => mounted.execute()),
    current: () => handle,
    ref: (mounted: CaptchaHandle | null) => {
      handle = mounted;
      if (mounted) settle.resolve(mounted);
    },
    Captcha: lazy(() =>
      import('../captcha/Captcha').then(
        (module) => ({ default: module.Captcha }),
        (error: unknown) => {
          settle.reject(error);
          return { default: Unavailable };
        },
      ),
    ),
  };
}

export type CaptchaSlot = ReturnType<typeof createCaptchaSlot>;
