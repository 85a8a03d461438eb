// Every widget and rendering export of @gatehouse-auth/react, as a host renders it on a server, with
// what its first paint must show. Shared by the source-level test (React 18 and 19, from src/)
// and the build-level one (e2e/serverRender.e2e.test.ts: the built ESM and CJS, imported by
// package name), so both render the same list. The entries come in as arguments: this module
// imports no widget itself.
import type { ReactElement } from 'react';

/** The public entries of @gatehouse-auth/react that render something, as a host imports them. */
export interface ReactEntries {
  root: typeof import('@gatehouse-auth/react');
  login: typeof import('@gatehouse-auth/react/login');
  signup: typeof import('@gatehouse-auth/react/signup');
  phoneSettings: typeof import('@gatehouse-auth/react/phone-settings');
  provider: typeof import('@gatehouse-auth/react/provider');
  faceScan: typeof import('@gatehouse-auth/react/face-scan');
  testing: typeof import('@gatehouse-auth/react/testing');
}

/** A form field of the first paint, found through its `<label for>`. */
export interface ExpectedField {
  label: string;
  autocomplete?: string;
  type?: string;
  value?: string;
}

export interface FirstPaint {
  fields?: ExpectedField[];
  /** Visible texts (entities decoded, tags removed). */
  texts?: string[];
  /** `role` attributes the paint must carry, e.g. 'status' for a loading state. */
  roles?: string[];
  /** Markup the paint must contain verbatim (elements without text, e.g. a `<dialog`). */
  markup?: string[];
  /** Texts and labels that must not be there (a variant's missing field, a hidden option). */
  absent?: string[];
}

export interface ServerWidget {
  /** The row of the result table, e.g. 'LoginFlow (login)'. */
  name: string;
  /** The entries the element's components come from. */
  from: string;
  element: ReactElement;
  firstPaint: FirstPaint;
}

const config = { apiBaseUrl: 'https://api.example.test' };
const noop = () => undefined;
const inviteEmail = 'ada@example.com';

const loginForm: ExpectedField[] = [
  { label: 'Email', autocomplete: 'username webauthn', type: 'email' },
  { label: 'Password', autocomplete: 'current-password', type: 'password' },
];

