'use client';

import { changePhoneNumberFallbackHref } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/changePhoneNumberCalls';
import { changePhoneNumberMessages } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/changePhoneNumberMessages';
import { useId, useState } from 'react';
import { withMessages } from '../../messages/MessageCatalogue';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { OwnFocusScope, Screen } from '../../primitives/Screen';
import { usePageOrigin } from '../../primitives/usePageOrigin';
import { useGatehouse } from '../../provider/GatehouseProvider';

export interface ChangePhoneNumberIntroProps {
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
function ChangePhoneNumberScreens({
  header,
  message,
  fallbackAction,
  onContinue,
  busy = false,
  onTryAnotherWay,
}: ChangePhoneNumberIntroProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const pageOrigin = usePageOrigin();
  const [step, setStep] = useState<'intro' | 'requirements'>('intro');
  const listId = useId();

  if (step === 'intro') {
    const href = changePhoneNumberFallbackHref(
      fallbackAction?.action,
      pageOrigin,
      config.allowedRedirectOrigins,
    );
    return (
      <Screen
        key="changePhoneNumberIntro"
        title={header || t('changePhoneNumber.intro.title')}
        className="gh-phone-change"
      >
        <p className="gh-text">{message || t('changePhoneNumber.intro.text')}</p>
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
              {fallbackAction?.label || t('changePhoneNumber.intro.fallback')}
            </a>
          </p>
        ) : null}
      </Screen>
    );
  }

  return (
    <Screen
      key="changePhoneNumberRequirements"
      title={t('changePhoneNumber.requirements.title')}
      busy={busy}
      className="gh-phone-change"
    >
      <p className="gh-text" id={listId}>
        {t('changePhoneNumber.requirements.text')}
      </p>
      <ul className="gh-text" aria-labelledby={listId}>
        <li>{t('changePhoneNumber.requirements.selfie')}</li>
        <li>{t('changePhoneNumber.requirements.newPhone')}</li>
        <li>{t('changePhoneNumber.requirements.documents')}</li>
      </ul>
      <p className="gh-text gh-text--muted">{t('changePhoneNumber.requirements.timing')}</p>
      <p className="gh-visually-hidden" role="status">
        {busy ? t('changePhoneNumber.starting') : ''}
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
function ChangePhoneNumberIntroView(props: ChangePhoneNumberIntroProps) {
  return (
    <OwnFocusScope>
      <ChangePhoneNumberScreens {...props} />
    </OwnFocusScope>
  );
}

/** With its texts, which load with it. */
export const ChangePhoneNumberIntro = withMessages(
  ChangePhoneNumberIntroView,
  changePhoneNumberMessages,
);
