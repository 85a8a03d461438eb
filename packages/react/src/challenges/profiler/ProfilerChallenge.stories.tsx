import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectScreen,
  loginAs,
  pending,
  storyClock,
  type ManualClock,
} from '../../../../../.storybook/helpers';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';

const statusPath = '/gateway/identity/api/v1/one-time-token/profiler/status';
const always202 = http.get(`*${statusPath}`, () => new HttpResponse(null, { status: 202 }));
const pollInterval = 200;

/** `count` more status polls, 200 ms apart (the first poll goes as soon as the trigger answers). */
async function polls(clock: ManualClock, count: number) {
  for (let poll = 1; poll <= count; poll += 1) await clock.runNext(pollInterval);
}

/**
 * The device profiler inside `<ChallengeFlow>`: a silent check (trigger, then status polls every
 * 200 ms, 30 at most). Each story logs a profiler scenario account in first. Time stands still
 * until the play function moves it (`polls`).
 */
const meta = {
  title: 'Challenges/Profiler',
  component: ChallengeFlow,
  args: { ott: 'ott-story', onSuccess: fn(), onFailure: fn() },
  parameters: { clock: 'manual' },
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
    await polls(storyClock(loaded), 3);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith({
        oneTimeToken: loaded.ott,
        actionType: 'IDENTITY__LOGIN',
      }),
    );
  },
};

/** profiler-flaky@: two 503 answers count as pending (backing off); the check still passes. */
export const FlakyStatus: Story = {
  loaders: [loginAs('profiler-flaky@gatehouse.test')],
  play: async ({ canvasElement, args, loaded }) => {
    await expectScreen(canvasElement, 'Checking your device');
    const clock = storyClock(loaded);
    // After each 503 the next poll waits a jittered back-off: at most 400, then 800 ms.
    for (let poll = 1; poll <= 2; poll += 1) await clock.runNext(1000);
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

/** Every status answers 202: after 30 polls the check gives up with Retry. */
export const PollsRunOut: Story = {
  loaders: [loginAs('profiler@gatehouse.test')],
  parameters: { msw: { handlers: [always202] } },
  play: async ({ canvasElement, loaded }) => {
    await expectScreen(canvasElement, 'Checking your device');
    const clock = storyClock(loaded);
    await polls(clock, 28);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await polls(clock, 1);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
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