export function serverWidgets(entries: ReactEntries): ServerWidget[] {
  const { root, login, signup, phoneSettings, provider, faceScan, testing } = entries;
  const { GatehouseProvider } = root;
  return [
    {
      name: 'LoginFlow (login)',
      from: '@gatehouse-auth/react',
      element: (
        <GatehouseProvider config={config}>
          <root.LoginFlow />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: loginForm,
        texts: ['Log in', 'Log in with a passkey', 'Trouble logging in?'],
        markup: ['<form'],
      },
    },
    {
      name: 'LoginFlow (login, subpath entries)',
      from: '@gatehouse-auth/react/login, /provider',
      element: (
        <provider.GatehouseProvider config={config}>
          <login.LoginFlow email="prefill@example.com" redirectUrl="/home" />
        </provider.GatehouseProvider>
      ),
      firstPaint: {
        fields: [{ ...loginForm[0]!, value: 'prefill@example.com' }, loginForm[1]!],
        texts: ['Log in'],
      },
    },
    {
      name: 'LoginFlow (businessInvite)',
      from: '@gatehouse-auth/react/login',
      element: (
        <GatehouseProvider config={config}>
          <login.LoginFlow variant="businessInvite" email={inviteEmail} />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [{ ...loginForm[0]!, value: inviteEmail }, loginForm[1]!],
        texts: [`Log in as ${inviteEmail} to accept your invite.`],
      },
    },
    {
      name: 'LoginFlow (dataSharing)',
      from: '@gatehouse-auth/react/login',
      element: (
        <GatehouseProvider config={config}>
          <login.LoginFlow variant="dataSharing" />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [loginForm[0]!],
        texts: [
          "We'll never ask for your password to share your data.",
          'Read our data-sharing policy',
        ],
        absent: ['Password'],
      },
    },
    {
      name: 'LoginFlow (captcha, social providers)',
      from: '@gatehouse-auth/react/login',
      element: (
        <GatehouseProvider config={config}>
          <login.LoginFlow
            captcha={{ type: 'TURNSTILE', siteKey: '1x00000000000000000000AA' }}
            socialProviders={['google', 'facebook', 'apple']}
          />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: loginForm,
        texts: ['Or log in with', 'Google', 'Facebook', 'Apple'],
        markup: ['aria-label="Log in with Google"', 'aria-label="Log in with Apple"'],
      },
    },
    {
      name: 'LoginFlow (reCAPTCHA, social sign-up text, no passkeys, no provider)',
      from: '@gatehouse-auth/react/login',
      element: (
        <login.LoginFlow
          captcha={{ type: 'RECAPTCHA_V2', siteKey: 'recaptcha-site-key' }}
          socialProviders={['apple']}
          socialText="signup"
          passkeys={false}
        />
      ),
      firstPaint: {
        fields: loginForm,
        texts: ['Or sign up with', 'Apple'],
        absent: ['Log in with a passkey'],
      },
    },
    {
      name: 'LoginFlow (under FaceScanProvider)',
      from: '@gatehouse-auth/react/face-scan, /testing',
      element: (
        <faceScan.FaceScanProvider adapter={testing.referenceFaceScanAdapter}>
          <GatehouseProvider config={config}>
            <root.LoginFlow />
          </GatehouseProvider>
        </faceScan.FaceScanProvider>
      ),
      firstPaint: { fields: loginForm },
    },
    {
      name: 'SignupForm (email)',
      from: '@gatehouse-auth/react',
      element: (
        <GatehouseProvider config={config}>
          <root.SignupForm />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [{ label: 'Your email address', autocomplete: 'email', type: 'email' }],
        texts: ['Sign up', 'Terms and Conditions', 'Privacy Policy'],
        markup: ['<form'],
      },
    },
    {
      name: 'SignupForm (email, captcha)',
      from: '@gatehouse-auth/react/signup',
      element: (
        <GatehouseProvider config={config}>
          <signup.SignupForm
            captcha={{ siteKey: '1x00000000000000000000AA' }}
            submitLabel="Join now"
          />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [{ label: 'Your email address', autocomplete: 'email', type: 'email' }],
        texts: ['Join now'],
      },
    },
    {
      name: 'SignupForm (register)',
      from: '@gatehouse-auth/react/signup',
      element: (
        <GatehouseProvider config={config}>
          <signup.SignupForm variant="register" email={inviteEmail} accountTypeChoice />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [
          { label: 'Your email address', autocomplete: 'email', value: inviteEmail },
          { label: 'Create a password', autocomplete: 'new-password', type: 'password' },
        ],
        texts: ['Create your account', `Sign up as ${inviteEmail}`, 'Personal', 'Business'],
      },
    },
    {
      name: 'SignupForm (businessInviteRegister)',
      from: '@gatehouse-auth/react/signup',
      element: (
        <GatehouseProvider config={config}>
          <signup.SignupForm variant="businessInviteRegister" email={inviteEmail} />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [
          { label: 'Your email address', autocomplete: 'email', value: inviteEmail },
          { label: 'Create a password', autocomplete: 'new-password', type: 'password' },
        ],
        texts: [`Register using ${inviteEmail} to join the business account.`],
      },
    },
    {
      name: 'SignupPhoneVerification',
      from: '@gatehouse-auth/react/signup',
      element: (
        <GatehouseProvider config={config}>
          <signup.SignupPhoneVerification signupId="su-1" signupToken="st-1" onSuccess={noop} />
        </GatehouseProvider>
      ),
      firstPaint: {
        fields: [
          { label: 'Country code', autocomplete: 'tel-country-code' },
          { label: 'Phone number', autocomplete: 'tel-national', type: 'tel' },
        ],
        texts: ['Enter your phone number', 'United Kingdom (+44)', 'Continue'],
      },
    },
    {
      name: 'ChallengeFlow',
      from: '@gatehouse-auth/react',
      element: (
        <GatehouseProvider config={config}>
          <root.ChallengeFlow ott="ott-server-1" onSuccess={noop} />
        </GatehouseProvider>
      ),
      firstPaint: { roles: ['status'], texts: ['Loading your verification…'] },
    },
    {
      name: 'PhoneNumberSettings',
      from: '@gatehouse-auth/react/phone-settings',
      element: (
        <GatehouseProvider config={config}>
          <phoneSettings.PhoneNumberSettings />
        </GatehouseProvider>
      ),
      firstPaint: {
        roles: ['status'],
        texts: ['Your phone numbers', 'Loading your phone numbers…'],
      },
    },
    {
      name: 'ChangePhoneNumberIntro',
      from: '@gatehouse-auth/react/phone-settings',
      element: (
        <GatehouseProvider config={config}>
          <phoneSettings.ChangePhoneNumberIntro onContinue={noop} />
        </GatehouseProvider>
      ),
      firstPaint: { texts: ["Can't use your phone number any more?", 'Continue'] },
    },
    {
      name: 'Captcha',
      from: '@gatehouse-auth/react',
      element: <root.Captcha config={{ siteKey: '1x00000000000000000000AA' }} />,
      firstPaint: { markup: ['class="gh-captcha__widget"'] },
    },
    {
      name: 'Modal (open, and closed)',
      from: '@gatehouse-auth/react',
      element: (
        <GatehouseProvider config={config}>
          <root.Modal open title="Confirm it's you" onClose={noop}>
            <p>Modal body</p>
          </root.Modal>
          <root.Modal open={false} title="Never shown" onClose={noop} />
        </GatehouseProvider>
      ),
      firstPaint: {
        markup: ['<dialog'],
        texts: ["Confirm it's you", 'Modal body', 'Close'],
        absent: ['Never shown'],
      },
    },
    {
      name: 'Screen, TextField, CodeField, Button, Alert, Spinner',
      from: '@gatehouse-auth/react',
      element: (
        <root.HostCapability name="example">
          <root.Screen title="Primitives">
            <root.Alert tone="info">An alert</root.Alert>
            <root.TextField label="Nickname" autoComplete="nickname" />
            <root.CodeField label="6-digit code" value="" onValueChange={noop} />
            <root.Button>Go on</root.Button>
            <root.Spinner label="Working…" />
          </root.Screen>
        </root.HostCapability>
      ),
      firstPaint: {
        fields: [
          { label: 'Nickname', autocomplete: 'nickname' },
          { label: '6-digit code', autocomplete: 'one-time-code' },
        ],
        texts: ['Primitives', 'An alert', 'Go on', 'Working…'],
        roles: ['status'],
      },
    },
  ];
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name] ?? whole;
  });
}

