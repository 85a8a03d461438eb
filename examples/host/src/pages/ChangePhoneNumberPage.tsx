import type { GatehouseError } from '@gatehouse-auth/core';
// <ChallengeFlow> has no entry of its own: the root entry is where it lives (README "Entry points").
import { ChallengeFlow } from '@gatehouse-auth/react';
import {
  ChangePhoneNumberIntro,
  readChangePhoneNumberLink,
  type ChangePhoneNumberLink,
} from '@gatehouse-auth/react/phone-settings';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import '@gatehouse-auth/react/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { exampleClockConfig } from '../clockFlag';

// Where a real host would call its error monitoring. Gatehouse never passes tokens here.
const reportError = (error: GatehouseError) => console.warn(`[Acme monitoring] ${error.code}`);

let link: ChangePhoneNumberLink | undefined;
/**
 * The phone-change token the login widget sent in the fragment (`#/?code=…&skipIntro=true`),
 * read once per page load and removed from the address at once, so it is never bookmarked,
 * shared or kept in history.
 */
function takeLink(): ChangePhoneNumberLink {
  if (!link) {
    link = readChangePhoneNumberLink(window.location.hash);
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}`,
      );
    }
  }
  return link;
}

/**
 * `/login/change-phone-number`: the host's phone-number change page. With a token it runs
 * `<ChallengeFlow>` on it (the intro first, unless `skipIntro=true` says the user has just read
 * it in the login widget); without one (the widget's fallback) it explains how to start again.
 */
export function ChangePhoneNumberPage() {
  const [{ code, skipIntro }] = useState(takeLink);
  const [introDone, setIntroDone] = useState(skipIntro);
  const [changed, setChanged] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A panel replacing the widget (or the intro giving way to the flow): keyboard and
  // screen-reader users land on the page's heading.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [introDone, changed]);

  if (!code) {
    return (
      <section className="acme-card acme-page" aria-labelledby="acme-change-phone-title">
        <h1 id="acme-change-phone-title">Change your phone number</h1>
        <p>
          We couldn't start changing your phone number. Log in again and choose "I don't have any of
          these" to try once more.
        </p>
        <p>
          <Link to="/login">Log in</Link> ·{' '}
          <Link to="/help/contact/flows/logged-out/trouble-logging-in">Get help</Link>
        </p>
      </section>
    );
  }

  if (changed) {
    return (
      <section className="acme-card acme-page" aria-labelledby="acme-change-phone-title">
        <h1 id="acme-change-phone-title" ref={heading} tabIndex={-1}>
          Your phone number is changed
        </h1>
        <p>Log in again: your codes now go to your new phone number.</p>
        <p>
          <Link to="/login">Log in</Link>
        </p>
      </section>
    );
  }

  return (
    <div className="acme-login">
      <div className="acme-login__intro">
        <h1 ref={heading} tabIndex={-1}>
          A new phone number for Acme Money
        </h1>
        <p>Get back into your account with the phone number you use now.</p>
      </div>
      <div className="acme-card acme-login__widget">
        <GatehouseProvider config={exampleClockConfig()} onError={reportError}>
          {introDone ? (
            <ChallengeFlow
              ott={code}
              onSuccess={() => {
                moved.current = true;
                setChanged(true);
              }}
            />
          ) : (
            <div className="gh-root">
              <ChangePhoneNumberIntro
                onContinue={() => {
                  moved.current = true;
                  setIntroDone(true);
                }}
              />
            </div>
          )}
        </GatehouseProvider>
      </div>
    </div>
  );
}
