import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginFlow } from '../login/LoginFlow';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { SignupForm } from '../signup/SignupForm';

const config = { apiBaseUrl: 'https://api.example.test' };

const forms: Array<[string, () => ReactElement, string]> = [
  [
    'LoginFlow',
    () => (
      <GatehouseProvider config={config}>
        <LoginFlow />
      </GatehouseProvider>
    ),
    'Log in',
  ],
  [
    'SignupForm',
    () => (
      <GatehouseProvider config={config}>
        <SignupForm />
      </GatehouseProvider>
    ),
    'Sign up',
  ],
  [
    'SignupForm (register)',
    () => (
      <GatehouseProvider config={config}>
        <SignupForm variant="register" email="ada@example.com" />
      </GatehouseProvider>
    ),
    'Sign up',
  ],
];

// Before hydration nothing handles a submit: the browser would send the form itself, a GET with
// the named fields (the password too) in the address.
describe('submit buttons in server-rendered forms', () => {
  const hydrated: Array<{ root?: Root; container: HTMLElement }> = [];
  afterEach(() => {
    for (const { root, container } of hydrated.splice(0)) {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it.each(forms)(
    '%s: disabled in the HTML, enabled in place once hydrated, with no error',
    async (_name, form, label) => {
      const container = document.createElement('div');
      const page: { root?: Root; container: HTMLElement } = { container };
      hydrated.push(page);
      container.innerHTML = renderToString(form());
      document.body.append(container);
      const fromServer = within(container).getByRole('button', { name: label });
      expect(fromServer).toBeDisabled();
      expect(fromServer.closest('form')).not.toBeNull();

      const errors = vi.spyOn(console, 'error');
      await act(async () => {
        page.root = hydrateRoot(container, form());
      });
      expect(within(container).getByRole('button', { name: label })).toBe(fromServer);
      expect(fromServer).toBeEnabled();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('is enabled from the first render when the widget renders in the browser', () => {
    render(
      <GatehouseProvider config={config}>
        <LoginFlow />
      </GatehouseProvider>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
