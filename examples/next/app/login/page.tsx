import type { Metadata } from 'next';
import { TestAccounts } from '../TestAccounts';
import { LoginWidget } from './LoginWidget';

export const metadata: Metadata = { title: 'Log in · Acme Money' };

// A server page: the form is in the HTML it sends, and the widget hydrates in the browser.
export default function LoginPage() {
  return (
    <div className="acme-columns">
      <section className="acme-card" aria-label="Log in to Acme Money">
        <LoginWidget />
      </section>
      <TestAccounts />
    </div>
  );
}
