import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, server, testConfig, setupMockServer } from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { PhoneNumberSettings, type PhoneNumberSettingsProps } from './PhoneNumberSettings';

// The mock keeps the user's numbers in memory, empty at the start of every test.
setupMockServer();

type User = ReturnType<typeof userEvent.setup>;
const path = '/gateway/v1/user/phone-numbers';
const contactHelp =
  '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out';

// Absolute URLs: the step-up wrapper makes a Request of every call, and Node's has no page to
// resolve against; its calls then reach the page's fetch as Requests, the challenge flow's as paths.
const config = testConfig({
  apiBaseUrl: window.location.origin,
  fetch: (input, init) =>
    globalThis.fetch(
      input instanceof Request ? input : new URL(String(input), window.location.href),
      init,
    ),
});

function renderSettings(
  props: Partial<PhoneNumberSettingsProps> = {},
  options: { strict?: boolean } = {},
) {
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const tree = (
    <GatehouseProvider config={config}>
      <PhoneNumberSettings onSuccess={onSuccess} onFailure={onFailure} {...props} />
    </GatehouseProvider>
  );
  const { unmount } = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { user: userEvent.setup({ delay: null }), onSuccess, onFailure, unmount };
}

const number = () => screen.getByLabelText('Phone number');
const save = () => screen.getByRole('button', { name: 'Save number' });
const approvalDialog = () =>
  screen.findByRole('dialog', { name: "Confirm it's you" }, { timeout: 3000 });

async function enterNumber(user: User, typed: string) {
  await user.type(number(), typed);
  await user.click(save());
}

async function enterCode(user: User, dialog: HTMLElement, code = '111111') {
  await user.type(
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 }),
    code,
  );
}

/** From the empty list: add `typed`, approve it by SMS, back to the list. */
async function addNumber(user: User, typed = '07700 900123') {
  await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
  await enterNumber(user, typed);
  await enterCode(user, await approvalDialog());
  await screen.findByRole('heading', { name: 'Your phone number is saved' });
  await user.click(screen.getByRole('button', { name: 'Back to your phone numbers' }));
  await screen.findByRole('heading', { name: 'Your phone numbers' });
}

