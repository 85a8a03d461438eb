// The bench's sign-up page: SignupForm (the email form) as a host embeds it, and nothing else.
import { SignupForm } from '@gatehouse-auth/react/signup';
import '@gatehouse-auth/react/styles.css';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<SignupForm />);
