import type { GatehouseError } from '@gatehouse-auth/core';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import { SignupPhoneVerification } from '@gatehouse-auth/react/signup';
import '@gatehouse-auth/react/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { exampleClockConfig } from '../clockFlag';

export interface SignupPhoneStepProps {
  /** The sign-up's id and token, from the sign-up call. */
  signupId: string;
  signupToken: string;
}

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

/**
 * The last step of registration: verify the phone number, then welcome the new customer.
 * Mock test numbers (any country): ending 0000 or 1111 → duplicate screens, 2222 → blocked,
 * 3333 → a landline (voice call); anything else gets an SMS. The code is 111111.
 */
export function SignupPhoneStep({ signupId, signupToken }: SignupPhoneStepProps) {
  // `?testHints=1` shows the test-environment hint and prefills the code (never in production).
  const testHints = useSearchParams()[0].get('testHints') === '1';
  const [verified, setVerified] = useState(false);
  const done = useRef<HTMLHeadingElement>(null);
  // The panel replaces the widget: keyboard and screen-reader users land on its heading.
  useEffect(() => {
    if (verified) done.current?.focus();
  }, [verified]);
  if (verified) {
    return (
      <section className="acme-card acme-page" aria-labelledby="acme-signup-done-title">
        <h2 id="acme-signup-done-title" ref={done} tabIndex={-1}>
          You're all set
        </h2>
        <p>Your phone number is verified and your Acme Money account is ready.</p>
        <p>
          <Link to="/home">Go to your account</Link>
        </p>
      </section>
    );
  }
  return (
    <div className="acme-card acme-login__widget">
      <GatehouseProvider config={exampleClockConfig()} testHints={testHints} onError={reportError}>
        <SignupPhoneVerification
          signupId={signupId}
          signupToken={signupToken}
          onSuccess={() => setVerified(true)}
        />
      </GatehouseProvider>
    </div>
  );
}

/** `/signup/phone`: the step on its own, with demo ids the mock API accepts. */
export function SignupPhoneDemoPage() {
  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1>Almost there</h1>
        <p>Add your phone number to finish opening your Acme Money account.</p>
      </div>
      <SignupPhoneStep signupId="su-demo" signupToken="st-demo" />
    </div>
  );
}
