import type { Metadata } from 'next';
import { SignupWidget } from './SignupWidget';

export const metadata: Metadata = { title: 'Sign up · Acme Money' };

export default function SignupPage() {
  return (
    <div className="acme-columns">
      <section className="acme-card" aria-label="Open an Acme Money account">
        <SignupWidget />
      </section>
      <aside className="acme-card">
        <h2>Test emails</h2>
        <p>
          Any email signs up; <code>taken@gatehouse.test</code> is already registered and{' '}
          <code>signup-down@gatehouse.test</code> gets a server error.
        </p>
      </aside>
    </div>
  );
}
