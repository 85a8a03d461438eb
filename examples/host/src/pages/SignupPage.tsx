import type { GatehouseError } from '@gatehouse-auth/core';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import { SignupForm } from '@gatehouse-auth/react/signup';
import '@gatehouse-auth/react/styles.css';
import { captchaFromQuery } from '../captchaFlag';
import { exampleClockConfig } from '../clockFlag';
import { keepSignupEmail } from './signupEmail';

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

/**
 * `/signup`: the email sign-up. On success the widget writes the signup cookie and goes to
 * `/register/{id}` (keeping redirectUrl and tracking parameters) with a page load, so the
 * register page reads the cookie (`Path=/register`). The address carries no email: `onSignedUp`
 * keeps it for that page in this tab (signupEmail.ts). `?captcha=turnstile|recaptcha` adds the invisible captcha (see captchaFlag.ts); without it the
 * mock accepts sign-ups as they are.
 * Mock emails: taken@gatehouse.test (409), signup-down@gatehouse.test (500); any other signs up.
 */
export function SignupPage() {
  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1>Open an Acme Money account</h1>
        <p>Send money abroad for less. It takes a couple of minutes to sign up.</p>
      </div>
      <div className="acme-card acme-login__widget">
        <GatehouseProvider config={exampleClockConfig()} onError={reportError}>
          <SignupForm captcha={captchaFromQuery()} onSignedUp={keepSignupEmail} />
        </GatehouseProvider>
      </div>
    </div>
  );
}
