import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LoginFlow } from './LoginFlow';

// The login controller is a chunk of its own; here it never arrives (offline, or a deploy
// removed the old chunk).
vi.mock('./loginController', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('keeps the form usable and says so when the login code cannot load', async () => {
  const user = userEvent.setup({ delay: null });
  render(<LoginFlow />);
  await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
  await user.type(screen.getByLabelText('Password'), 'Password123{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  expect(screen.getByLabelText('Email')).toHaveValue('sms@gatehouse.test');
});
