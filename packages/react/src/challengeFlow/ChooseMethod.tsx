'use client';

import type { Challenge, Translate } from '@gatehouse-auth/core';
import {
  methodLabel,
  readAttributes,
} from '@gatehouse-auth/core/internal/challenges/challengeDefinition';
import { helpLinks } from '@gatehouse-auth/core/internal/errors/helpLinks';
import { challengeFlowMessages } from '@gatehouse-auth/core/internal/messages/challengeFlowMessages';
import { useMemo } from 'react';
import { useMessages } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';
import type { ChallengeDefinitions } from '../registry/challengeDefinition';

export interface ChooseMethodProps {
  definitions: ChallengeDefinitions;
  current: Challenge | null;
  alternatives: readonly Challenge[];
  recovery: readonly Challenge[];
  onChoose: (challenge: Challenge) => void;
  onBack: () => void;
}

/**
 * The lines about where the methods on offer reach the user ("We'll use {phone} for SMS, voice
 * call and WhatsApp"): one per channel, from the first challenge whose definition has one.
 */
function contactLines(
  definitions: ChallengeDefinitions,
  challenges: readonly Challenge[],
  t: Translate<string>,
): string[] {
  const lines = new Map<string, string>();
  for (const challenge of challenges) {
    const definition = definitions[challenge.type];
    const channel = definition?.channel ?? challenge.type;
    if (!definition?.contact || lines.has(channel)) continue;
    let line: string | undefined;
    try {
      line = definition.contact(readAttributes(definition, challenge), t);
    } catch {
      // Attributes that do not fit their schema say nothing about where the user is reached.
    }
    if (line) lines.set(channel, line);
  }
  return [...lines.values()];
}

/** "Choose a 2-step verification method": the other ways, Back, and the recovery entry. */
export function ChooseMethod({
  definitions,
  current,
  alternatives,
  recovery,
  onChoose,
  onBack,
}: ChooseMethodProps) {
  // The screen's own texts, and those the definitions bring for it: method names and contact lines.
  const texts = useMemo(
    () =>
      Object.assign(
        {},
        challengeFlowMessages,
        ...Object.values(definitions).map((definition) => definition?.messages),
      ) as Readonly<Record<string, string>>,
    [definitions],
  );
  const t = useMessages(texts);
  const onOffer = current ? [current, ...alternatives] : alternatives;
  const firstRecovery = recovery[0];
  return (
    <Screen title={t('challenge.chooseMethod.title')}>
      {contactLines(definitions, onOffer, t).map((line) => (
        <p key={line} className="gh-text">
          {line}
        </p>
      ))}
      <ul className="gh-method-list">
        {alternatives.map((challenge, index) => (
          <li key={`${challenge.type}-${index}`}>
            <Button variant="secondary" className="gh-method" onClick={() => onChoose(challenge)}>
              {methodLabel(definitions[challenge.type], challenge, t)}
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
        <a className="gh-link" href={helpLinks.twoStepHelp}>
          {t('loginOptions.twoStepHelp')}
        </a>
      </p>
    </Screen>
  );
}
