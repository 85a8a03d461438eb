// The logged-in page with withStepUp imported from the package's root.
import { withStepUp } from '@gatehouse-auth/react';
import { createRoot } from 'react-dom/client';
import { Account } from './account';

const apiFetch = withStepUp(fetch);

const root = document.getElementById('root');
if (root) createRoot(root).render(<Account apiFetch={apiFetch} />);