describe('PhoneNumberSettings: the list', () => {
  it('shows loading, then the empty list with "Add a phone number", leaving focus where it was', async () => {
    renderSettings();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your phone numbers…');
    expect(
      await screen.findByText(
        "You haven't added a phone number yet. We use it to send you codes when you log in.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your phone numbers' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add a phone number' })).toBeEnabled();
  });

  it('a failed load: the error, then Retry shows the list', async () => {
    server.use(
      http.get(`*${path}`, () => new HttpResponse('<html>oops</html>', { status: 502 }), {
        once: true,
      }),
    );
    const { user, onFailure } = renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your phone numbers.");
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ status: 502, code: 'unexpected.error' }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Add a phone number' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the numbers with their type and a Change button each; no Add once there is a PRIMARY', async () => {
    const { user } = renderSettings();
    await addNumber(user);
    expect(screen.getByText('+447700900123')).toBeInTheDocument();
    expect(screen.getByText('Primary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change +447700900123' })).toHaveTextContent(
      'Change',
    );
    expect(screen.queryByRole('button', { name: 'Add a phone number' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your phone numbers' })).toHaveFocus();
  });

  it('shows one list under StrictMode (the first mount’s call dropped)', async () => {
    const requests = recordRequests();
    renderSettings({}, { strict: true });
    await screen.findByRole('button', { name: 'Add a phone number' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first mount's call is aborted by the StrictMode remount; one list reaches the screen.
    expect(requests.count('GET', path)).toBeLessThanOrEqual(2);
    expect(screen.getAllByRole('button', { name: 'Add a phone number' })).toHaveLength(1);
    requests.stop();
  });
});

describe('PhoneNumberSettings: adding and changing through step-up', () => {
  it('adds a number: the entry, the approval modal (SMS code to the new number), then saved', async () => {
    const requests = recordRequests();
    const { user, onSuccess } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    expect(screen.getByRole('heading', { name: 'Add a phone number' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    expect(number()).toHaveAttribute('autocomplete', 'tel-national');
    expect(number()).toBeRequired();
    expect(save()).toBeDisabled();
    await user.type(number(), ' - ');
    expect(save()).toBeDisabled();
    await user.clear(number());
    await enterNumber(user, '07700 900123');

    const dialog = await approvalDialog();
    expect(
      await within(dialog).findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('We sent it to +44 ••••• ••0123.')).toBeInTheDocument();
    expect(save()).toHaveAttribute('aria-busy', 'true');
    await enterCode(user, dialog);

    const saved = await screen.findByRole('heading', { name: 'Your phone number is saved' });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      '+447700900123 is now your phone number. Approved with your 2-step verification.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith({
      phoneNumber: { id: 101, type: 'PRIMARY', phoneNumber: '+447700900123' },
      approvalResult: 'APPROVED',
    });
    // Once without the approval, once with it.
    expect(requests.count('POST', path)).toBe(2);
    requests.stop();
  });

  it('changes to a landline: the approval falls back to the voice code', async () => {
    const { user, onSuccess } = renderSettings();
    await addNumber(user);
    await user.click(screen.getByRole('button', { name: 'Change +447700900123' }));
    expect(screen.getByRole('heading', { name: 'Enter your new phone number' })).toHaveFocus();
    expect(
      screen.getByText(
        "This replaces +447700900123. We'll send a code to the new number to check it's yours.",
      ),
    ).toBeInTheDocument();
    await enterNumber(user, '020 7946 3333');
    const dialog = await approvalDialog();
    expect(
      await within(dialog).findByRole(
        'heading',
        { name: 'Enter the code we read out to you' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    await enterCode(user, dialog);
    expect(
      await screen.findByText(/\+442079463333 is now your phone number\./),
    ).toBeInTheDocument();
    expect(onSuccess).toHaveBeenLastCalledWith({
      phoneNumber: { id: 101, type: 'PRIMARY', phoneNumber: '+442079463333' },
      approvalResult: 'APPROVED',
    });
    await user.click(screen.getByRole('button', { name: 'Back to your phone numbers' }));
    expect(await screen.findByRole('button', { name: 'Change +442079463333' })).toBeInTheDocument();
  });

  it('closing the approval modal returns to the entry with a calm message, nothing saved', async () => {
    const requests = recordRequests();
    const { user, onFailure, onSuccess } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await enterNumber(user, '07700 900123');
    const dialog = await approvalDialog();
    await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        'You closed the check, so your phone number was not saved. You can try again when you are ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a phone number' })).toBeInTheDocument();
    expect(number()).toHaveValue('07700 900123');
    expect(save()).toBeEnabled();
    expect(save()).toHaveFocus();
    expect(onFailure).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(requests.count('POST', path)).toBe(1);
    requests.stop();

    // Trying again opens a new approval.
    await user.click(save());
    await enterCode(user, await approvalDialog());
    expect(
      await screen.findByRole('heading', { name: 'Your phone number is saved' }),
    ).toBeInTheDocument();
  });

  it('Cancel goes back to the list', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Your phone numbers' })).toHaveFocus();
  });

  it.each([
    ['duplicated_phone_number', '07700 900000'],
    ['phone.number.repeated', '07700 901111'],
  ])(
    '%s: the two duplicate screens, no approval asked, and Back keeps the number',
    async (code, typed) => {
      const { user, onFailure } = renderSettings();
      await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
      await enterNumber(user, typed);
      expect(
        await screen.findByRole('heading', { name: 'Do you recognise this email?' }),
      ).toHaveFocus();
      expect(
        screen.getByText(
          'This phone number is already linked to an account with the email j•••@example.com.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code }));
      await user.click(screen.getByRole('button', { name: 'No' }));
      expect(
        await screen.findByRole('heading', { name: 'Can you still access this email?' }),
      ).toHaveFocus();
      expect(screen.getByRole('link', { name: 'No' })).toHaveAttribute('href', contactHelp);
      await user.click(screen.getByRole('button', { name: 'Back to change the number' }));
      expect(await screen.findByRole('heading', { name: 'Add a phone number' })).toHaveFocus();
      expect(number()).toHaveValue(typed);
    },
  );

  it('a blocked number: the message with the help article and the contact link', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await enterNumber(user, '07700 902222');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This phone number is blocked. We can't send codes to it.");
    // Alert actions pass the navigation gate: absolute hrefs on the page's origin.
    expect(within(alert).getByRole('link', { name: 'Why is a number blocked?' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/articles/blocked-phone-number`,
    );
    expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `${window.location.origin}${contactHelp}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('another failure: the text, and Save tries again', async () => {
    server.use(
      http.post(`*${path}`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await enterNumber(user, '07700 900123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await user.click(save());
    await enterCode(user, await approvalDialog());
    expect(
      await screen.findByRole('heading', { name: 'Your phone number is saved' }),
    ).toBeInTheDocument();
  });

  it('can be completed with the keyboard only', async () => {
    const { user } = renderSettings();
    await screen.findByRole('button', { name: 'Add a phone number' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a phone number' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Add a phone number' });
    await user.tab(); // country
    await user.tab(); // number
    expect(number()).toHaveFocus();
    await user.keyboard('07700 900123{Enter}');
    const dialog = await approvalDialog();
    const code = await within(dialog).findByLabelText('6-digit code', undefined, { timeout: 3000 });
    // The modal opens on its title; the code field is a few Tabs away, inside the dialog.
    for (let presses = 0; presses < 6 && document.activeElement !== code; presses += 1)
      await user.tab();
    expect(code).toHaveFocus();
    await user.keyboard('111111');
    expect(
      await screen.findByRole('heading', { name: 'Your phone number is saved' }),
    ).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back to your phone numbers' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Change +447700900123' })).toBeInTheDocument();
  });

  it('unmounting mid-approval closes the modal and calls nothing', async () => {
    const { user, onSuccess, onFailure, unmount } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    await enterNumber(user, '07700 900123');
    await approvalDialog();
    unmount();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await delay(20);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
