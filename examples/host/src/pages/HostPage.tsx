import { Link, useLocation } from 'react-router';

interface KnownPage {
  /** Matches the pathname exactly, or any path under it. */
  path: string;
  title: string;
  /** What the real product would do on this page. */
  purpose: string;
}

// Pages the widget links or redirects to (SPEC.md §2). They belong to the product, not to Gatehouse.
const knownPages: readonly KnownPage[] = [
  {
    path: '/login/reactivate-account',
    title: 'Reactivate your account',
    purpose:
      'lets an eligible customer reactivate a deactivated account with the token in the address.',
  },
  {
    path: '/login/forgot-password',
    title: 'Reset your password',
    purpose: 'sends a password reset email.',
  },
  {
    path: '/login/change-phone-number',
    title: 'Change your phone number',
    purpose: 'runs the phone number change flow.',
  },
  { path: '/login/change-email', title: 'Change your email', purpose: 'changes the login email.' },
  {
    path: '/appeals',
    title: 'Appeal our decision',
    purpose: 'takes an appeal against an account deactivation.',
  },
  {
    path: '/help',
    title: 'Help centre',
    purpose: 'answers questions and puts the customer in touch with support.',
  },
  {
    path: '/account',
    title: 'Your account',
    purpose: 'manages the account details, such as the phone number.',
  },
  { path: '/logout', title: 'Logged out', purpose: 'ends the session.' },
];

function describe(path: string): KnownPage | undefined {
  return knownPages.find((page) => path === page.path || path.startsWith(`${page.path}/`));
}

/** A placeholder for the host's own pages, naming exactly where the widget sent the user. */
export function HostPage() {
  const { pathname, search, hash } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const page = describe(path);
  const token = new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('token');
  return (
    <section className="acme-card acme-page" aria-labelledby="acme-host-title">
      <p className="acme-page__badge">Acme Money page (host), not part of Gatehouse</p>
      <h1 id="acme-host-title">{page ? page.title : 'Page not found'}</h1>
      <p>
        You landed on <code className="acme-page__address">{`${path}${search}${hash}`}</code>.
      </p>
      <p>
        {page
          ? `This page belongs to the product that embeds Gatehouse. The real product ${page.purpose}`
          : 'Acme Money has no page at this address.'}
      </p>
      {token ? (
        <p>
          Token received: <code>{token}</code>
        </p>
      ) : null}
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </section>
  );
}
