import {
  approvalResult,
  isStepUpError,
  withStepUp,
  type StepUpDescription,
} from '@gatehouse-auth/react/step-up';
import '@gatehouse-auth/react/styles.css';
import { useState } from 'react';
import { Link } from 'react-router';

// Acme's own API on an origin of its own: listed, so its demands may open the approval modal.
const acmeApi = 'https://api.acme.example';
// A partner's API, called through the same fetch: never listed, so its demands are refused.
const partnerApi = 'https://rates.partner.example';

// The one line a host adds: calls through stepUpFetch open Gatehouse's approval or cool-off
// modal when the page's own origin or a listed one asks for it (no provider needed; the modals
// load on first use).
const stepUpFetch = withStepUp(fetch, { approvalOrigins: [acmeApi] });

/** A sensitive call of Acme's own API, and what the page says about it. */
interface SensitiveAction {
  label: string;
  done: string;
  /** A path on this page's origin, or an absolute URL. */
  path: string;
  method: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** What the approval modal shows the customer above the challenge (PSD2 dynamic linking). */
  description?: StepUpDescription;
  /** More calls to the same path, sent at the same time: the API approves the batch with one token. */
  alongside?: readonly { body: unknown; description: StepUpDescription }[];
}

const actions: readonly SensitiveAction[] = [
  {
    label: 'Send £100',
    done: 'Transfer sent',
    path: '/api/v1/transfers',
    method: 'POST',
    body: { amount: 100, currency: 'GBP', recipient: 'Grace Hopper' },
    description: { amount: { value: 100, currency: 'GBP' }, payee: 'Grace Hopper' },
  },
  // The API asks for approval of this one with a 400 instead of a 403.
  {
    label: 'Change email',
    done: 'Email changed',
    path: '/api/v1/profile/email',
    method: 'PUT',
    body: { email: 'ada@example.com' },
  },
  // A recipient added less than 24 hours ago: the API answers with a cool-off.
  {
    label: 'Add a recipient',
    done: 'Recipient added',
    path: '/api/v1/recipients',
    method: 'POST',
    body: { name: 'Alan Turing' },
  },
];

// `?otherOrigins=1`: calls to the two APIs above. Only the end-to-end tests serve them: offline
// there is no such host, and the page's CSP (`connect-src 'self'`) refuses them.
const otherOriginActions: readonly SensitiveAction[] = [
  {
    label: 'Pay a bill',
    done: 'Bill paid',
    path: `${acmeApi}/v1/bills`,
    method: 'POST',
    body: { payee: 'Acme Energy', amount: 40 },
    description: { amount: { value: 40, currency: 'GBP' }, payee: 'Acme Energy' },
  },
  {
    label: 'Check exchange rates',
    done: 'Rates loaded',
    path: `${partnerApi}/v1/rates`,
    method: 'GET',
  },
  // Two payments at once: the modal lists both, and one approval sends both.
  {
    label: 'Pay two bills',
    done: 'Bills paid',
    path: `${acmeApi}/v1/bills`,
    method: 'POST',
    body: { payee: 'Acme Water', amount: 25.5 },
    description: { amount: { value: '25.50', currency: 'GBP' }, payee: 'Acme Water' },
    alongside: [
      {
        body: { payee: 'Acme Broadband', amount: 30 },
        description: { amount: { value: 30, currency: 'EUR' }, payee: 'Acme Broadband' },
      },
    ],
  },
];

const otherOriginsAsked = () =>
  new URLSearchParams(window.location.search).get('otherOrigins') === '1';
// The dev server (`npm start`) has no such hosts: there the page says so instead of offering
// calls that could only fail.
const otherOriginsServed = !import.meta.env.DEV;

function shownActions(): readonly SensitiveAction[] {
  return otherOriginsAsked() && otherOriginsServed ? [...actions, ...otherOriginActions] : actions;
}

async function perform(action: SensitiveAction): Promise<string> {
  const send = (body: unknown, description: StepUpDescription | undefined) =>
    stepUpFetch(action.path, {
      method: action.method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      // Shown in the approval modal: what this call asks the customer to approve.
      stepUp: { description },
    });
  try {
    const responses = await Promise.all([
      send(action.body, action.description),
      ...(action.alongside ?? []).map((call) => send(call.body, call.description)),
    ]);
    const failed = responses.find((response) => !response.ok);
    if (failed) return `${action.label} failed: the API answered ${failed.status}.`;
    return `${action.done}. Approval: ${approvalResult(responses[0]!) ?? 'not needed'}.`;
  } catch (error) {
    // SCA_MODAL_CLOSED, COOL_OFF_MODAL_CLOSED, UNTRUSTED_ORIGIN, …: what a host shows is up to it.
    if (isStepUpError(error)) return `${action.label} did not go through: ${error.code}.`;
    return `${action.label} failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function SensitiveActions() {
  const [shown] = useState(shownActions);
  const [otherOriginsNote] = useState(() => otherOriginsAsked() && !otherOriginsServed);
  const [results, setResults] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const run = async (action: SensitiveAction) => {
    // aria-disabled, not disabled: the button keeps focus, so the modal gives it back.
    if (busy[action.label]) return;
    setBusy((current) => ({ ...current, [action.label]: true }));
    setResults((current) => ({ ...current, [action.label]: '' }));
    const result = await perform(action);
    setResults((current) => ({ ...current, [action.label]: result }));
    setBusy((current) => ({ ...current, [action.label]: false }));
  };
  return (
    <section className="acme-sensitive" aria-labelledby="acme-sensitive-title">
      <h2 id="acme-sensitive-title">Sensitive actions</h2>
      <p>
        These calls go through <code>withStepUp(fetch)</code>. Approve with the SMS code{' '}
        <code>111111</code>; adding a recipient shows the cool-off.
      </p>
      {otherOriginsNote && (
        <p>
          'Pay a bill', 'Check exchange rates' and 'Pay two bills' call APIs on other origins (
          <code>{acmeApi}</code>, <code>{partnerApi}</code>) that only the end-to-end tests serve (
          <code>e2e/stepUp.e2e.test.ts</code>), so the dev server leaves them out.
        </p>
      )}
      <ul className="acme-sensitive__list">
        {shown.map((action) => (
          <li key={action.label}>
            <button
              type="button"
              className="acme-button"
              aria-disabled={busy[action.label] || undefined}
              onClick={() => void run(action)}
            >
              {action.label}
            </button>
            <p role="status" className="acme-sensitive__result">
              {results[action.label] ?? ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  return (
    <section className="acme-card acme-page" aria-labelledby="acme-home-title">
      <h1 id="acme-home-title">You're logged in</h1>
      <p>
        Welcome to Acme Money. Gatehouse finished the login and sent you to the host's success page.
      </p>
      <SensitiveActions />
      <p>
        <Link to="/settings/phone">Your phone numbers</Link> (adding or changing one asks for
        approval too)
      </p>
      <p>
        <Link to="/login">Log out and try another account</Link>
      </p>
    </section>
  );
}
