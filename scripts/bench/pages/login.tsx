// The benchmark's Gatehouse page: the widget as a host embeds it, and nothing else.
import { LoginFlow } from '@gatehouse/react/login';
import '@gatehouse/react/styles.css';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<LoginFlow />);
