import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
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
import { GatehouseProvider } from '../../provider/GatehouseProvider';

setupMockServer();

const verifyPath = '/gateway/identity/api/v1/one-time-token/phone-guess/verify';

function renderFlow(props: Omit<ChallengeFlowProps, 'onSuccess'>, config = testConfig()) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={config}>
      <ChallengeFlow onSuccess={onSuccess} {...props} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, config };
}

/** Records the JSON bodies of the phone-guess verifies. */
function recordBodies() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.url.endsWith('/phone-guess/verify')) bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

const field = () => screen.getByLabelText('Missing digits of your phone number');
const submit = () => screen.getByRole('button', { name: 'Continue' });
const title = () => screen.findByRole('heading', { name: 'Confirm your phone number' });

describe('PhoneGuessChallenge', () => {
  it('shows the header, message and the known digits around a labelled numeric input', async () => {
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test') });
    expect(await title()).toBeInTheDocument();
    expect(
      screen.getByText(
        'To check it is you, enter the missing digits of the phone number on your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('+44 77')).toBeInTheDocument();
    expect(screen.getByText('89')).toBeInTheDocument();
    const input = field();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAccessibleDescription(
      'Enter the 6 missing digits. Your phone number starts with +44 77 and ends with 89.',
    );
    // The known digits sit before and after the input, in reading order.
    const row = input.parentElement!;
    expect(row.textContent).toBe('+44 7789');
    expect(row.firstElementChild).toHaveTextContent('+44 77');
    expect(row.lastElementChild).toHaveTextContent('89');
  });

  it('passes with 009001, sent as text with its leading zero', async () => {
    const user = userEvent.setup({ delay: null });
    const record = recordBodies();
    const ott = await oneTimeTokenFor('phone-guess@gatehouse.test');
    const { onSuccess } = renderFlow({ ott });
    await title();
    await user.type(field(), '009001');
    expect(field()).toHaveValue('009001');
    await user.click(submit());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(record.bodies).toEqual([{ missingNumbers: '009001' }]);
    record.stop();
  });

  it('keeps the input to the number of hidden digits, and digits only', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test') });
    await title();
    await user.type(field(), '0a09-00123');
    expect(field()).toHaveValue('009001');
  });

  it('cleans a pasted number of spaces and dashes before cutting it', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test') });
    await title();
    await user.click(field());
    await user.paste('00 90-01');
    expect(field()).toHaveValue('009001');
    await user.paste('7');
    expect(field()).toHaveValue('009001');
  });

  it('cuts to a hiddenNumbers given as a string', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-guess',
        actionType: 'IDENTITY__LOGIN',
        challenges: [
          {
            required: true,
            primaryChallenge: {
              type: 'PHONE_GUESS',
              viewData: { attributes: { lastPhoneNumbers: '89', hiddenNumbers: '3' } },
            },
          },
        ],
      }),
    );
    renderFlow({ ott: 'ott-guess' });
    // No header or message in the data: the catalogue texts.
    expect(await title()).toBeInTheDocument();
    expect(
      screen.getByText('Enter the missing digits of the phone number on your account.'),
    ).toBeInTheDocument();
    await user.type(field(), '12345');
    expect(field()).toHaveValue('123');
    expect(field()).toHaveAccessibleDescription(
      'Enter the 3 missing digits. Your phone number ends with 89.',
    );
  });

  it('says "Please fill this field" when empty, focuses the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test') });
    await title();
    await user.click(submit());
    expect(screen.getByText('Please fill this field')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.count('POST', '/phone-guess/verify')).toBe(0);
    await user.type(field(), '1');
    expect(screen.queryByText('Please fill this field')).not.toBeInTheDocument();
    requests.stop();
  });

  it('shows the server message for a wrong guess on the focused field, then passes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSuccess } = renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test') });
    await title();
    await user.type(field(), '123456{Enter}');
    const message = "Those digits don't match your phone number. Please try again.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.type(field(), '009001{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('shows the loading state while the digits are checked, and sends one request for a double Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = recordRequests();
    server.use(scenarioHandlers.pending(verifyPath));
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test') });
    await title();
    await user.type(field(), '009001');
    await user.keyboard('{Enter}{Enter}');
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(requests.count('POST', '/phone-guess/verify')).toBe(1);
    requests.stop();
  });

  it('goes to /logout when the attempts are used up', async () => {
    const user = userEvent.setup({ delay: null });
    const { config } = renderFlow({
      ott: await oneTimeTokenFor('phone-guess-locked@gatehouse.test'),
    });
    await title();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.clear(field());
      await user.type(field(), '111111{Enter}');
      await screen.findByText("Those digits don't match your phone number. Please try again.");
    }
    await user.clear(field());
    await user.type(field(), '009001{Enter}');
    await waitFor(() =>
      expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/logout`),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please log in again.');
    expect(field()).toBeDisabled();
  });

  it('hands a server error without a body to onFailure', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn();
    server.use(scenarioHandlers.failing(verifyPath, 500));
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test'), onFailure });
    await title();
    await user.type(field(), '009001{Enter}');
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500, code: 'unexpected.error' }),
      ),
    );
  });

  it('shows "Something went wrong." at the field for a failure without a message', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn();
    server.use(scenarioHandlers.failing(verifyPath, 400));
    renderFlow({ ott: await oneTimeTokenFor('phone-guess@gatehouse.test'), onFailure });
    await title();
    await user.type(field(), '009001{Enter}');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('acts on no late answer after it unmounts mid-request', async () => {
    const user = userEvent.setup({ delay: null });
    const onFailure = vi.fn();
    const { unmount, config, onSuccess } = renderFlow({
      ott: await oneTimeTokenFor('phone-guess@gatehouse.test'),
      onFailure,
    });
    await title();
    // The answer comes after the unmount, and would send the user to /logout.
    const late = lateAnswer('post', `*${verifyPath}`, () =>
      HttpResponse.json({ code: 'attempt_limit_reached' }, { status: 429 }),
    );
    await user.type(field(), '009001{Enter}');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    const requests = recordRequests();
    unmount();
    late.answer();
    await late.answered;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests.all).toEqual([]);
    expect(config.navigation.assign).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    requests.stop();
  });
});
