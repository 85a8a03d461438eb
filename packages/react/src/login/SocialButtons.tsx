'use client';

import type { SocialProvider } from '@gatehouse-auth/core/internal';
import { lazy, useId } from 'react';
import { useTexts } from '../messages/useTexts';
import { AfterHydration } from '../primitives/AfterHydration';
import { Button } from '../primitives/Button';

export type { SocialProvider };

export interface SocialOptions {
  providers: readonly SocialProvider[];
  /** 'Or log in with' or 'Or sign up with'. */
  text: 'login' | 'signup';
  onSelect: (provider: SocialProvider) => void;
}

export interface SocialButtonsProps extends SocialOptions {
  /** A request is in flight (any method): every button stays put. */
  submitting: boolean;
  /** The provider whose request is in flight: its button shows the spinner. */
  loading?: SocialProvider | undefined;
}

// Brand names: never translated.
const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

const SocialLogo = lazy(() => import('./socialLogos'));

/** The social sign-in buttons under their separator; the store makes the call and navigates. */
export function SocialButtons({
  providers,
  text,
  onSelect,
  submitting,
  loading,
}: SocialButtonsProps) {
  const t = useTexts();
  const id = useId();
  if (providers.length === 0) return null;
  return (
    <div className="gh-social" role="group" aria-labelledby={id}>
      <p className="gh-social__separator" id={id}>
        {t(text === 'signup' ? 'loginOptions.social.signup' : 'loginOptions.social.login')}
      </p>
      <div className="gh-social__buttons">
        {providers.map((provider) => {
          const name = providerNames[provider];
          const busy = submitting && loading === provider;
          return (
            <Button
              key={provider}
              variant="secondary"
              className="gh-social__button"
              aria-label={t(
                text === 'signup'
                  ? 'loginOptions.social.signupWith'
                  : 'loginOptions.social.loginWith',
                { provider: name },
              )}
              loading={busy}
              disabled={submitting && !busy}
              onClick={() => {
                if (!submitting) onSelect(provider);
              }}
            >
              {busy ? null : (
                <span className="gh-social__logo" aria-hidden="true">
                  <AfterHydration>
                    <SocialLogo provider={provider} />
                  </AfterHydration>
                </span>
              )}
              {name}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
