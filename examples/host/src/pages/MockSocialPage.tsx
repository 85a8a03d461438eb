import { useState } from 'react';
import { mockApiOn } from '../mockApi';
import './mockSocial.css';

const providerNames: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The providers the mock sends the browser to (`/mock/social/<provider>`). */
export const mockSocialProviders: ReadonlySet<string> = new Set(Object.keys(providerNames));

/** What the mock provider answers; anything else is treated as a failure. */
function parseCompletion(
  body: unknown,
): { oneTimeToken: string; loginStateUrl: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { oneTimeToken, loginStateUrl } = body as Record<string, unknown>;
  if (typeof oneTimeToken !== 'string' || oneTimeToken === '' || typeof loginStateUrl !== 'string')
    return undefined;
  return { oneTimeToken, loginStateUrl };
}

/** Only back to this site: a provider page must never send the token anywhere else. */
function sameOriginPage(target: string): string | undefined {
  try {
    const url = new URL(target, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/mock/social/<provider>?state=…`: the stand-in for Google's, Facebook's or Apple's consent
 * page (the mock API's POST /gateway/v1/socials sends the browser here). Continue asks the mock
 * for the social-login token and returns to the login page with it in the fragment, which the
 * browser never sends to a server.
 */
export function MockSocialPage({ provider }: { provider: string }) {
  // Only with the mock API: a build without it has no provider stand-in.
  return mockApiOn ? <MockConsent provider={provider} /> : null;
}

function MockConsent({ provider }: { provider: string }) {
  const name = providerNames[provider] ?? 'the provider';
  const state = new URLSearchParams(window.location.search).get('state');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const accept = async () => {
    if (busy || !state) return;
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch('/mock-api/socials/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state }),
      });
      const completion = response.ok ? parseCompletion(await response.json()) : undefined;
      const back = completion && sameOriginPage(completion.loginStateUrl);
      if (!completion || !back)
        throw new Error('The mock provider could not complete the sign-in.');
      window.location.assign(`${back}#ott=${encodeURIComponent(completion.oneTimeToken)}`);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className="acme-card acme-page mock-social" aria-labelledby="mock-social-title">
      <p className="acme-page__badge">
        Mock {name} sign-in (stand-in for the provider, not part of Gatehouse)
      </p>
      <h1 id="mock-social-title">Sign in with {name}</h1>
      <p className="mock-social__provider">
        Acme Money wants to use your {name} account to log you in.
      </p>
      <p className="mock-social__account">
        <strong>Ada Lovelace</strong>
        <br />
        social@gatehouse.test
      </p>
      {!state ? (
        <p className="mock-social__error">
          This sign-in link has no state. Start again from the login page.
        </p>
      ) : null}
      {failed ? (
        <p className="mock-social__error" role="alert">
          This sign-in has expired. Start again from the login page.
        </p>
      ) : null}
      <div className="mock-social__actions">
        <button
          type="button"
          className="mock-social__continue"
          aria-busy={busy || undefined}
          disabled={!state}
          onClick={accept}
        >
          Continue as Ada Lovelace
        </button>
        <button
          type="button"
          className="mock-social__cancel"
          onClick={() => window.location.assign('/login')}
        >
          Cancel
        </button>
      </div>
    </section>
  );
}
