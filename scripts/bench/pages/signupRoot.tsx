// The sign-up page with the widget imported from the package's root.
import { SignupForm } from '@gatehouse-auth/react';
import '@gatehouse-auth/react/styles.css';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignupForm />);
