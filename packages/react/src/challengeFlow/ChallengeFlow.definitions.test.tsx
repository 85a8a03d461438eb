import { GatehouseError, type Challenge, type OneTimeTokenProperties } from '@gatehouse-auth/core';
import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { recordRequests, server, testConfig, setupMockServer } from '../../test/mockServer';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';
import { GatehouseProvider, type GatehouseProviderProps } from '../provider/GatehouseProvider';
import {
  defineChallenge,
  type ChallengeDefinitions,
  type ChallengeProps,
} from '../registry/challengeDefinition';
import { HostCapability } from '../registry/hostCapabilities';
import { ChallengeFlow } from './ChallengeFlow';

setupMockServer();

const questionSchema = z.object({ question: z.string() });

/** A host's own challenge type: its screen shows the question its schema parsed. */
function SecurityQuestion({ flow }: ChallengeProps<{ question: string }>) {
  return (
    <Screen title="Answer your security question">
      <p>{flow.attributes.question}</p>
      <p>{`keys: ${Object.keys(flow.attributes).join(',')}`}</p>
      <Button onClick={flow.pass}>Answer</Button>
      {flow.alternatives.length > 0 ? (
        <Button onClick={flow.showAlternates}>Try another way</Button>
      ) : null}
    </Screen>
  );
}

const securityQuestion = defineChallenge({
  attributes: questionSchema,
  component: SecurityQuestion,
  label: 'Security question',
});

const question: Challenge = {
  type: 'SECURITY_QUESTION',
  viewData: {
    attributes: { question: 'What was the name of your first school?', hint: 'not read' },
  },
};

function token(
  primary: Challenge,
  alternatives: Challenge[] = [],
  actionType = 'IDENTITY__LOGIN',
): OneTimeTokenProperties {
  return {
    oneTimeToken: 'ott-host',
    actionType,
    challenges: [{ required: true, primaryChallenge: primary, alternatives }],
  };
}

function renderFlow(
  challenges: ChallengeDefinitions,
  provider: Omit<GatehouseProviderProps, 'children'> = {},
) {
  const onSuccess = vi.fn();
  render(
    <GatehouseProvider config={testConfig()} {...provider}>
      <ChallengeFlow ott="ott-host" onSuccess={onSuccess} challenges={challenges} />
    </GatehouseProvider>,
  );
  return { onSuccess };
}

