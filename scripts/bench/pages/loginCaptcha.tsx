// The login page with an invisible captcha (Turnstile), for the captcha loader's first use: the
// bench serves a stand-in for the vendor's script and counts only our JavaScript.
import { LoginFlow } from '@gatehouse-auth/react/login';
import '@gatehouse-auth/react/styles.css';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(<LoginFlow captcha={{ type: 'TURNSTILE', siteKey: 'bench-site-key' }} />);
