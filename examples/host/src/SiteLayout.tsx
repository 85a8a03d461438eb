import type { ReactNode } from 'react';

/** Acme Money's own chrome around every page: the product, not Gatehouse. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="acme-header">
        <a className="acme-logo" href="/">
          <span className="acme-logo__mark" aria-hidden="true">
            A
          </span>
          Acme Money
        </a>
        <p className="acme-header__note">Example host page · the API is mocked in your browser</p>
      </header>
      <main className="acme-main">{children}</main>
      <footer className="acme-footer">
        <p>
          Acme Money is a made-up product. The login box is the Gatehouse{' '}
          <code>&lt;LoginFlow&gt;</code> widget; everything around it belongs to the host page.
        </p>
      </footer>
    </>
  );
}
