// The logged-in page with withStepUp imported from its entry point.
import { withStepUp } from '@gatehouse-auth/react/step-up';
import { createRoot } from 'react-dom/client';
import { Account } from './account';

const apiFetch = withStepUp(fetch);

const root = document.getElementById('root');
if (root) createRoot(root).render(<Account apiFetch={apiFetch} />);
