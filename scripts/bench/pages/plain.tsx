// The plain React page: the hand-written login form and nothing else, one file in any bundler.
import { createRoot } from 'react-dom/client';
import { PlainLoginForm } from './plainForm';

const root = document.getElementById('root');
if (root) createRoot(root).render(<PlainLoginForm />);
