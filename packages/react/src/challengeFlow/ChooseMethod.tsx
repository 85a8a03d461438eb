import { attribute, isOtpChannel, loginOptionLinks, type Challenge, type MessageKey } from '@gatehouse/core';
import { useMessages, type Translate } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface ChooseMethodProps {
  current: Challenge | null;
  alternatives: readonly Challenge[];
  recovery: readonly Challenge[];
  onChoose: (challenge: Challenge) => void;
  onBack: () => void;
}

export function methodLabel(t: Translate, challenge: Challenge): string {
  const key = `challenge.method.${challenge.type}` as MessageKey;
  const text = t(key);
  // A host-added type without a catalogue entry is shown by its name rather than a key.
  return text === key ? challenge.type : text;
}

/** "Choose a 2-step verification method": the other ways, Back, and the recovery entry. */
export function ChooseMethod({ current, alternatives, recovery, onChoose, onBack }: ChooseMethodProps) {
  const t = useMessages();
  const phone = [current, ...alternatives]
    .filter((c): c is Challenge => c !== null && isOtpChannel(c.type))
    .map((c) => attribute(c, 'maskedPhoneNumber'))
    .find((p): p is string => typeof p === 'string' && p !== '');
  const firstRecovery = recovery[0];
  return (
    <Screen title={t('challenge.chooseMethod.title')}>
      {phone ? <p className="gh-text">{t('challenge.chooseMethod.phone', { phone })}</p> : null}
      <ul className="gh-method-list">
        {alternatives.map((challenge, index) => (
          <li key={`${challenge.type}-${index}`}>
            <Button variant="secondary" className="gh-method" onClick={() => onChoose(challenge)}>
              {methodLabel(t, challenge)}
            </Button>
          </li>
        ))}
      </ul>
      <div className="gh-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        {firstRecovery ? (
          <Button variant="link" onClick={() => onChoose(firstRecovery)}>
            {t('challenge.chooseMethod.none')}
          </Button>
        ) : null}
      </div>
      <p className="gh-text">
        <a className="gh-link" href={loginOptionLinks.twoStepHelp}>
          {t('loginOptions.twoStepHelp')}
        </a>
      </p>
    </Screen>
  );
}
