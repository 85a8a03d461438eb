'use client';

import type { ResetPasswordAttributes } from '@gatehouse-auth/core/internal';
import { loginLinks } from '@gatehouse-auth/core/internal/errors/loginLinks';
import { useMessages } from '../../messages/useMessages';
import { Screen } from '../../primitives/Screen';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { TryAnotherWay } from '../TryAnotherWay';

/**
 * MANDATORY_RESET_PASSWORD: a notice, no server call. The title and message come from the
 * challenge data (server text, rendered as text); the link leads to the reset-password page.
 */
function MandatoryResetPasswordChallenge({ flow }: ChallengeProps<ResetPasswordAttributes>) {
  const t = useMessages();
  const { attributes } = flow;
  const title = attributes.title || attributes.header || t('resetPassword.title');
  const message = attributes.message || t('resetPassword.message');
  return (
    <Screen title={title}>
      <p className="gh-text">{message}</p>
      <div className="gh-actions">
        <a className="gh-button gh-button--primary" href={loginLinks.resetPassword}>
          {t('resetPassword.link')}
        </a>
        <TryAnotherWay flow={flow} />
      </div>
    </Screen>
  );
}

export default MandatoryResetPasswordChallenge;
