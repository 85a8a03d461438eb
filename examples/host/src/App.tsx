import { useEffect, useState } from 'react';
import { ChangePhoneNumberPage } from './pages/ChangePhoneNumberPage';
import { HomePage } from './pages/HomePage';
import { HostPage } from './pages/HostPage';
import { LoginPage } from './pages/LoginPage';
import { MockSocialPage } from './pages/MockSocialPage';
import { PasskeysPage } from './pages/PasskeysPage';
import { PhoneSettingsPage } from './pages/PhoneSettingsPage';
import { RegisterPage } from './pages/RegisterPage';
import { SignupPage } from './pages/SignupPage';
import { SignupPhoneDemoPage } from './pages/SignupPhoneStep';
import { SiteLayout } from './SiteLayout';

function currentPath(): string {
  return window.location.pathname.replace(/\/+$/, '') || '/';
}

/** Routes by pathname; the widget leaves the page with ordinary navigations. */
export function App() {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const update = () => setPath(currentPath());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);

  let page;
  if (path === '/' || path === '/login') page = <LoginPage />;
  else if (path === '/home') page = <HomePage />;
  else if (path === '/mock/passkeys') page = <PasskeysPage />;
  else if (path === '/signup/phone') page = <SignupPhoneDemoPage />;
  else if (path === '/signup') page = <SignupPage />;
  else if (path === '/settings/phone') page = <PhoneSettingsPage />;
  else if (path === '/login/change-phone-number') page = <ChangePhoneNumberPage />;
  else if (/^\/register\/[^/]+$/.test(path)) page = <RegisterPage />;
  else if (/^\/mock\/social\/(google|facebook|apple)$/.test(path)) page = <MockSocialPage />;
  else page = <HostPage path={path} />;
  return <SiteLayout>{page}</SiteLayout>;
}
