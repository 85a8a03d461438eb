import type { BrowserContext, Route } from 'playwright-core';

/** Where the vendors' scripts load from (the query carries the onload callback's name). */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** Tokens the stand-ins hand out: the prefix, then `-1`, `-2`, … one per execute on the page. */
export const STAND_IN_TURNSTILE_TOKEN = 'stand-in-turnstile-token';
export const STAND_IN_RECAPTCHA_TOKEN = 'stand-in-recaptcha-token';

/** What the stand-ins do; each page load starts from this plan. */
export interface CaptchaStandInPlan {
  /** Turnstile error codes the next executes report, one per execute, before tokens come back. */
  turnstileErrors?: string[];
  /** Tokens the next successful executes issue instead of numbered ones (`'fail'`: the mock API refuses it). */
  turnstileTokens?: string[];
  /** reCAPTCHA executes that report an error (its error callback), before tokens come back. */
  recaptchaErrors?: number;
  /** Answer the vendor script URL with 503, so the script fails to load. */
  failScriptLoad?: boolean;
  /** Widen the page's CSP to the vendors, as a host that turns the captcha on does. Default true. */
  allowVendorsInCsp?: boolean;
}

export interface CaptchaStandIns {
  /** Changes the plan for the next page load (a navigation or reload serves new scripts). */
  setPlan(plan: CaptchaStandInPlan): void;
  /** Vendor script requests served so far, by URL. */
  readonly served: string[];
}

// Both run in the page, served as the vendor's own script. No eval, no inline style, no iframe.
const turnstileScript = (plan: CaptchaStandInPlan) => `(() => {
  const plan = ${JSON.stringify({ errors: plan.turnstileErrors ?? [], tokens: plan.turnstileTokens ?? [] })};
  const state = (window.__captchaStandIn = window.__captchaStandIn || {});
  state.turnstile = { executes: 0, resets: 0, renders: 0, errors: plan.errors.slice(), tokens: plan.tokens.slice() };
  const widgets = new Map();
  let next = 0;
  const widgetOf = (target) => {
    if (target === undefined) return [...widgets.values()][0];
    if (widgets.has(target)) return widgets.get(target);
    return [...widgets.values()].find((w) => w.container === target || (typeof target === 'string' && w.container.matches && w.container.matches(target)));
  };
  const run = (widget) => {
    state.turnstile.executes += 1;
    const code = state.turnstile.errors.shift();
    setTimeout(() => {
      if (!widgets.has(widget.id)) return;
      if (code) { widget.params['error-callback'] && widget.params['error-callback'](code); return; }
      widget.token = state.turnstile.tokens.shift() || ${JSON.stringify(STAND_IN_TURNSTILE_TOKEN)} + '-' + state.turnstile.executes;
      widget.params.callback && widget.params.callback(widget.token);
    }, 20);
  };
  window.turnstile = {
    ready: (callback) => setTimeout(callback, 0),
    render(container, params) {
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'stand-in-widget-' + (next += 1);
      const widget = { id, container: element, params: params || {}, token: undefined };
      widgets.set(id, widget);
      state.turnstile.renders += 1;
      if ((params && params.execution) !== 'execute') run(widget);
      return id;
    },
    execute(target) { const widget = widgetOf(target); if (widget) run(widget); },
    reset(target) { const widget = widgetOf(target); state.turnstile.resets += 1; if (widget) widget.token = undefined; },
    remove(target) { const widget = widgetOf(target); if (widget) widgets.delete(widget.id); },
    getResponse(target) { const widget = widgetOf(target); return widget && widget.token; },
    isExpired() { return false; },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  // Later, like the real script (which loads more code first): never before its own load event.
  if (onload) setTimeout(() => typeof window[onload] === 'function' && window[onload](), 20);
})();
`;

const recaptchaScript = (plan: CaptchaStandInPlan) => `(() => {
  const state = (window.__captchaStandIn = window.__captchaStandIn || {});
  state.recaptcha = { executes: 0, resets: 0, renders: 0, errors: ${Number(plan.recaptchaErrors ?? 0)} };
  const widgets = [];
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    render(container, params) { state.recaptcha.renders += 1; widgets.push({ params: params || {}, token: '' }); return widgets.length - 1; },
    execute(id) {
      const widget = widgets[id === undefined ? 0 : id];
      if (!widget) return;
      state.recaptcha.executes += 1;
      const fail = state.recaptcha.errors > 0;
      if (fail) state.recaptcha.errors -= 1;
      setTimeout(() => {
        if (fail) { widget.params['error-callback'] && widget.params['error-callback'](); return; }
        widget.token = ${JSON.stringify(STAND_IN_RECAPTCHA_TOKEN)} + '-' + state.recaptcha.executes;
        widget.params.callback && widget.params.callback(widget.token);
      }, 20);
    },
    reset(id) { state.recaptcha.resets += 1; const widget = widgets[id === undefined ? 0 : id]; if (widget) widget.token = ''; },
    getResponse(id) { const widget = widgets[id === undefined ? 0 : id]; return widget ? widget.token : ''; },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) setTimeout(() => typeof window[onload] === 'function' && window[onload](), 20);
})();
`;

/** The example's policy plus the vendors, the way Cloudflare and Google tell a host to widen it. */
export function withCaptchaVendors(policy: string): string {
  const vendors =
    'https://challenges.cloudflare.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const widened = directives.map((directive) =>
    directive.startsWith('script-src ') ? `${directive} ${vendors}` : directive,
  );
  if (!directives.some((directive) => directive.startsWith('frame-src ')))
    widened.push(`frame-src ${vendors}`);
  return widened.join('; ');
}

const script = (route: Route, body: string) =>
  route.fulfill({
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body,
  });

/**
 * Serves stand-ins for the Turnstile and reCAPTCHA scripts at their real URLs, and (by default)
 * widens the example's CSP to them. Call it on `session.context` before the first `goto`.
 *
 * Playwright runs the routes of a context newest first, so these answer before the Session's
 * rule that aborts every request leaving localhost: nothing else reaches the network.
 */
export async function installCaptchaStandIns(
  context: BrowserContext,
  baseURL: string,
  initial: CaptchaStandInPlan = {},
): Promise<CaptchaStandIns> {
  let plan = initial;
  const served: string[] = [];
  await context.route(
    (url) => url.href.startsWith(TURNSTILE_SCRIPT_URL) || url.href.startsWith(RECAPTCHA_SCRIPT_URL),
    async (route) => {
      const url = route.request().url();
      served.push(url);
      if (plan.failScriptLoad) return route.fulfill({ status: 503, body: '' });
      return script(
        route,
        url.startsWith(TURNSTILE_SCRIPT_URL) ? turnstileScript(plan) : recaptchaScript(plan),
      );
    },
  );
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      if (plan.allowVendorsInCsp === false || route.request().resourceType() !== 'document')
        return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(
        /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/,
        // The attribute holds the quotes as `&#39;` entities, whose `;` must not split directives.
        (_, start: string, policy: string, end: string) =>
          `${start}${withCaptchaVendors(policy.replaceAll('&#39;', "'")).replaceAll("'", '&#39;')}${end}`,
      );
      return route.fulfill({ response, body: patched });
    },
  );
  return {
    setPlan: (next) => {
      plan = next;
    },
    served,
  };
}
