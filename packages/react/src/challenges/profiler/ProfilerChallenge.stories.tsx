import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectScreen, fastClock, loginAs, pending } from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const statusPath = '/gateway/identity/api/v1/one-time-token/profiler/status';
const always202 = http.get(`*${statusPath}`, () => new HttpResponse(null, { status: 202 }));

/**
 * The device profiler inside `<ChallengeFlow>`: a silent check (trigger, then status polls every
 * 200 ms, 30 at most). Each story logs a profiler scenario account in first.
 */
const meta = {
  title: 'Challenges/Profiler',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  render: (args, { loaded }) => (
    <ChallengeFlow {...args} ott={typeof loaded.ott === 'string' ? loaded.ott : args.ott} />
  ),
} satisfies Meta<typeof ChallengeFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status never answers: the verifying screen stays. */
export const Verifying: Story = {
  loaders: [loginAs('profiler@gatehouse.test')],
  parameters: { msw: { handlers: [pending(statusPath)] } },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Checking your device');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This only takes a moment.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your device…');
  },
};

/** profiler@: 202 three times, then 200; the flow reports success. */
export const Passed: Story = {
  loaders: [loginAs('profiler@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await expectScreen(canvasElement, 'Checking your device');
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** profiler-flaky@: two 503 answers count as pending; the check still passes. */
export const FlakyStatus: Story = {
  loaders: [loginAs('profiler-flaky@gatehouse.test')],
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** profiler-down@: the trigger answers 500; Retry triggers again. */
export const TriggerFailed: Story = {
  loaders: [loginAs('profiler-down@gatehouse.test')],
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Something went wrong');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expectScreen(canvasElement, 'Something went wrong');
  },
};

/** Every status answers 202: after 30 polls the check gives up with Retry (a 20× clock). */
export const PollsRunOut: Story = {
  loaders: [loginAs('profiler@gatehouse.test')],
  parameters: { msw: { handlers: [always202] }, gatehouse: { config: { clock: fastClock(20) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The status answers 404 ott_not_found: the flow's error screen takes over. */
export const TokenRefused: Story = {
  loaders: [loginAs('profiler@gatehouse.test')],
  parameters: {
    msw: {
      handlers: [
        http.get(`*${statusPath}`, () =>
          HttpResponse.json({ code: 'ott_not_found' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectScreen(canvasElement, 'Something went wrong');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
