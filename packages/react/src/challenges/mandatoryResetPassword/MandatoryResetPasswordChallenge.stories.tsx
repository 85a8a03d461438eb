import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectScreen, loginAs, tokenStatus } from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

/** MANDATORY_RESET_PASSWORD inside `<ChallengeFlow>`: a notice with a "Reset password" link, no server call. */
const meta = {
  title: 'Challenges/MandatoryResetPassword',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** reset-password@: the title and message come from the challenge data. */
export const FromChallengeData: Story = {
  loaders: [loginAs('reset-password@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Time for a new password');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "Your password hasn't been changed in a long time. Set a new one to keep your account safe.",
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/login/forgot-password?utm_source=login',
    );
  },
};

/** No title or message in the data: the catalogue's texts. */
export const DefaultTexts: Story = {
  parameters: {
    msw: {
      handlers: [tokenStatus({ type: 'MANDATORY_RESET_PASSWORD', viewData: { attributes: {} } })],
    },
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Reset your password');
    await expect(
      within(canvasElement).getByText('For your security, you need to set a new password.'),
    ).toBeInTheDocument();
  },
};
