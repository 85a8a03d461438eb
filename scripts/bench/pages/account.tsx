// The bench's logged-in page, rendered by each step-up page with the fetch it wrapped (each
// imports withStepUp its own way): a host wraps its fetch with withStepUp and renders its own UI.
// Nothing calls the API, so no approval modal opens: what loads is withStepUp's own cost.
import { useState } from 'react';

export function Account({ apiFetch }: { apiFetch: typeof fetch }) {
  const [status, setStatus] = useState('');
  const load = () => {
    apiFetch('/api/account').then(
      (response) => setStatus(String(response.status)),
      () => setStatus('failed'),
    );
  };
  return (
    <section>
      <h1>Your account</h1>
      <button type="button" data-usable onClick={load}>
        Load account
      </button>
      <p role="status">{status}</p>
    </section>
  );
}
