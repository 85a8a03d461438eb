/** Where one captcha vendor's explicit-render script comes from, and what it is called on the page. */
export interface CaptchaScript {
  /** The vendor's name, for the errors the load rejects with. */
  vendor: string;
  /** The <script>'s id. */
  id: string;
  /** The script's address; the loader adds `onload` and `render=explicit`. */
  url: string;
  /**
   * The function the script calls once its render() can be called (the tag's own load event
   * fires earlier, when only a bootstrap may have run). Namespaced so no host global is overwritten.
   */
  callbackName: string;
  /** The window property the vendor's API is on: `grecaptcha`, `turnstile`. */
  global: string;
}

/** What both vendors' APIs have: render() once complete; a bootstrap's ready() until then. */
interface Renderer {
  render: (...args: never[]) => unknown;
  ready?: (callback: () => void) => void;
}

interface Loading {
  script: HTMLScriptElement;
  promise: Promise<unknown>;
}

// One load per vendor and page, by script id.
const loads: Record<string, Loading | undefined> = {};

const globals = () => window as unknown as Record<string, unknown>;

function renderable(candidate: Partial<Renderer> | undefined): boolean {
  return typeof candidate?.render === 'function';
}

// The vendor's API, complete or still a bootstrap. Anything else under that name is not the
// vendor's: an element whose id is `turnstile` is `window.turnstile` too.
function isVendor(candidate: Partial<Renderer> | undefined): candidate is Partial<Renderer> {
  return renderable(candidate) || typeof candidate?.ready === 'function';
}

function rendererNow<Api>(
  source: CaptchaScript,
  resolve: (api: Api) => void,
  reject: (reason: Error) => void,
) {
  const api = globals()[source.global] as Partial<Renderer> | undefined;
  if (renderable(api)) resolve(api as Api);
  else reject(new Error(`${source.vendor} loaded without ${source.global}.render.`));
}

// Settled failures are read through the widget's loadFailed(); none goes unhandled.
function quiet<Api>(promise: Promise<Api>): Promise<Api> {
  promise.catch(() => {});
  return promise;
}

/** The host's page loads the vendor itself: a bootstrap's ready() waits for the rest of it. */
function fromPage<Api>(source: CaptchaScript, existing: Partial<Renderer>): Promise<Api> {
  return quiet(
    new Promise<Api>((resolve, reject) => {
      if (renderable(existing)) rendererNow(source, resolve, reject);
      else existing.ready?.(() => rendererNow(source, resolve, reject));
    }),
  );
}

function load(source: CaptchaScript, nonce: string | undefined): Loading {
  const script = document.createElement('script');
  const forget = () => delete globals()[source.callbackName];
  const promise = quiet(
    new Promise((resolve, reject) => {
      globals()[source.callbackName] = () => {
        forget();
        rendererNow(source, resolve, reject);
      };
      script.addEventListener('error', () => {
        forget();
        reject(new Error(`The ${source.vendor} script failed to load.`));
      });
    }),
  );
  script.id = source.id;
  script.src = `${source.url}?onload=${source.callbackName}&render=explicit`;
  script.async = true;
  // A host with a nonce-based CSP lets the tag in by its nonce, as both vendors' CSP guides set it up.
  if (nonce) script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
  return { script, promise };
}

/**
 * A captcha vendor's script, loaded once per page and shared by every widget of that vendor: the
 * first call adds the one <script> (with the page's CSP nonce), later calls wait on the same load.
 * A load that failed stays failed until its <script> leaves the document. A page that has the
 * vendor's global without our script loaded the vendor itself, and gets no second copy.
 */
export function loadCaptchaScript<Api>(
  source: CaptchaScript,
  nonce: string | undefined,
): Promise<Api> {
  const current = loads[source.id];
  if (current?.script.isConnected) return current.promise as Promise<Api>;
  const existing = globals()[source.global] as Partial<Renderer> | undefined;
  if (isVendor(existing)) return fromPage<Api>(source, existing);
  const started = load(source, nonce);
  loads[source.id] = started;
  return started.promise as Promise<Api>;
}
