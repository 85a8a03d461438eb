import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterCode, expectCodeScreen, expectScreen, pending } from '../../../../.storybook/helpers';
import { PhoneNumberSettings } from './PhoneNumberSettings';

/**
 * The logged-in phone settings against the mock API, which starts every story with no number.
 * Saves go through step-up: the approval modal asks for the code sent to the new number (111111).
 * The number's last four digits pick the answer (packages/mock-api/README.md): 0000 / 1111
 * duplicate, 2222 blocked, 3333 a landline (voice code).
 */
const meta = {
  title: 'Account/PhoneNumberSettings',
  component: PhoneNumberSettings,
  args: { onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof PhoneNumberSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/gateway/v1/user/phone-numbers';
/** The approval modal is portalled to the body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

async function openEntry(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Add a phone number' }),
  );
  await expectScreen(canvasElement, 'Add a phone number');
}

async function submitNumber(canvasElement: HTMLElement, typed: string) {
  await userEvent.type(within(canvasElement).getByLabelText('Phone number'), typed);
  await userEvent.click(button(canvasElement, 'Save number'));
}

async function approvalModal(canvasElement: HTMLElement, code: 'SMS' | 'VOICE' = 'SMS') {
  const dialog = await page(canvasElement).findByRole('dialog', { name: "Confirm it's you" });
  await expectCodeScreen(dialog, code);
  return dialog;
}

/** Adds +447700900123 through the approval and returns to the list. */
async function addNumber(canvasElement: HTMLElement) {
  await openEntry(canvasElement);
  await submitNumber(canvasElement, '07700 900123');
  await enterCode(await approvalModal(canvasElement));
  await expectScreen(canvasElement, 'Your phone number is saved');
  await userEvent.click(button(canvasElement, 'Back to your phone numbers'));
  await expectScreen(canvasElement, 'Your phone numbers');
}

/** The list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(path)] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your phone numbers…',
    );
  },
};

/** No number yet: 'Add a phone number'. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Add a phone number' }),
    ).toBeEnabled();
    await expect(
      within(canvasElement).getByText(/You haven't added a phone number yet/),
    ).toBeVisible();
  },
};

/** The list failed to load: the error and Retry. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${path}`, () => new HttpResponse(null, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your phone numbers.");
    await expect(button(canvasElement, 'Retry')).toBeEnabled();
  },
};

/** The user's PRIMARY number with its Change button (added first, through the approval). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await addNumber(canvasElement);
    await expect(within(canvasElement).getByText('+447700900123')).toBeVisible();
    await expect(button(canvasElement, 'Change +447700900123')).toBeEnabled();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Add a phone number' }),
    ).not.toBeInTheDocument();
  },
};

/** The number entry: country and number (tel-national); Save waits for a number. */
export const Entry: Story = {
  play: async ({ canvasElement }) => {
    await openEntry(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    await expect(button(canvasElement, 'Save number')).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Phone number'), '07700 900123');
    await expect(button(canvasElement, 'Save number')).toBeEnabled();
  },
};

/** Saving asks for approval: the modal with the SMS code screen for the new number. */
export const ApprovalModal: Story = {
  play: async ({ canvasElement }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 900123');
    const dialog = await approvalModal(canvasElement);
    await expect(within(dialog).getByText('We sent it to +44 ••••• ••0123.')).toBeVisible();
    await expect(button(canvasElement, 'Save number')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The code passed: the saved number and the approval result. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 900123');
    await enterCode(await approvalModal(canvasElement));
    await expectScreen(canvasElement, 'Your phone number is saved');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '+447700900123 is now your phone number. Approved with your 2-step verification.',
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

/** Changing to a landline: the approval's SMS cannot reach it, so the code comes by voice call. */
export const ChangeToLandline: Story = {
  play: async ({ canvasElement }) => {
    await addNumber(canvasElement);
    await userEvent.click(button(canvasElement, 'Change +447700900123'));
    await expectScreen(canvasElement, 'Enter your new phone number');
    await submitNumber(canvasElement, '020 7946 3333');
    await approvalModal(canvasElement, 'VOICE');
  },
};

/** The user closed the approval modal: back on the entry, a calm message, nothing saved. */
export const ApprovalClosed: Story = {
  play: async ({ canvasElement, args }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 900123');
    const dialog = await approvalModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(await within(canvasElement).findByText(/You closed the check/)).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Phone number')).toHaveValue('07700 900123');
    await expect(args.onFailure).not.toHaveBeenCalled();
  },
};

/** DUPLICATE_PHONE_NUMBER, first screen: the masked email of the other account. */
export const DuplicateRecognise: Story = {
  play: async ({ canvasElement }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 900000');
    await expectScreen(canvasElement, 'Do you recognise this email?');
    await expect(within(canvasElement).getByText(/j•••@example\.com/)).toBeVisible();
  },
};

/** DUPLICATE_PHONE_NUMBER, second screen (after "No"). */
export const DuplicateAccess: Story = {
  play: async ({ canvasElement }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 901111');
    await expectScreen(canvasElement, 'Do you recognise this email?');
    await userEvent.click(button(canvasElement, 'No'));
    await expectScreen(canvasElement, 'Can you still access this email?');
  },
};

/** user.phonenumber.blocked: the message, the help article and the contact link. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 902222');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(
      within(alert).getByRole('link', { name: 'Why is a number blocked?' }),
    ).toHaveAttribute('href', `${window.location.origin}/help/articles/blocked-phone-number`);
    await expect(within(alert).getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** Any other failure: the text, and Save stays available to try again. */
export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: [http.post(`*${path}`, () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await openEntry(canvasElement);
    await submitNumber(canvasElement, '07700 900123');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await expect(button(canvasElement, 'Save number')).toBeEnabled();
  },
};
