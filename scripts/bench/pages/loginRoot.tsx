// The login page with the widget imported from the package's root, as a host may write it.
import { LoginFlow } from '@gatehouse-auth/react';
import '@gatehouse-auth/react/styles.css';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<LoginFlow />);
