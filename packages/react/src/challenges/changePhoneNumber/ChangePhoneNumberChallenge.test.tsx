import type { GatehouseError } from '@gatehouse-auth/core';
import { changePhoneNumberChallenge } from '@gatehouse-auth/core/internal';
import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  lateAnswer,
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow, type ChallengeFlowProps } from '../../challengeFlow/ChallengeFlow';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { availableDefinitions } from '../../registry/availableDefinitions';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { defaultChallenges } from '../defaultChallenges';

setupMockServer();

const ottPath = '*/gateway/identity/api/v1/phone-change/ott';
const introTitle = "Can't use your phone number any more?";
const requirementsTitle = 'Change your phone number';
const timing = 'Verifying your documents usually takes 10 minutes but can take up to 1 day.';

/** Focus moves once the screen's effects have run (a lazy challenge mounts a moment after its chunk arrives). */
async function expectFocus(element: Promise<HTMLElement>) {
  const found = await element;
  await waitFor(() => expect(found).toHaveFocus());
}

function renderFlow(ott: string, props: Partial<ChallengeFlowProps> = {}) {
  const config = testConfig();
  const onError = vi.fn<(error: GatehouseError) => void>();
  const view = render(
    <GatehouseProvider config={config} onError={onError}>
      <ChallengeFlow ott={ott} onSuccess={vi.fn()} {...props} />
    </GatehouseProvider>,
  );
  return { ...view, navigation: config.navigation, onError };
}

/** From the SMS screen: "Try another way", then "I don't have any of these". */
async function openRecovery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Try another way' }));
  await user.click(await screen.findByRole('button', { name: "I don't have any of these" }));
  return screen.findByRole('heading', { name: introTitle });
}

async function toRequirements(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('heading', { name: requirementsTitle });
}

