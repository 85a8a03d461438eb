// The logged-in page with withStepUp imported from the package's root.
import { withStepUp } from '@gatehouse-auth/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const apiFetch = withStepUp(fetch);

function Account() {
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

const root = document.getElementById('root');
if (root) createRoot(root).render(<Account />);
