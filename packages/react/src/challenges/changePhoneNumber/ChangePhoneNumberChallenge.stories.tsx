import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  codeChallenge,
  expectCodeScreen,
  expectScreen,
  loginAs,
  pending,
  tokenStatus,
  type StoryNavigation,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { ChangePhoneNumberIntro } from './ChangePhoneNumberIntro';

const ottPath = '/gateway/identity/api/v1/phone-change/ott';
const introTitle = "Can't use your phone number any more?";
const requirementsTitle = 'Change your phone number';
const changePage =
  /^https?:\/\/[^/]+\/login\/change-phone-number#\/\?code=ott-phone-change-[0-9a-f-]+&skipIntro=true$/;

const initiate = { type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW', viewData: { attributes: {} } };
const fromServer = {
  type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
  viewData: {
    attributes: {
      header: 'Lost your phone?',
      message: 'Change the phone number on your account to get your codes again.',
      fallbackAction: {
        action: '/help/contact/flows/logged-out/trouble-logging-in',
        label: 'Contact us instead',
      },
    },
  },
};

/** "Try another way", then "I don't have any of these" on the choose-method screen. */
async function openRecovery(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Try another way' }));
  await userEvent.click(await canvas.findByRole('button', { name: "I don't have any of these" }));
  await expectScreen(canvasElement, introTitle);
}

/** Continue on the intro: "Change your phone number". */
async function openRequirements(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue' }));
  await expectScreen(canvasElement, requirementsTitle);
}

const onHostContinue = fn().mockName('onContinue');

const navigationOf = (loaded: Record<string, unknown>) => loaded.navigation as StoryNavigation;

/**
 * INITIATE_CHANGE_PHONE_NUMBER_FLOW inside `<ChallengeFlow>`: the intro (the challenge's header,
 * message and fallback link, or the defaults), "Change your phone number" with its three
 * requirements and the timing, and Continue, which asks for a phone-change token and goes to
 * `/login/change-phone-number#/?code=…&skipIntro=true` (the bare page when that fails).
 */
const meta = {
  title: 'Challenges/Change phone number',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** change-phone@: "I don't have any of these" on the choose-method screen leads to the intro. */
export const FromChooseMethod: Story = {
  loaders: [loginAs('change-phone@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectCodeScreen(canvasElement, 'SMS');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try another way' }));
    await expectScreen(canvasElement, 'Choose a 2-step verification method');
    await expect(canvas.getByRole('button', { name: 'Voice call' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "I don't have any of these" }));
    await expectScreen(canvasElement, introTitle);
    await waitFor(() => expect(canvas.getByRole('heading', { name: introTitle })).toHaveFocus());
  },
};

/** The intro with the default texts, and "Try another way" back to the SMS code. */
export const Intro: Story = {
  parameters: { msw: { handlers: [tokenStatus(initiate, [codeChallenge('SMS')])] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, introTitle);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/If you've lost your phone or changed your number/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Try another way' })).toBeEnabled();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** change-phone-offered@ style: the server's header, message and fallback link. */
export const IntroFromServer: Story = {
  parameters: { msw: { handlers: [tokenStatus(fromServer)] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Lost your phone?');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Change the phone number on your account to get your codes again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us instead' })).toHaveAttribute(
      'href',
      `${window.location.origin}/help/contact/flows/logged-out/trouble-logging-in`,
    );
    // The token offers no other way.
    await expect(canvas.queryByRole('button', { name: 'Try another way' })).toBeNull();
  },
};

/** "Change your phone number": the three requirements, the timing, Continue and Back. */
export const Requirements: Story = {
  parameters: { msw: { handlers: [tokenStatus(initiate, [codeChallenge('SMS')])] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, introTitle);
    await openRequirements(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: "To change your phone number, you'll need:" });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A selfie of you holding your passport or ID',
      'Access to your new phone number',
      'Your documents verified',
    ]);
    await expect(
      canvas.getByText(
        'Verifying your documents usually takes 10 minutes but can take up to 1 day.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** The token call never answers: Continue stays busy and says where it is going. */
export const Starting: Story = {
  loaders: [loginAs('change-phone@gatehouse.test')],
  parameters: { msw: { handlers: [pending(ottPath)] } },
  play: async ({ canvasElement, loaded }) => {
    await expectCodeScreen(canvasElement, 'SMS');
    await openRecovery(canvasElement);
    await openRequirements(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Taking you to change your phone number…',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(navigationOf(loaded).assign).not.toHaveBeenCalled();
  },
};

/** change-phone@: Continue goes to the change page with the phone-change token, skipping its intro. */
export const GoesToChangePage: Story = {
  loaders: [loginAs('change-phone@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    await expectCodeScreen(canvasElement, 'SMS');
    await openRecovery(canvasElement);
    await openRequirements(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    const { assign } = navigationOf(loaded);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await expect(assign).toHaveBeenCalledWith(expect.stringMatching(changePage));
  },
};

/** change-phone-down@: the token call answers 500, so Continue opens the bare change page. */
export const Fallback: Story = {
  loaders: [loginAs('change-phone-down@gatehouse.test')],
  play: async ({ canvasElement, loaded }) => {
    await expectCodeScreen(canvasElement, 'SMS');
    await openRecovery(canvasElement);
    await openRequirements(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(navigationOf(loaded).assign).toHaveBeenCalledWith(
        `${window.location.origin}/login/change-phone-number`,
      ),
    );
  },
};

/** The intro on its own, as a host's change page shows it before the flow (no `skipIntro`). */
export const HostPageIntro: Story = {
  render: () => (
    <div className="gh-root">
      <ChangePhoneNumberIntro onContinue={onHostContinue} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    onHostContinue.mockClear();
    await expectScreen(canvasElement, introTitle);
    await openRequirements(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(onHostContinue).toHaveBeenCalledTimes(1);
  },
};
