import { immediatePasskeyLogin } from '@gatehouse-auth/core';
import { LoginFlow } from '@gatehouse-auth/react/login';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import '@gatehouse-auth/react/styles.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Acme's product page with its own "Sign in" button: one press asks the browser for a passkey
 * on this device (`immediatePasskeyLogin`). With one, the login opens at its second factor with
 * the token; without one (or in a browser that cannot ask so), the page goes to /login.
 */
export function QuickLoginPage() {
  const navigate = useNavigate();
  const [oneTimeToken, setOneTimeToken] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef<AbortController | null>(null);
  // Leaving the page takes the browser's prompt away.
  useEffect(() => () => pending.current?.abort(), []);

  const signIn = () => {
    if (pending.current) return;
    const controller = new AbortController();
    pending.current = controller;
    setAsking(true);
    setFailed(false);
    immediatePasskeyLogin({}, { signal: controller.signal })
      .then(
        (token) => {
          if (token) setOneTimeToken(token);
          else void navigate('/login');
        },
        (error: unknown) => {
          if ((error as Error | null)?.name !== 'AbortError') setFailed(true);
        },
      )
      .finally(() => {
        pending.current = null;
        if (!controller.signal.aborted) setAsking(false);
      });
  };

  if (oneTimeToken) {
    return (
      <div className="acme-card acme-login__widget">
        <GatehouseProvider>
          <LoginFlow
            oneTimeToken={oneTimeToken}
            onSuccess={({ location }) => void navigate(location)}
          />
        </GatehouseProvider>
      </div>
    );
  }
  return (
    <section className="acme-card acme-page" aria-labelledby="acme-quick-login-title">
      <h1 id="acme-quick-login-title">Send money abroad</h1>
      <p>Sign in to send money. A passkey on this device signs you in with one press.</p>
      <p>
        <button
          type="button"
          className="acme-button"
          aria-busy={asking || undefined}
          onClick={signIn}
        >
          Sign in
        </button>
      </p>
      {failed ? <p role="alert">We couldn't sign you in. Try the login page.</p> : null}
    </section>
  );
}
