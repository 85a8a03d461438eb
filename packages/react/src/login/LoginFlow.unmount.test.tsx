import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

// The login controller's chunk arrives only when the test lets it: a slow network.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./loginController', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

/** Lets every promise and zero-delay timer that is ready run. */
async function settle() {
  for (let round = 0; round < 10; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
}

it('drops a social click made before the controller arrived when the widget unmounts first: no request, no navigation', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ redirectUrl: 'https://accounts.google.com/o/oauth2/auth' }),
  );
  const navigation = {
    origin: () => window.location.origin,
    hostname: () => 'app.example.test',
    assign: vi.fn(),
  };
  const user = userEvent.setup({ delay: null });
  const { unmount } = render(
    <GatehouseProvider config={{ fetch, navigation }}>
      <LoginFlow socialProviders={['google']} passkeys={false} />
    </GatehouseProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Log in with Google' }));
  expect(screen.getByRole('button', { name: 'Log in with Google' })).toHaveAttribute(
    'aria-busy',
    'true',
  );

  unmount();
  chunk.arrive();
  await import('./loginController');
  await settle();
  expect(fetch).not.toHaveBeenCalled();
  expect(navigation.assign).not.toHaveBeenCalled();
});
