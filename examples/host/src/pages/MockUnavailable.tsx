/** Shown when the mock API's service worker cannot start (e.g. the page is not on localhost or https). */
export function MockUnavailable({ error }: { error: unknown }) {
  return (
    <main className="acme-main">
      <section className="acme-card acme-page" aria-labelledby="acme-mock-title">
        <h1 id="acme-mock-title">The mock API could not start</h1>
        <p>
          The example needs a service worker, which browsers allow only on <code>localhost</code> or
          over HTTPS. Open it at <code>http://localhost:5173</code>.
        </p>
        <p>
          <code>{error instanceof Error ? error.message : String(error)}</code>
        </p>
      </section>
    </main>
  );
}
