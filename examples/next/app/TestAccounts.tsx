import { MOCK_CODE, MOCK_PASSWORD, scenarios } from '@gatehouse-auth/mock-api';

/** The mock backend's accounts (a server component: the list costs the browser no script). */
export function TestAccounts() {
  return (
    <aside className="acme-card" aria-labelledby="acme-accounts-title">
      <h2 id="acme-accounts-title">Test accounts</h2>
      <p>
        Log in as <strong>sms@gatehouse.test</strong> with <strong>{MOCK_PASSWORD}</strong>, then
        enter the code <strong>{MOCK_CODE}</strong>. Every account uses the same password and code.
      </p>
      <details>
        <summary>All {scenarios.length} accounts</summary>
        <ul className="acme-accounts">
          {scenarios.map((scenario) => (
            <li key={scenario.email}>
              <code>{scenario.email}</code> {scenario.demonstrates}
            </li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
