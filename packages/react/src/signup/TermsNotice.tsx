'use client';

import { signupLinks } from '@gatehouse-auth/core/internal/signup/signupRules';
import { useMessages } from '../messages/useMessages';
import { withNodes } from '../primitives/withNodes';

/** 'By signing up, you agree to our {terms} and {privacy}.' with the two links in their places. */
export function TermsNotice() {
  const t = useMessages();
  return (
    <p className="gh-text gh-text--muted gh-signup__terms">
      {withNodes(t('signup.terms'), {
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
      })}
    </p>
  );
}
