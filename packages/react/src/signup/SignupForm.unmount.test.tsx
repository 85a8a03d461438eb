import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { SignupForm } from './SignupForm';

// The sign-up controller's chunk arrives only when the test lets it: a slow network.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./signupController', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

/** Lets every promise and zero-delay timer that is ready run. */
async function settle() {
  for (let round = 0; round < 10; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
}

it('drops a sign-up submitted before the controller arrived when the form unmounts first: no request, no cookie, no navigation', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ id: 'su-1', signupToken: 'st-1' }),
  );
  const navigation = {
    origin: () => window.location.origin,
    hostname: () => 'app.example.test',
    assign: vi.fn(),
  };
  const user = userEvent.setup({ delay: null });
  const { unmount } = render(
    <GatehouseProvider config={{ fetch, navigation }}>
      <SignupForm />
    </GatehouseProvider>,
  );
  await user.type(screen.getByLabelText('Your email address'), 'new@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('aria-busy', 'true');

  unmount();
  chunk.arrive();
  await import('./signupController');
  await settle();
  expect(fetch).not.toHaveBeenCalled();
  expect(navigation.assign).not.toHaveBeenCalled();
  expect(document.cookie).not.toContain('signupToken');
});
