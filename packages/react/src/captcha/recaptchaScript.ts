/** What a reCAPTCHA v2 widget is given at render (Google's explicit-render parameters). */
export interface RecaptchaParameters {
  sitekey: string;
  size: 'invisible';
  badge: 'inline';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Google's `window.grecaptcha` (v2, explicit render) the widget uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: RecaptchaParameters): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
  ready?(callback: () => void): void;
}

/** Where Google serves reCAPTCHA v2; the onload parameter names the global it calls when ready. */
const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const RECAPTCHA_SCRIPT_ID = 'gh-recaptcha-script';
// api.js calls the function of this name once grecaptcha.render can be called; `onload` fires
// earlier, when only its bootstrap has run. Namespaced so no host global is overwritten.
const CALLBACK_NAME = 'gatehouseRecaptchaLoaded';

// Google's bootstrap defines grecaptcha before render() is there.
type RecaptchaGlobals = { grecaptcha?: Partial<Grecaptcha> } & Record<string, unknown>;

let loading: { script: HTMLScriptElement; promise: Promise<Grecaptcha> } | undefined;

const globals = () => window as unknown as RecaptchaGlobals;

function renderable(candidate: Partial<Grecaptcha> | undefined): candidate is Grecaptcha {
  return typeof candidate?.render === 'function';
}

function rendererNow(resolve: (grecaptcha: Grecaptcha) => void, reject: (reason: Error) => void) {
  const { grecaptcha } = globals();
  if (renderable(grecaptcha)) resolve(grecaptcha);
  else reject(new Error('reCAPTCHA loaded without grecaptcha.render.'));
}

/** The host's page loads reCAPTCHA itself: its ready(), when it has one, waits for the rest of it. */
function fromPage(existing: Partial<Grecaptcha>): Promise<Grecaptcha> {
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    if (renderable(existing) || typeof existing.ready !== 'function') rendererNow(resolve, reject);
    else existing.ready(() => rendererNow(resolve, reject));
  });
  promise.catch(() => {});
  return promise;
}

function load(nonce: string | undefined): { script: HTMLScriptElement; promise: Promise<Grecaptcha> } {
  const script = document.createElement('script');
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    globals()[CALLBACK_NAME] = () => {
      delete globals()[CALLBACK_NAME];
      rendererNow(resolve, reject);
    };
    script.addEventListener('error', () => {
      delete globals()[CALLBACK_NAME];
      reject(new Error('The reCAPTCHA script failed to load.'));
    });
  });
  // Settled failures are read through the widget's loadFailed(); none goes unhandled.
  promise.catch(() => {});
  script.id = RECAPTCHA_SCRIPT_ID;
  script.src = `${RECAPTCHA_SCRIPT_URL}?onload=${CALLBACK_NAME}&render=explicit`;
  script.async = true;
  // A host with a nonce-based CSP lets the tag in by its nonce, as Google's CSP guide sets it up.
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
  return { script, promise };
}

/**
 * Google's reCAPTCHA v2 script, loaded once per page and shared by every widget: the first call
 * adds the one <script> (with the page's CSP nonce), later calls wait on the same load. A load
 * that failed stays failed until its <script> leaves the document. A page that has
 * `window.grecaptcha` without our script loaded reCAPTCHA itself, and gets no second copy.
 */
export function loadRecaptcha(nonce: string | undefined): Promise<Grecaptcha> {
  if (loading?.script.isConnected) return loading.promise;
  const existing = globals().grecaptcha;
  if (existing) return fromPage(existing);
  loading = load(nonce);
  return loading.promise;
}
