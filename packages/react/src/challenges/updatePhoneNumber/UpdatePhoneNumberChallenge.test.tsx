import { createClient, type GatehouseError } from '@gatehouse-auth/core';
import { requestChangePhoneNumberToken } from '@gatehouse-auth/core/internal';
import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  holdRequests,
  oneTimeTokenFor,
  server,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import { availableDefinitions } from '../../registry/availableDefinitions';
import { defaultChallenges } from '../defaultChallenges';

setupMockServer();

const verifyPath = '*/gateway/v1/one-time-token/phone-number/verify';
const title = 'Enter your new phone number';

/** A phone-change token from the mock, as the change page receives it. */
async function changeToken(): Promise<string> {
  const login = await oneTimeTokenFor('change-phone@gatehouse.test');
  return requestChangePhoneNumberToken(createClient(testConfig()), { ott: login });
}

/** Records the verify calls (body and headers) while the mock answers them. */
function recordVerifies() {
  const calls: Array<{ body: unknown; ott: string | null; clientId: string | null }> = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.endsWith('/phone-number/verify')) return;
    const ott = request.headers.get('One-Time-Token');
    const clientId = request.headers.get('X-Client-Id');
    void request
      .clone()
      .json()
      .then((body: unknown) => calls.push({ body, ott, clientId }));
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

function renderFlow(ott: string) {
  const onSuccess = vi.fn();
  const onError = vi.fn<(error: GatehouseError) => void>();
  const view = render(
    <GatehouseProvider config={testConfig()} onError={onError}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, onError };
}

const numberField = () => screen.getByLabelText('Phone number');
const countryField = () => screen.getByLabelText('Country code');
const submitButton = () => screen.getByRole('button', { name: 'Save phone number' });

