import Link from 'next/link';

export default function StartPage() {
  return (
    <section className="acme-card">
      <h1>Gatehouse on Next.js</h1>
      <p>
        Each page is a server page that renders a Gatehouse widget through a small client component.
        The API is mocked in your browser&apos;s service worker.
      </p>
      <ul>
        <li>
          <Link href="/login">Log in</Link>: <code>&lt;LoginFlow&gt;</code>
        </li>
        <li>
          <Link href="/signup">Sign up</Link>: <code>&lt;SignupForm&gt;</code>
        </li>
        <li>
          <Link href="/transfer">Send money</Link>: a call through <code>withStepUp(fetch)</code>
        </li>
      </ul>
    </section>
  );
}
