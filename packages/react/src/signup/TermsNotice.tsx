import { signupLinks } from '@gatehouse-auth/core/internal';
import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../messages/useMessages';

/** 'By signing up, you agree to our {terms} and {privacy}.' with the two links in their places. */
export function TermsNotice() {
  const t = useMessages();
  const links: Record<string, ReactNode> = {
    terms: (
      <a className="gh-link" href={signupLinks.terms}>
        {t('signup.terms.termsLink')}
      </a>
    ),
    privacy: (
      <a className="gh-link" href={signupLinks.privacyPolicy}>
        {t('signup.terms.privacyLink')}
      </a>
    ),
  };
  // Placeholders left unfilled by t() become the links; the rest of the (host's) text stays text.
  const parts = t('signup.terms').split(/\{(terms|privacy)\}/);
  return (
    <p className="gh-text gh-text--muted gh-signup__terms">
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? links[part] : part}</Fragment>
      ))}
    </p>
  );
}
