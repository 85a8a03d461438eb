import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Home · Acme Money' };

/** Where the mock API sends a user who has logged in. */
export default function HomePage() {
  return (
    <section className="acme-card">
      <h1>You&apos;re logged in</h1>
      <p>
        <Link href="/transfer">Send money</Link> (asks for approval) or{' '}
        <Link href="/login">log in with another account</Link>.
      </p>
    </section>
  );
}
