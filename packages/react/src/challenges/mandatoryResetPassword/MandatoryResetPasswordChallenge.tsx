import { attribute } from '@gatehouse/core';
import { loginLinks } from '@gatehouse/core/forms';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import type { ChallengeProps } from '../../registry/challengeComponent';

/**
 * MANDATORY_RESET_PASSWORD: a notice, no server call. The title and message come from the
 * challenge data (server text, rendered as text); the link leads to the reset-password page.
 */
export default function MandatoryResetPasswordChallenge({ challenge, flow }: ChallengeProps) {
  const t = useMessages();
  const title = attribute(challenge, 'title') || attribute(challenge, 'header') || t('resetPassword.title');
  const message = attribute(challenge, 'message') || t('resetPassword.message');
  return (
    <Screen title={title}>
      <p className="gh-text">{message}</p>
      <div className="gh-actions">
        <a className="gh-button gh-button--primary" href={loginLinks.resetPassword}>
          {t('resetPassword.link')}
        </a>
        {flow.alternatives.length > 0 ? (
          <Button variant="link" onClick={flow.showAlternates}>
            {t('challenge.tryAnotherWay')}
          </Button>
        ) : null}
      </div>
    </Screen>
  );
}
