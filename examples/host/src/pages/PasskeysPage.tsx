import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { testAccounts } from '../mockApi';

/** What GET /mock-api/passkeys answers (public keys only). */
interface MockPasskey {
  credentialId: string;
  counter: number;
  email: string;
}

// Mock-only routes of @gatehouse-auth/mock-api (see its README, "Passkeys"): the real backend
// registers passkeys in the account settings, which Acme Money does not have.
const mockApi = '/mock-api/passkeys';
const headers = { 'X-Client-Id': 'gatehouse-web', 'Content-Type': 'application/json' };

const passkeyAccounts = () =>
  (testAccounts()?.scenarios ?? []).filter((scenario) => scenario.email.startsWith('passkey'));

function isMockPasskeyList(value: unknown): value is MockPasskey[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<MockPasskey> | null) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.credentialId === 'string' &&
        typeof item.email === 'string' &&
        typeof item.counter === 'number',
    )
  );
}

/** The passkeys the mock API holds; none when it cannot say. */
async function fetchPasskeys(): Promise<MockPasskey[]> {
  try {
    const response = await fetch(mockApi, { headers });
    const list: unknown = response.ok ? await response.json() : undefined;
    return isMockPasskeyList(list) ? list : [];
  } catch {
    return [];
  }
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `The mock API answered ${response.status}.`;
}

/** The browser's refusal in words: cancelled, already registered, or its own message. */
function ceremonyMessage(error: unknown, email: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidStateError')
    return `This authenticator already holds a passkey for ${email}.`;
  if (name === 'NotAllowedError')
    return 'The passkey was not created: the request was cancelled or timed out.';
  return error instanceof Error ? error.message : 'The passkey was not created.';
}

async function createPasskey(email: string): Promise<void> {
  const optionsResponse = await fetch(
    `${mockApi}/registration-options?email=${encodeURIComponent(email)}`,
    { headers },
  );
  if (!optionsResponse.ok) throw new Error(await serverMessage(optionsResponse));
  // Loaded here, never with the page: only this button needs the WebAuthn helpers.
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: await optionsResponse.json() });
  const saved = await fetch(`${mockApi}/registration`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, response }),
  });
  if (!saved.ok) throw new Error(await serverMessage(saved));
}

/** A mock-only tool page: create passkeys for the passkey test accounts, list them, forget them. */
export function PasskeysPage() {
  const [passkeys, setPasskeys] = useState<MockPasskey[] | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);

  const refresh = useCallback(
    () =>
      fetchPasskeys().then((list) => {
        if (mounted.current) setPasskeys(list);
      }),
    [],
  );

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  // One ceremony or request at a time, whatever the clicks.
  async function run(work: () => Promise<string>, failure: (error: unknown) => string) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setStatus('');
    let message: string;
    try {
      message = await work();
    } catch (error) {
      message = failure(error);
    }
    busyRef.current = false;
    if (!mounted.current) return;
    setBusy(false);
    setStatus(message);
    await refresh();
  }

  const create = (email: string) =>
    run(
      async () => {
        await createPasskey(email);
        return `Passkey created for ${email}. You can now log in with it.`;
      },
      (error) => `Could not create a passkey for ${email}. ${ceremonyMessage(error, email)}`,
    );

  const forgetAll = () =>
    run(
      async () => {
        const response = await fetch(mockApi, { method: 'DELETE', headers });
        if (!response.ok) throw new Error(await serverMessage(response));
        return 'The mock API forgot every passkey. Your browser or password manager may still list them.';
      },
      (error) =>
        `Could not forget the passkeys. ${error instanceof Error ? error.message : ''}`.trim(),
    );

  return (
    <section className="acme-card acme-page acme-passkeys" aria-labelledby="acme-passkeys-title">
      <p className="acme-page__badge">Mock API tool, not part of Gatehouse</p>
      <h1 id="acme-passkeys-title">Mock passkeys</h1>
      <p>
        The real product lets customers create passkeys in their account settings. Here the mock API
        registers them for its test accounts. Your browser or password manager saves the passkey;
        the mock API keeps only its public key, in this browser.
      </p>

      <h2 id="acme-passkeys-accounts">Passkey accounts</h2>
      <ul className="acme-passkeys__accounts" aria-labelledby="acme-passkeys-accounts">
        {passkeyAccounts().map((scenario) => (
          <li key={scenario.email}>
            <code>{scenario.email}</code>
            <span className="acme-accounts__what">{scenario.demonstrates}</span>
            <button
              type="button"
              className="acme-button"
              aria-disabled={busy || undefined}
              onClick={() => void create(scenario.email)}
            >
              Create a passkey for {scenario.email}
            </button>
          </li>
        ))}
      </ul>

      <p role="status" className="acme-passkeys__status">
        {status}
      </p>

      <h2 id="acme-passkeys-registered">Registered passkeys</h2>
      {passkeys === undefined ? (
        <p>Loading…</p>
      ) : passkeys.length === 0 ? (
        <p>No mock passkeys yet.</p>
      ) : (
        <ul className="acme-passkeys__registered" aria-labelledby="acme-passkeys-registered">
          {passkeys.map((passkey) => (
            <li key={passkey.credentialId}>
              <code>{passkey.email}</code>
              <span className="acme-accounts__what">
                Credential <code>{passkey.credentialId.slice(0, 12)}…</code>, signature counter{' '}
                {passkey.counter}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="acme-passkeys__actions">
        <button
          type="button"
          className="acme-button acme-button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => void forgetAll()}
        >
          Forget all mock passkeys
        </button>
        <Link to="/login">Go to log in</Link>
      </p>
    </section>
  );
}
