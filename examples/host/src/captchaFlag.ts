import type { LoginFlowProps } from '@gatehouse-auth/react/login';

/**
 * `?captcha=turnstile` or `?captcha=recaptcha` adds the invisible captcha (site key
 * 'example-site-key') to the login and sign-up forms. Off by default: the vendors cannot be
 * reached offline, and the built page's CSP would refuse their scripts (README: "Captcha").
 * The end-to-end tests serve stand-ins for both.
 */
export function captchaFromQuery(search = window.location.search): LoginFlowProps['captcha'] {
  const flag = new URLSearchParams(search).get('captcha');
  if (flag !== 'turnstile' && flag !== 'recaptcha') return undefined;
  return { type: flag === 'turnstile' ? 'TURNSTILE' : 'RECAPTCHA_V2', siteKey: 'example-site-key' };
}
