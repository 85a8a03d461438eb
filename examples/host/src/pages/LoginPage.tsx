import { GatehouseProvider, LoginFlow, type GatehouseError } from '@gatehouse/react';
import '@gatehouse/react/styles.css';
import { useState } from 'react';
import { captchaFromQuery } from '../captchaFlag';
import { ScenarioPanel } from '../ScenarioPanel';

// `?testHints=1` shows the test-environment hint and prefills the code (never in production).
const testHints = new URLSearchParams(window.location.search).get('testHints') === '1';

const captcha = captchaFromQuery();

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

export function LoginPage() {
  // Picking an account in the panel remounts the widget with that email filled in.
  const [email, setEmail] = useState('');
  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1>Welcome back to Acme Money</h1>
        <p>Log in to send money, see your balance and manage your cards.</p>
      </div>
      <div className="acme-card acme-login__widget">
        <GatehouseProvider testHints={testHints} onError={reportError}>
          <LoginFlow key={email} email={email} captcha={captcha} />
        </GatehouseProvider>
      </div>
      <ScenarioPanel onPick={setEmail} />
    </div>
  );
}
