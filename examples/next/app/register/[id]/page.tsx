import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Create your account · Acme Money' };

/** Where `<SignupForm>` sends a new user: the host's own registration continues here. */
export default async function RegisterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <section className="acme-card">
      <h1>Create your account</h1>
      <p>
        Sign-up <code>{id}</code> has started. A real host continues here with its registration form
        and <code>&lt;SignupPhoneVerification&gt;</code>; <code>examples/host</code> shows both.
      </p>
      <p>
        <Link href="/">Back to the start</Link>
      </p>
    </section>
  );
}
