'use client';

import type { CaptchaAnswer } from '@gatehouse-auth/core';
import { forwardRef, lazy } from 'react';
import type { CaptchaHandle } from './Captcha';

/**
 * A form's invisible captcha: its code, fetched once a form with a captcha renders, and its handle once
 * mounted. The login's password submit and passkey login (button or autofill) share one slot;
 * the sign-up form has its own.
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
      import('./Captcha').then(
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