/** The page's visible text: comments and tags removed, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : undefined;
}

/**
 * What is wrong with a server render of `widget`: each expectation it misses, a boundary the
 * browser would have to render again (`<!--$!-->`: the server gave up on it), or no markup.
 */
export function firstPaintProblems(html: string, firstPaint: FirstPaint): string[] {
  const problems: string[] = [];
  if (html.trim() === '') return ['rendered nothing'];
  if (html.includes('<!--$!-->')) problems.push('has a boundary left to the browser (<!--$!-->)');
  if (html.includes('<!--$?-->')) problems.push('has a boundary still pending (<!--$?-->)');
  const text = visibleText(html);
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  const labels = [...html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/gi)];
  for (const field of firstPaint.fields ?? []) {
    const label = labels.find(([, , inner]) => visibleText(inner!) === field.label);
    const target = label ? attribute(label[1]!, 'for') : undefined;
    if (!target) {
      problems.push(`no <label for> "${field.label}"`);
      continue;
    }
    const control = tags.find(
      (tag) => /^<(input|select|textarea)\b/i.test(tag) && attribute(tag, 'id') === target,
    );
    if (!control) {
      problems.push(`"${field.label}" labels no field (#${target})`);
      continue;
    }
    for (const [name, wanted] of [
      ['autocomplete', field.autocomplete],
      ['type', field.type],
      ['value', field.value],
    ] as const) {
      if (wanted === undefined) continue;
      const actual = attribute(control, name);
      if (actual !== wanted) problems.push(`"${field.label}" has ${name} ${actual}, not ${wanted}`);
    }
  }
  for (const wanted of firstPaint.texts ?? []) {
    if (!text.includes(wanted)) problems.push(`no text "${wanted}"`);
  }
  for (const role of firstPaint.roles ?? []) {
    if (!tags.some((tag) => attribute(tag, 'role') === role)) problems.push(`no role="${role}"`);
  }
  for (const piece of firstPaint.markup ?? []) {
    if (!html.includes(piece)) problems.push(`no markup ${piece}`);
  }
  for (const unwanted of firstPaint.absent ?? []) {
    if (text.includes(unwanted)) problems.push(`shows "${unwanted}"`);
  }
  return problems;
}
