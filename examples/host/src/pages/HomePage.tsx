export function HomePage() {
  return (
    <section className="acme-card acme-page" aria-labelledby="acme-home-title">
      <h1 id="acme-home-title">You're logged in</h1>
      <p>Welcome to Acme Money. Gatehouse finished the login and sent you to the host's success page.</p>
      <p>
        <a href="/login">Log out and try another account</a>
      </p>
    </section>
  );
}
