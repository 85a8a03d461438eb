import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The request body as sent, if any. */
  body: string | null;
}

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

type Report =
  | { kind: 'csp'; violation: CspViolation }
  | { kind: 'unhandledrejection'; reason: string }
  | { kind: 'eval'; how: string; stack: string };

// Runs in every document before the page's own scripts; init scripts are exempt from the CSP.
const watchPage = `(() => {
  const report = (detail) => { try { window.__e2eReport(detail); } catch {} };
  addEventListener('securitypolicyviolation', (e) => report({ kind: 'csp', violation: {
    directive: e.violatedDirective, blockedURI: e.blockedURI, sample: e.sample || '',
    source: (e.sourceFile || '') + ':' + e.lineNumber } }), true);
  addEventListener('unhandledrejection', (e) => report({ kind: 'unhandledrejection',
    reason: String((e.reason && e.reason.stack) || e.reason) }));
})();`;

// Reports every use of the Function constructor or eval, whether or not a CSP would stop it.
const spyOnEval = `(() => {
  const report = (how) => { try { window.__e2eReport({ kind: 'eval', how, stack: String(new Error().stack) }); } catch {} };
  const RealFunction = Function;
  const SpyFunction = new Proxy(RealFunction, {
    apply(target, self, args) { report('Function(' + args.join(', ') + ')'); return Reflect.apply(target, self, args); },
    construct(target, args) { report('new Function(' + args.join(', ') + ')'); return Reflect.construct(target, args); },
  });
  Object.defineProperty(globalThis, 'Function', { value: SpyFunction, writable: true, configurable: true });
  Object.defineProperty(RealFunction.prototype, 'constructor', { value: SpyFunction, writable: true, configurable: true });
  const realEval = globalThis.eval;
  globalThis.eval = function (source) { report('eval(' + String(source).slice(0, 80) + ')'); return realEval(source); };
})();`;

const httpErrorPattern =
  /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * One browser context and page on the example app, watched for everything a user would not
 * notice but a test must: page errors, unhandled rejections, console errors, CSP violations,
 * and requests that would leave localhost (aborted, and reported).
 */
export class Session {
  readonly requests: RecordedRequest[] = [];
  readonly cspViolations: CspViolation[] = [];
  /** Function/eval calls made by the page itself (not by Playwright's own evaluate machinery). */
  readonly evalAttempts: string[] = [];
  private readonly problems: string[] = [];
  private readonly expectedHttpErrors = new Set<number>();
  private readonly allowedConsoleErrors: RegExp[] = [];
  private cspViolationsExpected = false;

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseURL: string,
  ) {}

  static async open(browser: Browser, baseURL: string): Promise<Session> {
    const context = await browser.newContext({
      baseURL,
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const session = new Session(context, page, baseURL);
    await session.watch();
    return session;
  }

  private async watch() {
    const { context, page } = this;
    // Nothing may reach the closed network: every host but localhost is refused (page and worker).
    await context.route(
      (url) => url.hostname !== 'localhost',
      async (route) => {
        this.problems.push(
          `request left localhost (aborted): ${route.request().method()} ${route.request().url()}`,
        );
        await route.abort('blockedbyclient');
      },
    );
    await context.exposeBinding('__e2eReport', (_source, detail: Report) => {
      if (detail.kind === 'csp') this.cspViolations.push(detail.violation);
      else if (detail.kind === 'eval') {
        if (!detail.stack.includes('UtilityScript')) this.evalAttempts.push(detail.how);
      } else this.problems.push(`unhandled rejection: ${detail.reason}`);
    });
    await context.addInitScript({ content: watchPage });
    page.on('pageerror', (error) =>
      this.problems.push(`page error: ${error.stack ?? error.message}`),
    );
    page.on('console', (message) => this.onConsole(message));
    page.on('request', (request) => {
      this.requests.push({
        method: request.method(),
        url: new URL(request.url()),
        body: request.postData(),
      });
    });
  }

  private onConsole(message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const text = message.text();
    const status = httpErrorPattern.exec(text)?.[1];
    if (status && this.expectedHttpErrors.has(Number(status))) return;
    if (this.allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
    this.problems.push(`console.error: ${text} (${message.location().url})`);
  }

  /** The mock API answers these statuses in this test; Chromium logs each as a console error. */
  expectHttpErrors(...statuses: number[]) {
    for (const status of statuses) this.expectedHttpErrors.add(status);
  }

  allowConsoleError(pattern: RegExp) {
    this.allowedConsoleErrors.push(pattern);
  }

  /** This test provokes CSP violations on purpose and checks them itself. */
  expectCspViolations() {
    this.cspViolationsExpected = true;
    this.allowConsoleError(/Content Security Policy/);
  }

  /** Reports Function/eval use from the next navigation on (install before goto). */
  async spyOnEval() {
    await this.context.addInitScript({ content: spyOnEval });
  }

  /** Opens a path of the example and waits for the host page to render (after the mock API starts). */
  async goto(path: string) {
    await this.page.goto(path);
    await this.page.getByRole('link', { name: 'Acme Money', exact: true }).waitFor();
  }

  /** Requests with this method whose path ends with `pathEnd`. */
  requestsTo(method: string, pathEnd: string): RecordedRequest[] {
    return this.requests.filter(
      (request) => request.method === method && request.url.pathname.endsWith(pathEnd),
    );
  }

  /**
   * Waits until `count` requests with this method and path end were seen, and returns them. A
   * request reaches the test as an event of its own, which can come after the screen it led to
   * (or that sent it on mount) is visible: count requests with this, never right after a screen
   * shows. Nothing-was-sent checks (`toHaveLength(0)`) stay plain assertions.
   */
  async expectRequests(method: string, pathEnd: string, count: number): Promise<RecordedRequest[]> {
    await expect.poll(() => this.requestsTo(method, pathEnd).length).toBe(count);
    return this.requestsTo(method, pathEnd);
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async close() {
    await this.context.close();
  }

  /** Throws if the page did anything unexpected during the test. */
  assertClean() {
    const problems = [...this.problems];
    if (!this.cspViolationsExpected) {
      problems.push(
        ...this.cspViolations.map(
          (v) => `CSP violation: ${v.directive} blocked ${v.blockedURI || v.sample} at ${v.source}`,
        ),
      );
    }
    if (problems.length > 0) throw new Error(`The page misbehaved:\n  ${problems.join('\n  ')}`);
  }
}