describe('ChallengeFlow with a host-defined challenge type', () => {
  it('renders it with the attributes its own schema parsed (what it does not read is dropped)', async () => {
    server.use(scenarioHandlers.tokenStatus(token(question)));
    renderFlow({ SECURITY_QUESTION: securityQuestion });
    expect(
      await screen.findByRole('heading', { name: 'Answer your security question' }),
    ).toBeInTheDocument();
    expect(screen.getByText('What was the name of your first school?')).toBeInTheDocument();
    expect(screen.getByText('keys: question')).toBeInTheDocument();
  });

  it('gives its screen the challenge and the flow, which alone holds the token and the parsed attributes', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: Array<ChallengeProps<{ question: string }>> = [];
    const Probe = (props: ChallengeProps<{ question: string }>) => {
      seen.push(props);
      return (
        <Screen title="Answer your security question">
          <Button onClick={props.flow.showAlternates}>Try another way</Button>
        </Screen>
      );
    };
    server.use(scenarioHandlers.tokenStatus(token(question, [{ type: 'PUSH' }])));
    renderFlow({
      SECURITY_QUESTION: defineChallenge({ attributes: questionSchema, component: Probe }),
    });
    await screen.findByRole('heading', { name: 'Answer your security question' });
    const first = seen[0]!;
    expect(Object.keys(first).sort()).toEqual(['challenge', 'flow']);
    expect(first.challenge).toEqual(question);
    expect(first.flow.ott).toBe('ott-host');
    expect(first.flow.attributes).toEqual({ question: 'What was the name of your first school?' });
    // Back from the other ways: the same screen, the same token, the attributes parsed once.
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Answer your security question' });
    const last = seen.at(-1)!;
    expect(last.flow.ott).toBe('ott-host');
    expect(last.flow.attributes).toBe(first.flow.attributes);
  });

  it("reports to the host's error monitoring through the flow, without the codes expected in normal use", async () => {
    const user = userEvent.setup({ delay: null });
    const expected = new GatehouseError({ status: 404, code: 'ott_not_found' });
    const failed = new GatehouseError({ status: 500, code: 'unexpected.error' });
    const Reporter = ({ flow }: ChallengeProps) => (
      <Screen title="Answer your security question">
        <Button
          onClick={() => {
            flow.reportError(expected);
            flow.reportError(failed);
          }}
        >
          Report
        </Button>
      </Screen>
    );
    const onError = vi.fn();
    server.use(scenarioHandlers.tokenStatus(token(question)));
    renderFlow({ SECURITY_QUESTION: defineChallenge({ component: Reporter }) }, { onError });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(onError.mock.calls).toEqual([[failed]]);
  });

  it('names it by its own label on "Choose a 2-step verification method", plain text or read with the translator', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(scenarioHandlers.tokenStatus(token({ type: 'TOTP' }, [question, { type: 'PUSH' }])));
    renderFlow({
      SECURITY_QUESTION: securityQuestion,
      PUSH: { component: SecurityQuestion, label: (t) => `${t('challenge.method.SMS')} (host)` },
    });
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'Security question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text message (SMS) (host)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Security question' }));
    expect(await screen.findByText('What was the name of your first school?')).toBeInTheDocument();
  });

  it('shows its type when its definition has no label', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(scenarioHandlers.tokenStatus(token({ type: 'TOTP' }, [question])));
    renderFlow({ SECURITY_QUESTION: defineChallenge({ component: SecurityQuestion }) });
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'SECURITY_QUESTION' })).toBeInTheDocument();
  });

  it('attributes that fail its schema: the error screen, whose Retry reads the token again', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    server.use(
      scenarioHandlers.tokenStatus(
        token({ type: 'SECURITY_QUESTION', viewData: { attributes: { question: 7 } } }),
      ),
    );
    renderFlow({ SECURITY_QUESTION: securityQuestion });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Answer your security question' }),
    ).not.toBeInTheDocument();
    server.use(scenarioHandlers.tokenStatus(token(question)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('What was the name of your first school?')).toBeInTheDocument();
    expect(requests.count('GET', '/one-time-token/status')).toBe(2);
    requests.stop();
  });

  it('a challenge a screen switches to whose attributes do not fit: the error screen', async () => {
    const user = userEvent.setup({ delay: null });
    function SwitchToBroken({ flow }: ChallengeProps) {
      return (
        <Screen title="Switching">
          <Button
            onClick={() => flow.choose({ type: 'SECURITY_QUESTION', viewData: { attributes: {} } })}
          >
            Switch
          </Button>
        </Screen>
      );
    }
    server.use(scenarioHandlers.tokenStatus(token({ type: 'SWITCHER' })));
    renderFlow({
      SECURITY_QUESTION: securityQuestion,
      SWITCHER: defineChallenge({ component: SwitchToBroken }),
    });
    await user.click(await screen.findByRole('button', { name: 'Switch' }));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('is offered only where its availability check passes for what the host mounted', async () => {
    server.use(scenarioHandlers.tokenStatus(token(question, [{ type: 'TOTP' }])));
    const needsKey: ChallengeDefinitions = {
      SECURITY_QUESTION: { ...securityQuestion, available: (host) => host.questionVault === true },
    };
    const first = render(
      <GatehouseProvider config={testConfig()}>
        <ChallengeFlow ott="ott-host" onSuccess={vi.fn()} challenges={needsKey} />
      </GatehouseProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toBeInTheDocument();
    first.unmount();
    render(
      <HostCapability name="questionVault">
        <GatehouseProvider config={testConfig()}>
          <ChallengeFlow ott="ott-host" onSuccess={vi.fn()} challenges={needsKey} />
        </GatehouseProvider>
      </HostCapability>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Answer your security question' }),
    ).toBeInTheDocument();
  });

  it('a recovery definition stays behind "I don\'t have any of these"', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      scenarioHandlers.tokenStatus(
        token({ type: 'TOTP' }, [question, { type: 'PUSH' }], 'IDENTITY__RESET_PASSWORD'),
      ),
    );
    renderFlow({ SECURITY_QUESTION: { ...securityQuestion, recovery: true } });
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(
      await screen.findByRole('button', { name: 'Notification on your phone' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Security question' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "I don't have any of these" }));
    expect(await screen.findByText('What was the name of your first school?')).toBeInTheDocument();
  });

  it("shows a definition's contact line beside the phone line, one per channel", async () => {
    const user = userEvent.setup({ delay: null });
    const MagicLink = ({ flow }: ChallengeProps<{ email: string }>) => (
      <Screen title="Check your email">{flow.attributes.email}</Screen>
    );
    const magicLink = defineChallenge({
      attributes: z.object({ email: z.string() }),
      component: MagicLink,
      label: 'Email link',
      channel: 'email',
      contact: ({ email }) => `We'll email ${email}`,
    });
    server.use(
      scenarioHandlers.tokenStatus(
        token(
          {
            type: 'SMS',
            viewData: { attributes: { maskedPhoneNumber: '+44 ••••• •••789' } },
            availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
          },
          [
            { type: 'MAGIC_LINK', viewData: { attributes: { email: 'a•••@example.com' } } },
            { type: 'MAGIC_LINK', viewData: { attributes: { email: 'second@example.com' } } },
            { type: 'VOICE', viewData: { attributes: { maskedPhoneNumber: '+44 ••••• •••000' } } },
          ],
        ),
      ),
    );
    renderFlow({ MAGIC_LINK: magicLink });
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    expect(
      await screen.findByText("We'll use +44 ••••• •••789 for SMS, voice call and WhatsApp"),
    ).toBeInTheDocument();
    expect(screen.getByText("We'll email a•••@example.com")).toBeInTheDocument();
    expect(screen.queryByText("We'll email second@example.com")).not.toBeInTheDocument();
    expect(screen.queryByText(/•••000/)).not.toBeInTheDocument();
  });

  it("the host's texts win over the ones a definition brings", async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      scenarioHandlers.tokenStatus(
        token({ type: 'TOTP' }, [
          { type: 'SMS', availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }] },
        ]),
      ),
    );
    renderFlow(
      {},
      { messages: { 'challenge.method.SMS': 'Texto (SMS)', 'otp.title.TOTP': 'Código de tu app' } },
    );
    expect(await screen.findByRole('heading', { name: 'Código de tu app' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'Texto (SMS)' })).toBeInTheDocument();
  });

  it('removes a built-in type registered as undefined', async () => {
    server.use(scenarioHandlers.tokenStatus(token({ type: 'TOTP' }, [question])));
    renderFlow({ TOTP: undefined, SECURITY_QUESTION: securityQuestion });
    expect(
      await screen.findByRole('heading', { name: 'Answer your security question' }),
    ).toBeInTheDocument();
  });

  it('passes through the flow like a built-in challenge', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(scenarioHandlers.tokenStatus(token(question)));
    const { onSuccess } = renderFlow({ SECURITY_QUESTION: securityQuestion });
    await screen.findByRole('heading', { name: 'Answer your security question' });
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-host',
        actionType: 'IDENTITY__LOGIN',
        challenges: [],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        oneTimeToken: 'ott-host',
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  });
});
