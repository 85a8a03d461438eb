// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PhoneNumberSettings } from '../accountPhone/PhoneNumberSettings';
import { ChallengeFlow } from '../challengeFlow/ChallengeFlow';
import { LoginFlow } from '../login/LoginFlow';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { SignupForm } from '../signup/SignupForm';
import { SignupPhoneVerification } from '../signupPhone/SignupPhoneVerification';

const config = { apiBaseUrl: 'https://api.example.test' };

describe('the lazy form widgets on the server', () => {
  it('renders the login form as its first paint, with no browser and no store', () => {
    const html = renderToString(
      <GatehouseProvider config={config}>
        <LoginFlow />
      </GatehouseProvider>,
    );
    expect(html).toContain('<form');
    expect(html).toContain('type="password"');
  });

  it('renders the sign-up form and the phone verification entry', () => {
    expect(
      renderToString(
        <GatehouseProvider config={config}>
          <SignupForm />
        </GatehouseProvider>,
      ),
    ).toContain('<form');
    expect(
      renderToString(
        <GatehouseProvider config={config}>
          <SignupPhoneVerification
            signupId="signup-1"
            signupToken="token"
            onSuccess={() => undefined}
          />
        </GatehouseProvider>,
      ),
    ).toContain('type="tel"');
  });

  it('fires no event while rendering on the server, for any widget', () => {
    const onEvent = vi.fn();
    const html = renderToString(
      <GatehouseProvider config={config} onEvent={onEvent}>
        <LoginFlow onEvent={onEvent} />
        <SignupForm onEvent={onEvent} />
        <SignupPhoneVerification
          signupId="signup-1"
          signupToken="token"
          onSuccess={() => undefined}
          onEvent={onEvent}
        />
        <ChallengeFlow ott="ott-server" onSuccess={() => undefined} onEvent={onEvent} />
        <PhoneNumberSettings onEvent={onEvent} />
      </GatehouseProvider>,
    );
    expect(html).toContain('type="password"');
    expect(onEvent).not.toHaveBeenCalled();
  });
});
