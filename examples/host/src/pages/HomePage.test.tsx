import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('HomePage on the dev server (npm start)', () => {
  it('says why the other origins are left out of ?otherOrigins=1 instead of offering calls that fail', () => {
    expect(import.meta.env.DEV).toBe(true);
    window.history.replaceState(null, '', '/home?otherOrigins=1');
    render(<HomePage />, { wrapper: BrowserRouter });
    expect(screen.getByRole('button', { name: 'Send £100' })).toBeInTheDocument();
    for (const name of ['Pay a bill', 'Check exchange rates', 'Pay two bills'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(
      screen.getByText(/only the end-to-end tests serve .*so the dev server leaves them out\./),
    ).toHaveTextContent(
      "'Pay a bill', 'Check exchange rates' and 'Pay two bills' call APIs on other origins (https://api.acme.example, https://rates.partner.example) that only the end-to-end tests serve (e2e/stepUp.e2e.test.ts), so the dev server leaves them out.",
    );
  });

  it('shows no note without ?otherOrigins=1', () => {
    window.history.replaceState(null, '', '/home');
    render(<HomePage />, { wrapper: BrowserRouter });
    expect(screen.getByRole('button', { name: 'Send £100' })).toBeInTheDocument();
    expect(screen.queryByText(/only the end-to-end tests serve/)).not.toBeInTheDocument();
  });
});
