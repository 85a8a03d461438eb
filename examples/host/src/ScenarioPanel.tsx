import { Link } from 'react-router';
import { mockApiOn, testAccounts } from './mockApi';

/** The mock backend's accounts, so a first-time visitor knows how to log in; nothing without the mock. */
export function ScenarioPanel({ onPick }: { onPick: (email: string) => void }) {
  const accounts = testAccounts();
  // mockApiOn first: a build without the mock drops the panel's texts too.
  if (!mockApiOn || !accounts) return null;
  return (
    <aside className="acme-card acme-accounts" aria-labelledby="acme-accounts-title">
      <h2 id="acme-accounts-title">Test accounts</h2>
      <p>
        Start with <strong>sms@gatehouse.test</strong>, password{' '}
        <strong>{accounts.password}</strong>, then enter the code <strong>{accounts.code}</strong>.
        Every account uses the same password and code; each one shows another path. Choose one to
        fill in its email.
      </p>
      <p>
        <Link to="/mock/passkeys">Create mock passkeys</Link> for the passkey accounts before you
        log in with one.
      </p>
      <ul className="acme-accounts__list">
        {accounts.scenarios.map((scenario) => (
          <li key={scenario.email}>
            <button
              type="button"
              className="acme-accounts__email"
              onClick={() => onPick(scenario.email)}
            >
              {scenario.email}
            </button>
            <span className="acme-accounts__what">{scenario.demonstrates}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
