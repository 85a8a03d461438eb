import type { GatehouseConfig, GatehouseError } from '@gatehouse-auth/core';
import { FaceScanProvider, type FaceScanAdapter } from '@gatehouse-auth/react/face-scan';
import { LoginFlow } from '@gatehouse-auth/react/login';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
// A camera-only stand-in for a face-scan SDK, with no liveness check: demos and tests only.
import {
  createReferenceFaceScanAdapter,
  referenceFaceScanAdapter,
} from '@gatehouse-auth/react/testing';
import '@gatehouse-auth/react/styles.css';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { captchaFromQuery } from '../captchaFlag';
import { exampleClock, exampleClockConfig } from '../clockFlag';
import { hostChallenges } from '../hostChallenge/securityQuestion';
import { ScenarioPanel } from '../ScenarioPanel';

/** The page's flags, read from its own address. */
function loginFlags(query: URLSearchParams) {
  // `?variant=businessInvite&email=…` and `?variant=dataSharing`: the invite and data-sharing logins.
  const variantFlag = query.get('variant');
  return {
    // `?testHints=1` shows the test-environment hint and prefills the code (never in production).
    testHints: query.get('testHints') === '1',
    captcha: captchaFromQuery(`?${query.toString()}`),
    variant:
      variantFlag === 'businessInvite' || variantFlag === 'dataSharing' ? variantFlag : 'login',
    inviteEmail: query.get('email') ?? '',
    // `?mockSocial=down`: the mock API refuses social sign-in (guest id `social-down…`).
    socialDown: query.get('mockSocial') === 'down',
    // `?redirectUrl=/send-money`: where the server sends the user after the login (the widget sends
    // it as redirectAfterUrl; the mock answers it from the token exchange when it is a path on this site).
    redirectUrl: query.get('redirectUrl') ?? undefined,
    // `?infoMessage=1`: the widget pauses on a message between the first and the second factor.
    infoMessage:
      query.get('infoMessage') === '1'
        ? {
            title: 'Before you continue',
            message: 'We have updated our terms of use. Continue to finish logging in.',
          }
        : undefined,
  } as const;
}

/** The widget's config and face-scan stand-in: on `?clock=manual` both run on its clock. */
function loginWidgetOptions(socialDown: boolean): {
  config: GatehouseConfig | undefined;
  faceScan: FaceScanAdapter;
} {
  const clock = exampleClock();
  const clockConfig = exampleClockConfig();
  return {
    config: socialDown ? { ...clockConfig, guestId: 'social-down-example' } : clockConfig,
    faceScan: clock ? createReferenceFaceScanAdapter({ clock }) : referenceFaceScanAdapter,
  };
}

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

export function LoginPage() {
  const [query] = useSearchParams();
  // Read once per visit: the widget keeps its options while the user logs in.
  const [{ testHints, captcha, variant, inviteEmail, socialDown, infoMessage, redirectUrl }] =
    useState(() => loginFlags(query));
  const [{ config, faceScan }] = useState(() => loginWidgetOptions(socialDown));
  // Picking an account in the panel remounts the widget with that email filled in.
  const [email, setEmail] = useState(inviteEmail);
  const navigate = useNavigate();
  // The login hands over where the server sends the user: a path on this site goes through the
  // router (no page load), an address on an origin in `allowedRedirectOrigins` is left for.
  const loggedIn = ({ location }: { location: string }) => {
    if (location.startsWith('/')) void navigate(location);
    else window.location.assign(location);
  };
  // Back from the provider (`/login?socialState=…#ott=…`), <LoginFlow> itself checks the
  // state and takes the token out of the address: the page passes nothing.
  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1>Welcome back to Acme Money</h1>
        <p>Log in to send money, see your balance and manage your cards.</p>
      </div>
      <div className="acme-card acme-login__widget">
        {/* The video selfie (FACE_MATCH) with the camera-only reference adapter: a real host passes its face-scan SDK. */}
        <FaceScanProvider adapter={faceScan}>
          {/* Acme's own SECURITY_QUESTION challenge beside the built-in ones. */}
          <GatehouseProvider
            testHints={testHints}
            onError={reportError}
            config={config}
            challenges={hostChallenges}
          >
            <LoginFlow
              key={email}
              variant={variant}
              email={email}
              redirectUrl={redirectUrl}
              captcha={captcha}
              socialProviders={variant === 'login' ? ['google', 'facebook', 'apple'] : undefined}
              infoMessage={infoMessage}
              onSuccess={loggedIn}
            />
          </GatehouseProvider>
        </FaceScanProvider>
      </div>
      <ScenarioPanel onPick={setEmail} />
    </div>
  );
}
