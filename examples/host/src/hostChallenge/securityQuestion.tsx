import {
  allowedUrl,
  asGatehouseError,
  attemptLimitMessages,
  createClient,
  isAbortError,
  LOGOUT_PATH,
  verifyFailureOutcome,
  type GatehouseError,
} from '@gatehouse-auth/core';
// The challenge registry and the building blocks have no entry of their own: the root entry is
// where they live (README "Entry points").
import {
  Alert,
  Button,
  defineChallenge,
  Screen,
  TextField,
  type ChallengeDefinitions,
  type ChallengeProps,
} from '@gatehouse-auth/react';
import { useGatehouse, useMessages } from '@gatehouse-auth/react/provider';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';

// Acme's own challenge type: Gatehouse has no SECURITY_QUESTION built in. This file is all the
// widget needs to show it: a definition (its attributes, its name among the other ways) and its
// screen, written with @gatehouse-auth/react's public primitives and @gatehouse-auth/core's client.

/** The server type the definition is registered under. */
export const SECURITY_QUESTION = 'SECURITY_QUESTION';

/** What the token's SECURITY_QUESTION carries: `viewData.attributes.question`. */
const securityQuestionAttributes = z.object({ question: z.string().check(z.minLength(1)) });
export type SecurityQuestionAttributes = z.infer<typeof securityQuestionAttributes>;

/** Acme's texts for its own screen (a real host would take them from its own translations). */
export const securityQuestionTexts = {
  label: 'Security question',
  title: 'Answer your security question',
  answer: 'Your answer',
  submit: 'Continue',
  checking: 'Checking your answer…',
};

/** The verify call: `POST {identity}/one-time-token/security-question/verify`, 204 when right. */
const verifyPath = '/one-time-token/security-question/verify';

type Phase = 'entry' | 'verifying' | 'loggingOut';

/**
 * The question from the token, one answer field, Continue and "Try another way". A wrong answer
 * shows the server's message under the field and hands focus back to it; the attempt limit
 * (429 attempt_limit_reached) logs the user out like Gatehouse's own password challenge.
 */
export function SecurityQuestionChallenge({ flow }: ChallengeProps<SecurityQuestionAttributes>) {
  // The built-in catalogue's texts plus the attempt-limit notice, which loads with the challenges.
  const t = useMessages(attemptLimitMessages);
  const { config } = useGatehouse();
  const client = useMemo(() => createClient(config), [config]);
  const [answer, setAnswer] = useState('');
  const [phase, setPhase] = useState<Phase>('entry');
  const [problem, setProblem] = useState<string | null>(null);
  const [limit, setLimit] = useState<GatehouseError | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the screen (another way, unmount) drops the answer in flight.
  useEffect(() => () => running.current?.abort(), []);
  // A rejected answer hands focus back to the field, with the reason beside it.
  useEffect(() => {
    if (problem && phase === 'entry') field.current?.focus();
  }, [problem, phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'entry') return;
    const trimmed = answer.trim();
    if (trimmed === '') {
      setProblem(t('validation.required'));
      field.current?.focus();
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase('verifying');
    setProblem(null);
    try {
      await client.request({
        method: 'POST',
        path: client.identityPath(verifyPath),
        // The token this challenge approves: the flow holds it, the one place to read it.
        ott: flow.ott,
        body: { answer: trimmed },
        signal: controller.signal,
      });
      if (!controller.signal.aborted) flow.pass();
    } catch (cause) {
      if (controller.signal.aborted || isAbortError(cause)) return;
      const error = asGatehouseError(cause);
      switch (verifyFailureOutcome(error)) {
        case 'logout': {
          setPhase('loggingOut');
          setLimit(error);
          const { navigation } = client.config;
          const target = allowedUrl(LOGOUT_PATH, navigation.origin());
          if (target) navigation.assign(target);
          break;
        }
        case 'failure':
          // A server error without a body: the host's failure handler, else the flow's error screen.
          setPhase('entry');
          flow.failure(error);
          break;
        case 'retry':
          setPhase('entry');
          setProblem(error.serverMessage ?? t('common.somethingWentWrongRetry'));
          break;
      }
    }
  };

  const loggingOut = phase === 'loggingOut';
  return (
    <Screen title={securityQuestionTexts.title} busy={phase === 'verifying'}>
      {loggingOut ? <Alert>{limit?.serverMessage ?? t('knowledge.attemptLimit')}</Alert> : null}
      <p className="gh-text">{flow.attributes.question}</p>
      <form className="gh-form" noValidate onSubmit={submit}>
        <TextField
          ref={field}
          label={securityQuestionTexts.answer}
          name="securityAnswer"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          disabled={loggingOut}
          value={answer}
          error={loggingOut ? null : problem}
          onChange={(event) => {
            setAnswer(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" loading={phase === 'verifying'} disabled={loggingOut}>
          {securityQuestionTexts.submit}
        </Button>
      </form>
      {flow.alternatives.length > 0 ? (
        <div className="gh-actions">
          <Button variant="link" disabled={loggingOut} onClick={flow.showAlternates}>
            {t('challenge.tryAnotherWay')}
          </Button>
        </div>
      ) : null}
    </Screen>
  );
}

/** SECURITY_QUESTION as the widget registers it: its attributes' schema, its name, its screen. */
export const securityQuestionChallenge = defineChallenge({
  attributes: securityQuestionAttributes,
  label: securityQuestionTexts.label,
  component: SecurityQuestionChallenge,
});

/** The challenge types Acme adds to Gatehouse's: `<GatehouseProvider challenges={hostChallenges}>`. */
export const hostChallenges: ChallengeDefinitions = {
  [SECURITY_QUESTION]: securityQuestionChallenge,
};