describe('INITIATE_CHANGE_PHONE_NUMBER_FLOW', () => {
  it('is a built-in challenge, so the flow offers it', () => {
    expect(
      Object.hasOwn(
        availableDefinitions(defaultChallenges, {}),
        'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
      ),
    ).toBe(true);
  });

  it('"I don\'t have any of these" → the intro → "Change your phone number" → Continue → the change page with the new token', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const seen: Array<{ ott: string | null; clientId: string | null; body: string }> = [];
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/phone-change/ott')) return;
      void request
        .clone()
        .text()
        .then((body) =>
          seen.push({
            ott: request.headers.get('One-Time-Token'),
            clientId: request.headers.get('X-Client-Id'),
            body,
          }),
        );
    };
    server.events.on('request:start', listener);
    const ott = await oneTimeTokenFor('change-phone@gatehouse.test');
    const { navigation, onError } = renderFlow(ott);

    const intro = await openRecovery(user);
    await waitFor(() => expect(intro).toHaveFocus());
    expect(
      screen.getByText(/If you've lost your phone or changed your number/),
    ).toBeInTheDocument();
    // No server fallback action: no fallback link.
    expect(screen.queryByRole('link', { name: 'Get help' })).not.toBeInTheDocument();

    const requirements = await toRequirements(user);
    await waitFor(() => expect(requirements).toHaveFocus());
    const list = screen.getByRole('list', { name: "To change your phone number, you'll need:" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A selfie of you holding your passport or ID',
      'Access to your new phone number',
      'Your documents verified',
    ]);
    expect(screen.getByText(timing)).toBeInTheDocument();
    expect(requests.count('POST', '/phone-change/ott')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    const [target] = navigation.assign.mock.calls[0] as [string];
    expect(target.startsWith(`${window.location.origin}/login/change-phone-number#`)).toBe(true);
    expect(target.slice(window.location.origin.length)).toMatch(
      /^\/login\/change-phone-number#\/\?code=ott-phone-change-[0-9a-f-]+&skipIntro=true$/,
    );
    expect(seen).toEqual([{ ott, clientId: 'gatehouse-web', body: '' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to change your phone number…');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(onError).not.toHaveBeenCalled();
    server.events.removeListener('request:start', listener);
    requests.stop();
  });

  it('goes to the bare change page when the token call fails, and tells monitoring', async () => {
    const user = userEvent.setup({ delay: null });
    const { navigation, onError } = renderFlow(
      await oneTimeTokenFor('change-phone-down@gatehouse.test'),
    );
    await openRecovery(user);
    await toRequirements(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        `${window.location.origin}/login/change-phone-number`,
      ),
    );
    expect(navigation.assign).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });

  it('goes to the bare change page when the answer has no token', async () => {
    server.use(http.post(ottPath, () => HttpResponse.json({ oneTimeTokenProperties: {} })));
    const user = userEvent.setup({ delay: null });
    const { navigation } = renderFlow(await oneTimeTokenFor('change-phone@gatehouse.test'));
    await openRecovery(user);
    await toRequirements(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        `${window.location.origin}/login/change-phone-number`,
      ),
    );
  });

  it('sends one token call for a double click', async () => {
    // The token call stays on its way until both clicks are in.
    const token = lateAnswer('post', ottPath, () =>
      HttpResponse.json({ oneTimeTokenProperties: { oneTimeToken: 'ott-phone-change-x' } }),
    );
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    const { navigation } = renderFlow(await oneTimeTokenFor('change-phone@gatehouse.test'));
    await openRecovery(user);
    await toRequirements(user);
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(requests.count('POST', '/phone-change/ott')).toBe(1));
    token.answer();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    expect(requests.count('POST', '/phone-change/ott')).toBe(1);
    expect(navigation.assign).toHaveBeenCalledWith(
      `${window.location.origin}/login/change-phone-number#/?code=ott-phone-change-x&skipIntro=true`,
    );
    requests.stop();
  });

  it('navigates nowhere once the screen is gone', async () => {
    // The token call answers only after the unmount.
    const token = lateAnswer('post', ottPath, () =>
      HttpResponse.json({ oneTimeTokenProperties: { oneTimeToken: 'ott-phone-change-x' } }),
    );
    const user = userEvent.setup({ delay: null });
    const { navigation, unmount } = renderFlow(
      await oneTimeTokenFor('change-phone@gatehouse.test'),
    );
    await openRecovery(user);
    await toRequirements(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    unmount();
    token.answer();
    await token.answered;
    await act(() => delay(20));
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('Back returns to the intro; "Try another way" returns to the methods', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await oneTimeTokenFor('change-phone@gatehouse.test'));
    await openRecovery(user);
    await toRequirements(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectFocus(screen.findByRole('heading', { name: introTitle }));
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await expectFocus(
      screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    );
    // The SMS code it replaced is among the ways now.
    await user.click(screen.getByRole('button', { name: 'Text message (SMS)' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
  });

  it("shows the server's header, message and fallback link when the challenge has them", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await oneTimeTokenFor('change-phone-offered@gatehouse.test'));
    await user.click(await screen.findByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Change your phone number' }));
    await expectFocus(screen.findByRole('heading', { name: 'Lost your phone?' }));
    expect(
      screen.getByText('Change the phone number on your account to get your codes again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us instead' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/contact/flows/logged-out/trouble-logging-in`,
    );
    await toRequirements(user);
  });

  it('never links a fallback action off the site, and labels a site one by default', async () => {
    const offered = (action: string, label?: string) =>
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-fallback',
        actionType: 'IDENTITY__LOGIN',
        challenges: [
          {
            required: true,
            primaryChallenge: {
              type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
              viewData: { attributes: { fallbackAction: { action, label } } },
            },
          },
        ],
      });
    server.use(offered('https://evil.example/help', 'Evil help'));
    const first = renderFlow('ott-fallback');
    expect(await screen.findByRole('heading', { name: introTitle })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // No other ways: no "Try another way".
    expect(screen.queryByRole('button', { name: 'Try another way' })).not.toBeInTheDocument();
    first.unmount();

    // Each of these passed the old same-origin check and kept only its path, `//evil.example/help`.
    for (const disguised of [
      `${window.location.origin}//evil.example/help`,
      '/.//evil.example/help',
      '/x/..//evil.example/help',
    ]) {
      server.use(offered(disguised, 'Evil help'));
      const view = renderFlow('ott-fallback');
      expect(await screen.findByRole('heading', { name: introTitle })).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      view.unmount();
    }

    server.use(offered('/help/phone'));
    renderFlow('ott-fallback');
    expect(await screen.findByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/phone`,
    );
  });

  it("is where a face-match fallback's flow.choose(changePhoneNumberChallenge) lands", async () => {
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-face',
        actionType: 'IDENTITY__LOGIN',
        challenges: [
          {
            required: true,
            primaryChallenge: { type: 'FACE_MATCH' },
            alternatives: [{ type: 'TOTP' }],
          },
        ],
      }),
    );
    const FaceMatch = ({ flow }: ChallengeProps) => (
      <Screen title="Video selfie">
        <Button onClick={() => flow.choose(changePhoneNumberChallenge)}>Check manually</Button>
      </Screen>
    );
    const user = userEvent.setup({ delay: null });
    renderFlow('ott-face', {
      challenges: {
        FACE_MATCH: {
          ...defaultChallenges.FACE_MATCH,
          component: FaceMatch,
          available: () => true,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Check manually' }));
    await expectFocus(screen.findByRole('heading', { name: introTitle }));
    // The face match it replaced is among the other ways.
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'Authenticator app' })).toBeInTheDocument();
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    const { navigation } = renderFlow(await oneTimeTokenFor('change-phone@gatehouse.test'));
    await screen.findByRole('button', { name: 'Try another way' });
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    const none = await screen.findByRole('button', { name: "I don't have any of these" });
    none.focus();
    await user.keyboard('{Enter}');
    await expectFocus(screen.findByRole('heading', { name: introTitle }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectFocus(screen.findByRole('heading', { name: requirementsTitle }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
  });
});

describe('ChangePhoneNumberIntro on a host page', () => {
  it('takes no focus on mount, and Continue moves focus to the next screen', async () => {
    const user = userEvent.setup({ delay: null });
    const { ChangePhoneNumberIntro } = await import('./ChangePhoneNumberIntro');
    render(
      <GatehouseProvider config={testConfig()}>
        <ChangePhoneNumberIntro onContinue={vi.fn()} />
      </GatehouseProvider>,
    );
    const intro = screen.getByRole('heading', { name: introTitle });
    expect(intro).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectFocus(screen.findByRole('heading', { name: requirementsTitle }));
  });
});
