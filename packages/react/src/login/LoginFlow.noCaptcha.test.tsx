import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { testConfig, setupMockServer } from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

setupMockServer();

// Records whether anything asks for the captcha module (a chunk of its own in a build).
const imported = vi.hoisted(() => ({ captcha: 0 }));
vi.mock('../captcha/Captcha', async (original) => {
  imported.captcha += 1;
  return original();
});

it('never loads the captcha code for a login without a captcha', async () => {
  render(
    <GatehouseProvider config={testConfig()}>
      <LoginFlow />
    </GatehouseProvider>,
  );
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
  await user.type(screen.getByLabelText('Password'), 'Password123{Enter}');
  expect(
    await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
  ).toBeInTheDocument();
  expect(imported.captcha).toBe(0);
  expect(document.querySelector('script[src*="turnstile"], script[src*="recaptcha"]')).toBeNull();
});
