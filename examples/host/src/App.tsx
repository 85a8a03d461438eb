import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { ChangePhoneNumberPage } from './pages/ChangePhoneNumberPage';
import { HomePage } from './pages/HomePage';
import { HostPage } from './pages/HostPage';
import { LoginPage } from './pages/LoginPage';
import { MockSocialPage, mockSocialProviders } from './pages/MockSocialPage';
import { PasskeysPage } from './pages/PasskeysPage';
import { PhoneSettingsPage } from './pages/PhoneSettingsPage';
import { QuickLoginPage } from './pages/QuickLoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { SignupPage } from './pages/SignupPage';
import { SignupPhoneDemoPage } from './pages/SignupPhoneStep';
import { SiteLayout } from './SiteLayout';

/**
 * A page the router changed to without loading a document (the login's `onSuccess`, a link):
 * keyboard and screen-reader users land on its heading, as they would on a new page. The first
 * page keeps the browser's own focus.
 */
function FocusOnNavigation() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  useEffect(() => {
    if (key === firstKey) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [key, firstKey]);
  return null;
}

/** `/mock/social/google|facebook|apple`: the mock provider's page; any other provider is not a page. */
function MockSocialRoute() {
  const { provider = '' } = useParams();
  return mockSocialProviders.has(provider) ? (
    <SiteLayout>
      <MockSocialPage provider={provider} />
    </SiteLayout>
  ) : (
    <SiteLayout>
      <HostPage />
    </SiteLayout>
  );
}

const loginFlow = <code>&lt;LoginFlow&gt;</code>;
const signupForm = <code>&lt;SignupForm&gt;</code>;
const signupPhone = <code>&lt;SignupPhoneVerification&gt;</code>;

/**
 * Acme Money's routes (React Router). The widgets hand their destinations to the router where
 * they offer it (`<LoginFlow onSuccess>`, `<SignupForm onRedirect>`); everything else they open
 * (help pages, the phone-change page, a social provider) is an ordinary navigation.
 */
export function App() {
  return (
    <BrowserRouter>
      <FocusOnNavigation />
      <Routes>
        {['/', '/login'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <SiteLayout embeds={<>The login box is the Gatehouse {loginFlow} widget</>}>
                <LoginPage />
              </SiteLayout>
            }
          />
        ))}
        <Route
          path="/home"
          element={
            <SiteLayout
              embeds={
                <>
                  The sensitive actions call Acme&apos;s API through Gatehouse&apos;s{' '}
                  <code>withStepUp(fetch)</code>, which opens its approval modals
                </>
              }
            >
              <HomePage />
            </SiteLayout>
          }
        />
        <Route
          path="/signup"
          element={
            <SiteLayout embeds={<>The sign-up box is the Gatehouse {signupForm} widget</>}>
              <SignupPage />
            </SiteLayout>
          }
        />
        <Route
          path="/signup/phone"
          element={
            <SiteLayout embeds={<>The phone step is the Gatehouse {signupPhone} widget</>}>
              <SignupPhoneDemoPage />
            </SiteLayout>
          }
        />
        <Route
          path="/register/:id"
          element={
            <SiteLayout
              embeds={
                <>
                  The registration box is the Gatehouse {signupForm} widget, then {signupPhone}
                </>
              }
            >
              <RegisterPage />
            </SiteLayout>
          }
        />
        <Route
          path="/settings/phone"
          element={
            <SiteLayout
              embeds={
                <>
                  The phone numbers box is the Gatehouse <code>&lt;PhoneNumberSettings&gt;</code>{' '}
                  widget
                </>
              }
            >
              <PhoneSettingsPage />
            </SiteLayout>
          }
        />
        <Route
          path="/login/change-phone-number"
          element={
            <SiteLayout
              embeds={
                <>
                  The phone-number change is the Gatehouse{' '}
                  <code>&lt;ChangePhoneNumberIntro&gt;</code> and <code>&lt;ChallengeFlow&gt;</code>{' '}
                  widgets
                </>
              }
            >
              <ChangePhoneNumberPage />
            </SiteLayout>
          }
        />
        <Route
          path="/mock/passkeys"
          element={
            <SiteLayout>
              <PasskeysPage />
            </SiteLayout>
          }
        />
        <Route
          path="/quick-login"
          element={
            <SiteLayout
              embeds={
                <>
                  The Sign in button calls Gatehouse's <code>immediatePasskeyLogin</code>, then{' '}
                  {loginFlow} opens at the second factor
                </>
              }
            >
              <QuickLoginPage />
            </SiteLayout>
          }
        />
        <Route path="/mock/social/:provider" element={<MockSocialRoute />} />
        <Route
          path="*"
          element={
            <SiteLayout>
              <HostPage />
            </SiteLayout>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
