'use client';

import type { MessageKey, PasswordRequirements as Met } from '@gatehouse-auth/core/forms';
import { passwordRequirements } from '@gatehouse-auth/core/internal/validators/validators';
import { useId } from 'react';
import { useMessages } from '../messages/useMessages';

const items: ReadonlyArray<[keyof Met, MessageKey]> = [
  ['minLength', 'signup.password.minLength'],
  ['letter', 'signup.password.letter'],
  ['number', 'signup.password.number'],
];

/**
 * The live requirement list of the sign-up password: each item says met or not in words too
 * (not by colour or icon alone), and 'That's your password sorted.' is announced once all are met.
 */
export function PasswordRequirements({ password }: { password: string }) {
  const t = useMessages();
  const id = useId();
  const met = passwordRequirements(password);
  const allMet = met.minLength && met.letter && met.number;
  return (
    <div className="gh-password-rules">
      <p className="gh-password-rules__title" id={`${id}-title`}>
        {t('signup.password.requirements')}
      </p>
      <ul className="gh-password-rules__list" aria-labelledby={`${id}-title`}>
        {items.map(([rule, label]) => (
          <li
            key={rule}
            className={`gh-password-rule gh-password-rule--${met[rule] ? 'met' : 'unmet'}`}
            data-met={met[rule]}
          >
            <span className="gh-password-rule__mark" aria-hidden="true">
              {met[rule] ? '✓' : '•'}
            </span>
            {t(label)}
            <span className="gh-visually-hidden">
              {' '}
              {t(met[rule] ? 'signup.password.met' : 'signup.password.unmet')}
            </span>
          </li>
        ))}
      </ul>
      <p className="gh-password-rules__done" role="status">
        {allMet ? t('signup.password.sorted') : null}
      </p>
    </div>
  );
}
