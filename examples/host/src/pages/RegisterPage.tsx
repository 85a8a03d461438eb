import type { GatehouseError, SignupResult } from '@gatehouse-auth/core';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import { SignupForm } from '@gatehouse-auth/react/signup';
import '@gatehouse-auth/react/styles.css';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { captchaFromQuery } from '../captchaFlag';
import { exampleClockConfig } from '../clockFlag';
import { signupEmailFor } from './signupEmail';
import { SignupPhoneStep } from './SignupPhoneStep';

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

/**
 * `/register/{id}`: the full registration form, then the phone step on the same page. The new
 * sign-up's id and token stay in this page's React state: never in the address or in storage.
 * The email is fixed ('Sign up as …'): the one typed on `/signup` for this sign-up (kept in this
 * tab by its `onSignedUp`), else, for the demo, `?email=`; without either it is typed in here.
 */
export function RegisterPage() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const query = new URLSearchParams(search);
  const [email] = useState(() => signupEmailFor(id) ?? query.get('email') ?? undefined);
  const redirectUrl = query.get('redirectUrl') ?? undefined;
  const emailSent = hash.startsWith('#/email?') && hash.includes('screen=VERIFY_EMAIL');
  const [signup, setSignup] = useState<Pick<SignupResult, 'id' | 'signupToken'> | null>(null);
  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1>{signup ? 'Almost there' : 'Finish signing up'}</h1>
        <p>
          {signup
            ? 'Add your phone number to finish opening your Acme Money account.'
            : 'Choose your account type, a password and your country.'}
        </p>
        {emailSent && !signup ? (
          <p>We've also sent you an email: open the link in it to verify your address.</p>
        ) : null}
      </div>
      {signup ? (
        <SignupPhoneStep signupId={signup.id} signupToken={signup.signupToken} />
      ) : (
        <div className="acme-card acme-login__widget">
          <GatehouseProvider config={exampleClockConfig()} onError={reportError}>
            <SignupForm
              variant="register"
              accountTypeChoice
              captcha={captchaFromQuery()}
              {...(email ? { email } : {})}
              {...(redirectUrl ? { redirectUrl } : {})}
              onSuccess={({ id, signupToken }) => setSignup({ id, signupToken })}
            />
          </GatehouseProvider>
        </div>
      )}
    </div>
  );
}
