import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectCodeScreen, logIn, storyClock } from '../../../../.storybook/helpers';
import { LoginFlow } from '../login/LoginFlow';
import { SignupForm } from '../signup/SignupForm';

/**
 * The captcha states as a user meets them in `<SignupForm>` (and once in `<LoginFlow>`).
 *
 * The real vendor script can never load here (the check aborts every request leaving
 * localhost), so each story's `beforeEach` stands in for it before the widget mounts:
 * - `vendor(attempts)`: a stand-in `window.turnstile` (as test/captchaFakes.ts and
 *   e2e/support/captchaStandIns.ts do). A page that has the vendor's global gets no script of
 *   ours, and the widget renders with it at once.
 * - `scriptLoad('fail' | 'hang')`: no `window.turnstile`; our vendor <script> is kept out of
 *   the document (no request leaves the page) and reports an error, or never loads.
 * Each returns a cleanup that removes what it installed.
 */

const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
const captcha = { type: 'TURNSTILE', siteKey: 'story-site-key' } as const;

/** What one execute of the stand-in does: give a token, or report a Turnstile error code. */
type Attempt = { token: string } | { error: string };

interface TurnstileParams {
  callback?: (token: string) => void;
  'error-callback'?: (code: string) => unknown;
  [key: string]: unknown;
}

function vendor(attempts: Attempt[] = []) {
  return () => {
    const plan = [...attempts];
    const widgets = new Map<string, { container: HTMLElement; params: TurnstileParams }>();
    let next = 0;
    const find = (target?: string | HTMLElement) =>
      [...widgets.entries()].find(
        ([id, widget]) => target === undefined || id === target || widget.container === target,
      )?.[1];
    const turnstile = {
      ready: (callback: () => void) => setTimeout(callback, 0),
      render: (container: string | HTMLElement, params: TurnstileParams) => {
        const element =
          typeof container === 'string'
            ? document.querySelector<HTMLElement>(container)!
            : container;
        const id = `story-widget-${(next += 1)}`;
        widgets.set(id, { container: element, params });
        return id;
      },
      execute: (target?: string | HTMLElement) => {
        const widget = find(target);
        const attempt = plan.shift() ?? { token: 'story-turnstile-token' };
        setTimeout(() => {
          if ('token' in attempt) widget?.params.callback?.(attempt.token);
          else widget?.params['error-callback']?.(attempt.error);
        }, 20);
      },
      reset: () => {},
      remove: (target?: string | HTMLElement) => {
        for (const [id, widget] of widgets)
          if (id === target || widget.container === target) widgets.delete(id);
      },
      getResponse: () => undefined,
      isExpired: () => false,
    };
    Object.assign(window, { turnstile });
    return () => {
      Reflect.deleteProperty(window, 'turnstile');
    };
  };
}

function scriptLoad(outcome: 'fail' | 'hang') {
  return () => {
    const head = document.head;
    const original = head.appendChild;
    head.appendChild = function appendChild<T extends Node>(node: T): T {
      if (node instanceof HTMLScriptElement && node.src.startsWith(TURNSTILE_SCRIPT_URL)) {
        if (outcome === 'fail') setTimeout(() => node.dispatchEvent(new Event('error')), 20);
        return node;
      }
      return original.call(this, node) as T;
    };
    return () => {
      head.appendChild = original;
    };
  };
}

const meta = {
  title: 'Captcha/States',
  component: SignupForm,
  args: { captcha, onSuccess: fn(), onFailure: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signUp(canvasElement: HTMLElement, email = 'new@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Your email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
}

async function expectAlert(canvasElement: HTMLElement, text: string) {
  await expect(
    await within(canvasElement).findByRole('alert', undefined, { timeout: 5000 }),
  ).toHaveTextContent(text);
}

export const TokenSignsUp: Story = {
  beforeEach: vendor([{ token: 'story-token' }]),
  play: async ({ canvasElement, args }) => {
    await signUp(canvasElement);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const VendorError: Story = {
  beforeEach: vendor([{ error: '110200' }]),
  play: async ({ canvasElement, args }) => {
    await signUp(canvasElement);
    await expectAlert(
      canvasElement,
      'Captcha verification failed (error 110200). Please refresh the page and try again.',
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const RetriedThenSignsUp: Story = {
  beforeEach: vendor([{ error: '300010' }, { error: '300010' }, { token: 'third-time' }]),
  play: async ({ canvasElement, args }) => {
    await signUp(canvasElement);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ScriptFailedToLoad: Story = {
  beforeEach: scriptLoad('fail'),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectAlert(canvasElement, 'Captcha verification failed to load.');
  },
};

/** The script never loads; the readiness wait (a check every 100 ms) gives up at 10 s. */
export const NotReadyTimedOut: Story = {
  beforeEach: scriptLoad('hang'),
  parameters: { clock: 'manual' },
  play: async ({ canvasElement, loaded }) => {
    await signUp(canvasElement);
    const clock = storyClock(loaded);
    await clock.waitForTimer(100);
    await clock.advance(9_999);
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await clock.advance(1);
    await expectAlert(canvasElement, 'Captcha verification timed out. Please try again.');
  },
};

/** No site key: nothing renders (an error is logged) and the submit says so. */
export const NoSiteKey: Story = {
  args: { captcha: { type: 'TURNSTILE', siteKey: '' } },
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectAlert(
      canvasElement,
      'Captcha not initialized. Please refresh the page and try again.',
    );
  },
};

/** The same stand-in in front of a login: the token goes along and the flow moves on. */
export const LoginWithToken: Story = {
  beforeEach: vendor([{ token: 'login-token' }]),
  render: (args) => <LoginFlow captcha={args.captcha} onSuccess={fn()} onFailure={fn()} />,
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await expectCodeScreen(canvasElement, 'SMS');
  },
};
