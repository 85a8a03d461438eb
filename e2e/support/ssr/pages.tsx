// The pages of the hydration test's host: rendered by its server (server.ts, Node, the built
// packages) and hydrated by its client bundle (client.tsx, esbuild, the same built packages), so
// both sides render exactly this tree. Each page wraps one widget as a host would: the widget's
// callbacks write to the page's own status line, which the test reads.
import { ChallengeFlow, GatehouseProvider, SignupForm } from '@gatehouse-auth/react';
import { LoginFlow } from '@gatehouse-auth/react/login';
import { ChangePhoneNumberIntro, PhoneNumberSettings } from '@gatehouse-auth/react/phone-settings';
import { SignupPhoneVerification } from '@gatehouse-auth/react/signup';
import { useEffect, useState, type ReactNode } from 'react';

/** What the server hands the client: which page, with which props (from the address). */
export interface PageData {
  page: PageName;
  props: Record<string, string>;
}

/** The element the root of the document carries once React has hydrated the page. */
export const hydratedAttribute = 'data-hydrated';

function Page({ title, children }: { title: string; children: (report: Report) => ReactNode }) {
  const [status, setStatus] = useState('');
  // Runs only in the browser, once this tree is hydrated and its effects run.
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, 'true');
  }, []);
  return (
    <main className="host-page">
      <h1>{title}</h1>
      <p role="status" className="host-status">
        {status}
      </p>
      <div className="host-widget">{children(setStatus)}</div>
    </main>
  );
}

type Report = (status: string) => void;

const pages = {
  login: () => (
    <Page title="Log in to Acme">
      {(report) => (
        <GatehouseProvider>
          <LoginFlow onSuccess={({ location }) => report(`Logged in, going to ${location}`)} />
        </GatehouseProvider>
      )}
    </Page>
  ),
  loginSocial: () => (
    <Page title="Log in to Acme, or with another account">
      {(report) => (
        <GatehouseProvider>
          <LoginFlow
            socialProviders={['google', 'apple']}
            onSuccess={({ location }) => report(`Logged in, going to ${location}`)}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  loginBusinessInvite: ({ email = '' }) => (
    <Page title="Accept your invite">
      {(report) => (
        <GatehouseProvider>
          <LoginFlow
            variant="businessInvite"
            email={email}
            onSuccess={({ location }) => report(`Logged in, going to ${location}`)}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  loginDataSharing: () => (
    <Page title="Share your data">
      {(report) => (
        <GatehouseProvider>
          <LoginFlow
            variant="dataSharing"
            onSuccess={({ location }) => report(`Logged in, going to ${location}`)}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  signup: () => (
    <Page title="Open an account">
      {(report) => (
        <GatehouseProvider>
          <SignupForm onSuccess={({ id }) => report(`Signed up as ${id}`)} />
        </GatehouseProvider>
      )}
    </Page>
  ),
  register: ({ email = '' }) => (
    <Page title="Create your Acme account">
      {(report) => (
        <GatehouseProvider>
          <SignupForm
            variant="register"
            email={email}
            accountTypeChoice
            onSuccess={({ id }) => report(`Registered as ${id}`)}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  signupPhone: ({ signupId = '', signupToken = '' }) => (
    <Page title="Verify your phone">
      {(report) => (
        <GatehouseProvider>
          <SignupPhoneVerification
            signupId={signupId}
            signupToken={signupToken}
            onSuccess={() => report('Phone number verified')}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  challenge: ({ ott = '' }) => (
    <Page title="Confirm it's you">
      {(report) => (
        <GatehouseProvider>
          <ChallengeFlow
            ott={ott}
            onSuccess={({ actionType }) => report(`Approved: ${actionType}`)}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  phoneSettings: () => (
    <Page title="Your settings">
      {(report) => (
        <GatehouseProvider>
          <PhoneNumberSettings
            onSuccess={({ phoneNumber }) => report(`Saved ${phoneNumber.phoneNumber}`)}
          />
        </GatehouseProvider>
      )}
    </Page>
  ),
  changePhoneNumberIntro: () => (
    <Page title="Lost your phone?">
      {(report) => (
        <GatehouseProvider>
          <ChangePhoneNumberIntro onContinue={() => report('Going on to the change')} />
        </GatehouseProvider>
      )}
    </Page>
  ),
  /** No widget: a page for the test to prepare the mock on before it hydrates a fragment. */
  empty: () => <Page title="Acme">{() => null}</Page>,
} satisfies Record<string, (props: Record<string, string>) => ReactNode>;

export type PageName = keyof typeof pages;

export function isPageName(name: string): name is PageName {
  return Object.hasOwn(pages, name);
}

/** The page's whole tree, the same on the server and in the browser. */
export function pageTree({ page, props }: PageData): ReactNode {
  return pages[page](props);
}
