import { mockChallengeHandlers } from '@gatehouse-auth/mock-api';
import { ChallengeFlow } from '@gatehouse-auth/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen, loginAs, type StoryNavigation } from '../../../../.storybook/helpers';
import { hostChallenges, securityQuestionTexts } from './securityQuestion';
import { securityQuestionMock, securityQuestionTestData } from './securityQuestion.mock';

const { question, answer, email, attemptLimit } = securityQuestionTestData;
const wrongMessage = 'That answer is not right. Please try again.';

async function answerWith(canvasElement: HTMLElement, text: string) {
  const field = within(canvasElement).getByLabelText(securityQuestionTexts.answer);
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
}

/**
 * SECURITY_QUESTION, a challenge type the example host (Acme) defines itself and registers with
 * `<GatehouseProvider challenges>`; nothing of it lives in packages/. Its mock joins this story
 * only, ahead of the default handlers: `mockChallengeHandlers(securityQuestionMock)`. The answer
 * is Hillside; SMS (code 111111) is the other way.
 */
const meta = {
  title: 'Host challenges/Security question',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  parameters: {
    msw: { handlers: mockChallengeHandlers(securityQuestionMock) },
    gatehouse: { challenges: hostChallenges },
    // Acme's own texts: the pseudo-locale check leaves them in English.
    pseudoLocale: { hostTexts: Object.values(securityQuestionTexts) },
  },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question from the token's attributes, the answer field and the other way. */
export const Entry: Story = {
  loaders: [loginAs(email)],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, securityQuestionTexts.title);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(question)).toBeVisible();
    await expect(canvas.getByLabelText(securityQuestionTexts.answer)).toHaveAttribute(
      'autocomplete',
      'off',
    );
    await expect(canvas.getByRole('button', { name: 'Try another way' })).toBeVisible();
  },
};

/** A wrong answer shows the server's message under the field, focus back on it; the right one passes. */
export const WrongThenRight: Story = {
  loaders: [loginAs(email)],
  play: async ({ canvasElement, args }) => {
    await expectScreen(canvasElement, securityQuestionTexts.title);
    const canvas = within(canvasElement);
    await answerWith(canvasElement, 'Riverside');
    await expect(await canvas.findByText(wrongMessage)).toBeVisible();
    const field = canvas.getByLabelText(securityQuestionTexts.answer);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await answerWith(canvasElement, ` ${answer.toLowerCase()} `);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** After three wrong answers the server answers 429 attempt_limit_reached: the user is logged out. */
export const AttemptLimitReached: Story = {
  loaders: [loginAs(email)],
  play: async ({ canvasElement, loaded }) => {
    await expectScreen(canvasElement, securityQuestionTexts.title);
    const canvas = within(canvasElement);
    for (let attempt = 0; attempt < attemptLimit; attempt += 1) {
      await answerWith(canvasElement, `wrong ${attempt}`);
      await canvas.findByText(wrongMessage);
    }
    await answerWith(canvasElement, answer);
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/logout`),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please log in again.',
    );
  },
};

/** "Try another way" lists the built-in SMS code; from there, the question is named by its own label. */
export const AnotherWay: Story = {
  loaders: [loginAs(email)],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, securityQuestionTexts.title);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try another way' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Text message (SMS)' }));
    await expectScreen(canvasElement, 'Enter the code we texted you');
    await userEvent.click(await canvas.findByRole('button', { name: 'Try another way' }));
    await expect(
      await canvas.findByRole('button', { name: securityQuestionTexts.label }),
    ).toBeVisible();
  },
};
