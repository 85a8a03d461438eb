'use client';

import type { MessageKey } from '@gatehouse-auth/core';
import type { AnswerVerifyState } from '@gatehouse-auth/core/internal';
import { failureMessageKey } from '@gatehouse-auth/core/internal/errors/failureMessage';
import { useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';

/** The controller side of a typed answer: checks it locally, then sends it (SPEC.md §8). */
interface AnswerVerifier {
  verify(answer: string): MessageKey | null;
}

export interface AnswerField {
  /** The answer as typed. */
  value: string;
  /** Takes a new answer and clears the local problem shown for the old one. */
  change(next: string): void;
  /** The form's submit: a local problem puts focus back on the field, else the answer is sent. */
  submit(event: FormEvent): void;
  /** What the field shows: the local problem, else the server's refusal (none while logging out). */
  error: string | null;
  /** The error is the server's refusal, read out as it appears (the field may hold focus already). */
  announceError: boolean;
  /** The attempts are used up and the browser is on its way to /logout: the form is disabled. */
  loggingOut: boolean;
  /** The attempt-limit alert above the form while logging out. */
  logoutAlert: ReactNode;
}

/**
 * What the answer challenges (the password, the phone guess) share: the typed answer, its
 * local problem, focus back on the field when the server refuses it, and the attempt-limit
 * logout with the server's message or ours.
 */
export function useAnswerField(
  verifier: AnswerVerifier,
  state: AnswerVerifyState,
  /** The answer's input: focused when the answer needs another look. */
  field: RefObject<HTMLInputElement | null>,
): AnswerField {
  const t = useMessages();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);

  // A refused answer hands focus back to the field, with the server's message beside it.
  useEffect(() => {
    if (state.error && state.phase === 'entry') field.current?.focus();
  }, [field, state.error, state.phase]);

  const loggingOut = state.phase === 'loggingOut';
  const serverMessage = state.error?.serverMessage;
  return {
    value,
    change: (next) => {
      setValue(next);
      setInvalid(null);
    },
    submit: (event) => {
      event.preventDefault();
      const problem = verifier.verify(value);
      setInvalid(problem);
      if (problem) field.current?.focus();
    },
    error: invalid
      ? t(invalid)
      : state.error && !loggingOut
        ? (serverMessage ?? t(failureMessageKey(state.error, 'common.somethingWentWrong')))
        : null,
    announceError: !invalid && Boolean(state.error) && !loggingOut,
    loggingOut,
    logoutAlert: loggingOut ? <Alert>{serverMessage ?? t('knowledge.attemptLimit')}</Alert> : null,
  };
}
