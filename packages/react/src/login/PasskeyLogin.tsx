'use client';

import { passkeysSupported } from '@gatehouse-auth/core/internal/passkey/passkeySupport';
import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../messages/useTexts';
import { Button } from '../primitives/Button';

// Only a browser that cannot do passkeys ever downloads the modal.
const PasskeyUnsupportedModal = lazy(() =>
  import('../passkey/PasskeyUnsupportedModal').then((module) => ({
    default: module.PasskeyUnsupportedModal,
  })),
);

export interface PasskeyLoginProps {
  /** The browser can do passkeys and the user asked for one. */
  onStart(): void;
  loading: boolean;
  disabled: boolean;
}

/** 'Log in with a passkey'; a browser that cannot parse passkey JSON gets the not-supported modal. */
export function PasskeyLogin({ onStart, loading, disabled }: PasskeyLoginProps) {
  const t = useTexts();
  const [unsupported, setUnsupported] = useState(false);
  const start = () => {
    // Another login is on its way: the store would ignore it anyway, so say nothing.
    if (disabled) return;
    if (passkeysSupported()) onStart();
    else setUnsupported(true);
  };
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="gh-passkey-login"
        loading={loading}
        aria-disabled={disabled || undefined}
        onClick={start}
      >
        {t('passkey.login.button')}
      </Button>
      {unsupported ? (
        <Suspense fallback={null}>
          <PasskeyUnsupportedModal open onClose={() => setUnsupported(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
