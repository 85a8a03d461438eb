import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MockApi } from './MockApi';
import './globals.css';

export const metadata: Metadata = {
  title: 'Acme Money on Next.js',
  description: 'The Gatehouse widgets in a Next.js App Router app.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="acme-header">
          <Link className="acme-logo" href="/">
            Acme Money
          </Link>
          <nav aria-label="Example pages">
            <Link href="/login">Log in</Link>
            <Link href="/signup">Sign up</Link>
            <Link href="/transfer">Send money</Link>
          </nav>
        </header>
        <main className="acme-main">
          <MockApi>{children}</MockApi>
        </main>
      </body>
    </html>
  );
}