describe('UPDATE_PHONE_NUMBER', () => {
  it('is a built-in challenge', () => {
    expect(Object.hasOwn(availableDefinitions(defaultChallenges, {}), 'UPDATE_PHONE_NUMBER')).toBe(
      true,
    );
  });

  it('saves the new number in E.164 with the change token, then the flow completes', async () => {
    const user = userEvent.setup({ delay: null });
    const verifies = recordVerifies();
    const ott = await changeToken();
    const { onSuccess } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(numberField()).toHaveAttribute('autocomplete', 'tel-national');
    expect(numberField()).toHaveAttribute('type', 'tel');
    expect(numberField()).toHaveAttribute('inputmode', 'tel');
    // The challenge's iso2CountryCode (GB) is the first choice.
    expect(countryField()).toHaveValue('GB');
    expect(screen.getByRole('option', { name: 'United Kingdom (+44)' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.type(numberField(), '07700 900123');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        oneTimeToken: ott,
        actionType: 'IDENTITY__CHANGE_PHONE_NUMBER',
      }),
    );
    expect(verifies.calls).toEqual([
      { body: { newPhoneNumber: '+447700900123' }, ott, clientId: 'gatehouse-web' },
    ]);
    verifies.stop();
  });

  it('says "Please fill this field" when the field is left empty, and keeps submit disabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(numberField());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill this field');
    expect(submitButton()).toBeDisabled();

    await user.type(numberField(), '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(numberField());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill this field');
    // Spaces and dashes alone are still empty.
    await user.type(numberField(), ' - ');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill this field');
    // Leaving the calling code does not complain.
    await user.clear(numberField());
    await user.type(numberField(), '7');
    await user.click(countryField());
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a duplicated number as the server says it, and saves a corrected one', async () => {
    const user = userEvent.setup({ delay: null });
    const verifies = recordVerifies();
    const { onSuccess, onError } = renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await user.type(numberField(), '07700 900000');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This phone number is already linked to another account.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
    // A refused number is the user's to fix, not a fault to monitor.
    expect(onError).not.toHaveBeenCalled();

    // Editing the number takes the stale message away.
    await user.type(numberField(), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(numberField());
    await user.type(numberField(), '07700 900124{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(verifies.calls.map((call) => call.body)).toEqual([
      { newPhoneNumber: '+447700900000' },
      { newPhoneNumber: '+447700900124' },
    ]);
    verifies.stop();
  });

  it('shows an invalid number as the server says it', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await user.type(numberField(), '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid phone number.',
    );
  });

  it('renders server text as text, never as markup', async () => {
    server.use(
      http.post(verifyPath, () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'duplicated_phone_number', message: '<img src=x onerror=alert(1)>Taken.' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { container } = renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await user.type(numberField(), '07700 900123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Taken.');
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes another calling code, dropping the national leading 0', async () => {
    const user = userEvent.setup({ delay: null });
    const verifies = recordVerifies();
    const { onSuccess } = renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await user.selectOptions(countryField(), 'FR');
    await user.type(numberField(), '06 12 34 56 78{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(verifies.calls[0]?.body).toEqual({ newPhoneNumber: '+33612345678' });
    verifies.stop();
  });

  it('shows the SMS consent notice for a US number', async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    expect(screen.queryByRole('link', { name: 'Terms and Conditions' })).not.toBeInTheDocument();
    await user.selectOptions(countryField(), 'US');
    await user.type(numberField(), '2025550123');
    expect(screen.getByText(/you agree to get text messages from us/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await user.selectOptions(countryField(), 'GB');
    await user.clear(numberField());
    await user.type(numberField(), '+1 202 555 0123');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
  });

  it('shows the retry text for a server fault, tells monitoring, and lets the user try again', async () => {
    let calls = 0;
    server.use(
      http.post(verifyPath, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : undefined;
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { onSuccess, onError } = renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await user.type(numberField(), '07700 900123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    await user.click(submitButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('sends one verify for a double Enter, and says it is saving', async () => {
    // The verify stays on its way until the test has looked at the saving state.
    const verify = holdRequests('post', verifyPath);
    const user = userEvent.setup({ delay: null });
    const verifies = recordVerifies();
    const { onSuccess } = renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await user.type(numberField(), '07700 900123');
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Saving your new phone number…');
    expect(numberField()).toHaveValue('07700 900123');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    verify.release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(verifies.calls).toHaveLength(1);
    verifies.stop();
  });

  it('sends one verify for two submits that come before the screen shows it is saving', async () => {
    const verifies = recordVerifies();
    const { onSuccess } = renderFlow(await changeToken());
    await screen.findByRole('heading', { name: title });
    await userEvent.setup({ delay: null }).type(numberField(), '07700 900123');
    const form = numberField().closest('form')!;
    // One batch: the second submit still sees the screen as it was before the first.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(verifies.calls).toHaveLength(1);
    verifies.stop();
  });

  it("uses the challenge's header, message and country when it has them", async () => {
    server.use(
      scenarioHandlers.tokenStatus({
        oneTimeToken: 'ott-update',
        actionType: 'IDENTITY__CHANGE_PHONE_NUMBER',
        challenges: [
          {
            required: true,
            primaryChallenge: {
              type: 'UPDATE_PHONE_NUMBER',
              viewData: {
                attributes: {
                  header: 'Your new number',
                  message: 'We will text it a code.',
                  iso2CountryCode: 'DE',
                },
              },
            },
          },
        ],
      }),
    );
    renderFlow('ott-update');
    expect(await screen.findByRole('heading', { name: 'Your new number' })).toBeInTheDocument();
    expect(screen.getByText('We will text it a code.')).toBeInTheDocument();
    expect(countryField()).toHaveValue('DE');
    expect(screen.getByRole('form', { name: 'Your new number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save phone number' })).toBeDisabled();
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSuccess } = renderFlow(await changeToken());
    const heading = await screen.findByRole('heading', { name: title });
    heading.focus();
    await user.tab();
    expect(countryField()).toHaveFocus();
    await user.tab();
    expect(numberField()).toHaveFocus();
    await user.keyboard('07700900123{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });
});
