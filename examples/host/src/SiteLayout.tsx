import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Acme Money's own chrome around every page: the product, not Gatehouse. `embeds` names the
 * Gatehouse part of the page (e.g. 'The login box is the Gatehouse <LoginFlow> widget'); a page
 * without one says it is the host's alone.
 */
export function SiteLayout({ embeds, children }: { embeds?: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="acme-header">
        <Link className="acme-logo" to="/">
          <span className="acme-logo__mark" aria-hidden="true">
            A
          </span>
          Acme Money
        </Link>
        <p className="acme-header__note">Example host page · the API is mocked in your browser</p>
      </header>
      <main className="acme-main">{children}</main>
      <footer className="acme-footer">
        <p>
          Acme Money is a made-up product.{' '}
          {embeds ? (
            <>{embeds}; everything around it belongs to the host page.</>
          ) : (
            'No Gatehouse widget on this page: all of it belongs to the host.'
          )}
        </p>
      </footer>
    </>
  );
}
