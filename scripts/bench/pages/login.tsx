// The benchmark's Gatehouse page: the widget as a host embeds it, and nothing else.
import { LoginFlow } from '@gatehouse-auth/react/login';
import '@gatehouse-auth/react/styles.css';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<LoginFlow />);
