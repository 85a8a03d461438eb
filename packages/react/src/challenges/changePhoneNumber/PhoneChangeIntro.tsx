'use client';

import { phoneChangeFallbackHref } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/phoneChangeCalls';
import { phoneChangeMessages } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/phoneChangeMessages';
import { useId, useState } from 'react';
import { withMessages } from '../../messages/MessageCatalogue';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { OwnFocusScope, Screen } from '../../primitives/Screen';
import { usePageOrigin } from '../../primitives/usePageOrigin';
import { useGatehouse } from '../../provider/GatehouseProvider';

export interface PhoneChangeIntroProps {
  /** The intro's title; default "Can't use your phone number any more?". */
  header?: string | null | undefined;
  /** The intro's text; default: what a phone-number change is. */
  message?: string | null | undefined;
  /** An extra way out, e.g. a help page: a site path or an allowed origin's address, and its label. */
  fallbackAction?: { action: string; label?: string | null | undefined } | null | undefined;
  /** Continue on "Change your phone number": the user is ready. */
  onContinue: () => void;
  /** Continue is on its way (e.g. the token call and the navigation). */
  busy?: boolean;
  /** "Try another way" on the intro, when the step has other ways. */
  onTryAnotherWay?: (() => void) | undefined;
}

/**
 * The phone-number change's two screens (SPEC.md §2): the intro (header, message, optional
 * fallback link), then "Change your phone number" with its three requirements, the timing, and
 * Continue. Used by the INITIATE_CHANGE_PHONE_NUMBER_FLOW challenge and by a host's change page.
 */
function PhoneChangeScreens({
  header,
  message,
  fallbackAction,
  onContinue,
  busy = false,
  onTryAnotherWay,
}: PhoneChangeIntroProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const pageOrigin = usePageOrigin();
  const [step, setStep] = useState<'intro' | 'requirements'>('intro');
  const listId = useId();

  if (step === 'intro') {
    const href = phoneChangeFallbackHref(
      fallbackAction?.action,
      pageOrigin,
      config.allowedRedirectOrigins,
    );
    return (
      <Screen
        key="phoneChangeIntro"
        title={header || t('phoneChange.intro.title')}
        className="gh-phone-change"
      >
        <p className="gh-text">{message || t('phoneChange.intro.text')}</p>
        <div className="gh-actions">
          <Button onClick={() => setStep('requirements')}>{t('common.continue')}</Button>
          {onTryAnotherWay ? (
            <Button variant="link" onClick={onTryAnotherWay}>
              {t('challenge.tryAnotherWay')}
            </Button>
          ) : null}
        </div>
        {href ? (
          <p className="gh-text">
            <a className="gh-link" href={href}>
              {fallbackAction?.label || t('phoneChange.intro.fallback')}
            </a>
          </p>
        ) : null}
      </Screen>
    );
  }

  return (
    <Screen
      key="phoneChangeRequirements"
      title={t('phoneChange.requirements.title')}
      busy={busy}
      className="gh-phone-change"
    >
      <p className="gh-text" id={listId}>
        {t('phoneChange.requirements.text')}
      </p>
      <ul className="gh-text" aria-labelledby={listId}>
        <li>{t('phoneChange.requirements.selfie')}</li>
        <li>{t('phoneChange.requirements.newPhone')}</li>
        <li>{t('phoneChange.requirements.documents')}</li>
      </ul>
      <p className="gh-text gh-text--muted">{t('phoneChange.requirements.timing')}</p>
      <p className="gh-visually-hidden" role="status">
        {busy ? t('phoneChange.starting') : ''}
      </p>
      <div className="gh-actions">
        <Button loading={busy} onClick={onContinue}>
          {t('common.continue')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setStep('intro')}>
          {t('common.back')}
        </Button>
      </div>
    </Screen>
  );
}

/**
 * On a host's change page it is a widget of its own, whose Continue moves focus to the next
 * screen; inside the challenge flow it shares the flow's focus scope.
 */
function PhoneChangeIntroView(props: PhoneChangeIntroProps) {
  return (
    <OwnFocusScope>
      <PhoneChangeScreens {...props} />
    </OwnFocusScope>
  );
}

/** With its texts, which load with it. */
export const PhoneChangeIntro = withMessages(PhoneChangeIntroView, phoneChangeMessages);
