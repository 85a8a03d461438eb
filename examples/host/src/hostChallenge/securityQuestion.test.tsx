import { createClient, login, type GatehouseConfig } from '@gatehouse-auth/core';
import { MOCK_PASSWORD, resetMockState } from '@gatehouse-auth/mock-api';
import { createMockServer } from '@gatehouse-auth/mock-api/node';
import { ChallengeFlow } from '@gatehouse-auth/react';
import { GatehouseProvider } from '@gatehouse-auth/react/provider';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostChallenges } from './securityQuestion';
import { securityQuestionMock, securityQuestionTestData } from './securityQuestion.mock';

// The mock API with Acme's own challenge added, as the example app starts it.
const server = createMockServer({ challenges: [securityQuestionMock] });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const { question, answer, email } = securityQuestionTestData;
const wrongMessage = 'That answer is not right. Please try again.';
const verifyUrl = `*/gateway/identity/api/v1${securityQuestionTestData.verifyPath}`;

function testConfig() {
  const navigation = {
    origin: () => window.location.origin,
    hostname: () => 'app.example.test',
    assign: vi.fn(),
  };
  const config: GatehouseConfig = {
    // jsdom's fetch needs absolute addresses; the page's own origin stands in for the site.
    fetch: (input, init) => globalThis.fetch(new URL(String(input), window.location.href), init),
    navigation,
  };
  return { config, navigation };
}

/** Logs the scenario account in against the mock and shows the flow its token demands. */
async function renderChallenge() {
  const { config, navigation } = testConfig();
  const ott = await login(createClient(config), { email, password: MOCK_PASSWORD });
  const onSuccess = vi.fn();
  render(
    <GatehouseProvider config={config} challenges={hostChallenges}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  await screen.findByRole('heading', { name: 'Answer your security question' });
  return { ott, onSuccess, navigation, user: userEvent.setup({ delay: null }) };
}

/** The JSON bodies the verify route received. */
function recordAnswers() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.url.endsWith(securityQuestionTestData.verifyPath))
      bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  return bodies;
}

const field = () => screen.getByLabelText('Your answer');
const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('SECURITY_QUESTION, a challenge type the host defines', () => {
  it('shows the question from its attributes and passes with the right answer, trimmed and in any case', async () => {
    const bodies = recordAnswers();
    const { user, onSuccess, ott } = await renderChallenge();
    expect(screen.getByText(question)).toBeInTheDocument();
    await user.type(field(), `  ${answer.toUpperCase()} `);
    await user.click(submit());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(bodies).toEqual([{ answer: answer.toUpperCase() }]);
  });

  it("shows the server's message under the field for a wrong answer, and hands focus back to the field", async () => {
    const { user } = await renderChallenge();
    await user.type(field(), 'Riverside{Enter}');
    expect(await screen.findByText(wrongMessage)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(wrongMessage);
    expect(field()).toHaveFocus();
    // Typing again clears the message.
    await user.type(field(), 'x');
    expect(screen.queryByText(wrongMessage)).not.toBeInTheDocument();
  });

  it("renders the server's message as text, markup and all", async () => {
    server.use(
      http.post(verifyUrl, () =>
        HttpResponse.json({ code: 'invalid_answer', message: '<b>Not</b> right' }, { status: 400 }),
      ),
    );
    const { user } = await renderChallenge();
    await user.type(field(), 'Riverside{Enter}');
    const message = await screen.findByText('<b>Not</b> right');
    expect(message.querySelector('b')).toBeNull();
  });

  it('asks for an answer before sending anything', async () => {
    const bodies = recordAnswers();
    const { user } = await renderChallenge();
    await user.type(field(), '   ');
    await user.click(submit());
    expect(screen.getByText('Please fill this field')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('logs out at the attempt limit (429 attempt_limit_reached), like the built-in challenges', async () => {
    const { user, navigation, onSuccess } = await renderChallenge();
    for (let attempt = 0; attempt < securityQuestionTestData.attemptLimit; attempt += 1) {
      await user.clear(field());
      await user.type(field(), `wrong ${attempt}{Enter}`);
      await screen.findByText(wrongMessage);
    }
    await user.clear(field());
    await user.type(field(), `${answer}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please log in again.',
    );
    expect(navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/logout`);
    expect(field()).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the flow’s error screen for a server error without a body', async () => {
    server.use(http.post(verifyUrl, () => new HttpResponse(null, { status: 503 })));
    const { user } = await renderChallenge();
    await user.type(field(), `${answer}{Enter}`);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers the SMS alternative, and is named by its own label among the other ways', async () => {
    const { user } = await renderChallenge();
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    await user.click(await screen.findByRole('button', { name: 'Text message (SMS)' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another way' }));
    expect(await screen.findByRole('button', { name: 'Security question' })).toBeInTheDocument();
  });
});
