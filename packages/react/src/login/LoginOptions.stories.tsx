import { createClient, prepareSocialReturn } from '@gatehouse-auth/core';
import { startSocialLogin } from '@gatehouse-auth/core/internal';
import { scenarioHandlers } from '@gatehouse-auth/mock-api';
import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  enterCode,
  expectCodeScreen,
  expectScreen,
  logIn,
  pending,
  type StoryNavigation,
} from '../../../../.storybook/helpers';
import { LoginFlow } from './LoginFlow';

/**
 * The login's other ways in and its variants: social sign-in (Google, Facebook, Apple), the
 * business-invite and data-sharing logins, and the host's info message before the second
 * factor. `onSuccess` is given, so no story leaves the page.
 */
const meta = {
  title: 'Login/LoginOptions',
  component: LoginFlow,
  args: { onSuccess: fn(), onFailure: fn(), passkeys: false },
} satisfies Meta<typeof LoginFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const allProviders = ['google', 'facebook', 'apple'] as const;

/**
 * Story loader: a social sign-in started in this tab (its state kept) and done against the mock
 * provider, which returns to this page with the token in the fragment, as a real provider does.
 */
const socialLogin: Loader = async () => {
  const loginStateUrl = prepareSocialReturn(window.location.href);
  if (!loginStateUrl)
    throw new Error('This browser keeps no sessionStorage: the social return cannot be checked.');
  const redirectUrl = await startSocialLogin(createClient(), { provider: 'google', loginStateUrl });
  const state = new URL(redirectUrl, window.location.origin).searchParams.get('state');
  const response = await fetch('/mock-api/socials/complete', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  const completed = (await response.json()) as { oneTimeToken: string; loginStateUrl: string };
  window.history.replaceState(
    window.history.state,
    '',
    `${completed.loginStateUrl}#ott=${encodeURIComponent(completed.oneTimeToken)}`,
  );
  return {};
};

/** Story loader: a link someone else made, with a social-login token and no state of this tab. */
const forgedSocialReturn: Loader = () => {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}#ott=ott-social-forged`,
  );
  return {};
};

export const SocialButtons: Story = {
  args: { socialProviders: [...allProviders] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Or log in with' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Log in with Google', 'Log in with Facebook', 'Log in with Apple']);
  },
};

export const SocialSignupText: Story = {
  args: { socialProviders: [...allProviders], socialText: 'signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Or sign up with' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up with Apple' })).toBeVisible();
  },
};

/** The click sends POST /gateway/v1/socials, then the browser goes to the provider's page. */
export const SocialRedirect: Story = {
  args: { socialProviders: [...allProviders] },
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Log in with Google' }),
    );
    const navigation = loaded.navigation as StoryNavigation;
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        expect.stringMatching(/^https?:\/\/[^/]+\/mock\/social\/google\?state=/),
      ),
    );
  },
};

export const SocialInFlight: Story = {
  args: { socialProviders: [...allProviders] },
  parameters: { msw: { handlers: [pending('/gateway/v1/socials')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with Facebook' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Log in with Facebook' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Log in with Google' })).toBeDisabled();
  },
};

export const SocialFailure: Story = {
  args: { socialProviders: [...allProviders] },
  parameters: { msw: { handlers: [scenarioHandlers.failing('/gateway/v1/socials', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with Apple' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Log in with Apple' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** Back from the provider in the tab that started the sign-in: the login resumes at its second factor. */
export const SocialLoginToken: Story = {
  loaders: [socialLogin],
  play: async ({ canvasElement, args }) => {
    await enterCode(canvasElement);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    await expect(window.location.hash).toBe('');
  },
};

/** A forged return link (a token without this tab's state): refused before any token call. */
export const SocialReturnRefused: Story = {
  args: { socialProviders: [...allProviders] },
  loaders: [forgedSocialReturn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Log in with Google' })).toBeEnabled();
    await expect(window.location.hash).toBe('');
  },
};

export const BusinessInvite: Story = {
  args: { variant: 'businessInvite', email: 'sms@gatehouse.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Log in as sms@gatehouse.test to accept your invite.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText('Password'), 'Password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectCodeScreen(canvasElement, 'SMS');
  },
};

export const DataSharing: Story = {
  args: { variant: 'dataSharing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Read our data-sharing policy' }),
    ).toHaveAttribute('href', '/legal/data-sharing-policy');
    await userEvent.type(canvas.getByLabelText('Email'), 'sms@gatehouse.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectCodeScreen(canvasElement, 'SMS');
  },
};

export const InfoMessage: Story = {
  args: {
    infoMessage: {
      title: 'Before you continue',
      message: 'We have updated our terms of use. Continue to finish logging in.',
    },
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sms@gatehouse.test');
    await expectScreen(canvasElement, 'Before you continue');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expectCodeScreen(canvasElement, 'SMS');
  },
};
