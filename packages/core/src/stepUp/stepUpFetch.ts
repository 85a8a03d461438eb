import { stepUpHeaders } from '../api/stepUpHeaders';
import { createTurns } from '../runtime/turns';
import { untilAborted } from '../runtime/untilAborted';
import type { CoolOffContent } from './coolOff';
import { StepUpError, isStepUpError } from './stepUpError';

/** What the customer approves (PSD2 dynamic linking). Every field optional; shown as text. */
export interface StepUpDescription {
  /** e.g. { value: '1250.50', currency: 'EUR' }; value is a number or a decimal string in major units. */
  amount?: { value: number | string; currency: string } | undefined;
  /** Who receives it, e.g. 'Anna Schmidt · DE89 3704 …'. */
  payee?: string | undefined;
  /** Free text, e.g. 'Add a new recipient'. */
  summary?: string | undefined;
}

/** The descriptions of every call waiting on one approval; calls may join while it is open. */
export interface StepUpDescriptions {
  current(): readonly StepUpDescription[];
  subscribe(listener: () => void): () => void;
}

/** A call's RequestInit, with what its approval would be for. `stepUp` never reaches fetch. */
export type StepUpRequestInit = RequestInit & { stepUp?: { description?: StepUpDescription } };

/** What the UI layer supplies: the modals. */
export interface StepUpUi {
  /**
   * Runs the challenge flow for `oneTimeToken`; resolves once it is approved; rejects with
   * StepUpError('SCA_MODAL_CLOSED') when the user closes it. `signal` aborts when no caller
   * waits any more (the UI then closes the modal and rejects with an AbortError).
   * `descriptions` lists what the waiting calls are for, live: show them before the challenge.
   */
  approve(
    oneTimeToken: string,
    options: { signal: AbortSignal; descriptions: StepUpDescriptions },
  ): Promise<void>;
  /**
   * Shows the cool-off modal; resolves when the user closes it. `content` is null when the 403's
   * body is missing or malformed: the modal then shows its default texts. `signal` aborts when
   * the caller stops waiting.
   */
  coolOff(content: CoolOffContent | null, options: { signal: AbortSignal }): Promise<void>;
}

export interface StepUpFetchOptions {
  /**
   * Origins besides the page's own whose answers may open the approval and cool-off UI, e.g. your
   * API on another origin: `['https://api.example.com']`. Any other origin's demand rejects with
   * StepUpError('UNTRUSTED_ORIGIN') and shows nothing. A function is read at every demand (for
   * origins that come from configuration mounted later); its entries may be relative to the page.
   */
  approvalOrigins?: readonly string[] | (() => readonly string[]);
  /**
   * What a call is for, read from its request when its answer asks for approval (the request's
   * body is a copy: reading it changes nothing). A call's own `init.stepUp.description` wins.
   * One that throws leaves that call undescribed; the call goes on.
   */
  describe?: ((request: Request) => StepUpDescription | undefined) | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** fetch's own limit. */
const MAX_REDIRECTS = 20;
const BODY_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Encoding',
  'Content-Language',
  'Content-Location',
];

/** One approval modal, shared by every caller whose answer demanded the same token. */
interface Approval {
  readonly done: Promise<void>;
  readonly controller: AbortController;
  /** Adds a waiting call's description (the `sent`th call) to what the modal shows; returns its remover. */
  readonly describe: (description: StepUpDescription, sent: number) => () => void;
  waiters: number;
  settled: boolean;
}

/** The live list of one approval's descriptions, in the order their calls were made. */
function describedCalls() {
  // One entry per call (a Set): two calls with one description are two entries.
  const calls = new Set<{ readonly description: StepUpDescription; readonly sent: number }>();
  const listeners = new Set<() => void>();
  // A new array only on a change, so a UI comparing snapshots (useSyncExternalStore) sees one.
  let shown: readonly StepUpDescription[] = [];
  const changed = () => {
    // Answers may come back in any order; the customer sees the calls in the order they made them.
    shown = [...calls].sort((a, b) => a.sent - b.sent).map((call) => call.description);
    listeners.forEach((listener) => listener());
  };
  const descriptions: StepUpDescriptions = {
    current: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const describe = (description: StepUpDescription, sent: number) => {
    const call = { description, sent };
    calls.add(call);
    changed();
    return () => void (calls.delete(call) && changed());
  };
  return { descriptions, describe };
}

/** The token an answer demands approval for (maybe empty), or undefined when it demands none. */
function demandedToken(response: Response): string | undefined {
  if (response.status !== 403 && response.status !== 400) return undefined;
  return response.headers.get(stepUpHeaders.approval)?.trim();
}

function isCoolOff(response: Response): boolean {
  return (
    response.status === 403 &&
    response.headers.get(stepUpHeaders.coolOff)?.trim().toLowerCase() === 'true'
  );
}

/** The origin of `url` resolved against `base`; undefined if it does not parse or is opaque (data:, file:). */
function originOf(url: string, base?: string): string | undefined {
  try {
    const { origin } = new URL(url, base);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The next hop of a redirect, made the way fetch makes it, still carrying the approval header. */
async function redirected(
  snapshot: Request,
  previous: Request,
  status: number,
  target: URL,
  headers: Headers,
): Promise<Request> {
  const toGet =
    status === 303
      ? previous.method !== 'GET' && previous.method !== 'HEAD'
      : (status === 301 || status === 302) && previous.method === 'POST';
  const hopHeaders = new Headers(headers);
  if (toGet) for (const name of BODY_HEADERS) hopHeaders.delete(name);
  return new Request(target, {
    method: toGet ? 'GET' : previous.method,
    headers: hopHeaders,
    body: toGet || previous.body === null ? null : await snapshot.clone().arrayBuffer(),
    redirect: 'manual',
    credentials: snapshot.credentials,
    cache: snapshot.cache,
    mode: snapshot.mode,
    referrerPolicy: snapshot.referrerPolicy,
    signal: snapshot.signal,
  });
}

/**
 * fetch with step-up (SPEC.md §4 'Step-up request', API.md §6). An answer demanding approval
 * (403 or 400 with X-2FA-APPROVAL) opens `ui.approve`, then the same request is sent once more
 * with the approved token; a 403 with x-cool-off: true shows `ui.coolOff`, then rejects.
 * Concurrent calls demanding the same token share one approval; modals show one at a time.
 * Only answers from the page's origin or `options.approvalOrigins` may open a modal: a third
 * party's API must never put its token in front of the user as the bank's approval.
 * `ui` may be a function, called when a modal is first needed (so the UI can load lazily).
 */
export function createStepUpFetch(
  fetchImpl: typeof fetch,
  ui: StepUpUi | (() => StepUpUi | Promise<StepUpUi>),
  options: StepUpFetchOptions = {},
): (input: RequestInfo | URL, init?: StepUpRequestInit) => Promise<Response> {
  const { approvalOrigins = [], describe } = options;
  // Parsed now: a relative or mistyped entry throws (TypeError) where it is written, not at a demand.
  const fixedOrigins =
    typeof approvalOrigins === 'function'
      ? []
      : approvalOrigins.map((entry) => new URL(entry).origin);
  const listed = typeof approvalOrigins === 'function' ? approvalOrigins : () => fixedOrigins;
  const approvals = new Map<string, Approval>();
  const modals = createTurns();
  /** How many calls were made: each call's number orders the descriptions an approval lists. */
  let calls = 0;

  const currentUi = async () => (typeof ui === 'function' ? ui() : ui);

  /** Shows a modal once the one before it has closed; skipped if `signal` aborted meanwhile. */
  function inTurn(show: (ui: StepUpUi) => Promise<void>, signal: AbortSignal): Promise<void> {
    return modals.take(async () => {
      const stepUpUi = await currentUi();
      if (signal.aborted) throw signal.reason;
      return show(stepUpUi);
    }, signal);
  }

  function approvalFor(token: string): Approval {
    const known = approvals.get(token);
    if (known) return known;
    const controller = new AbortController();
    const { descriptions, describe: describeCall } = describedCalls();
    const approval: Approval = {
      done: inTurn(
        (stepUpUi) => stepUpUi.approve(token, { signal: controller.signal, descriptions }),
        controller.signal,
      ),
      controller,
      describe: describeCall,
      waiters: 0,
      settled: false,
    };
    const forget = () => {
      approval.settled = true;
      if (approvals.get(token) === approval) approvals.delete(token);
    };
    approval.done.then(forget, forget);
    approvals.set(token, approval);
    return approval;
  }

  async function approve(
    token: string,
    demand: Response,
    signal: AbortSignal,
    description: StepUpDescription | undefined,
    sent: number,
  ): Promise<void> {
    const approval = approvalFor(token);
    approval.waiters += 1;
    const undescribe = description && approval.describe(description, sent);
    try {
      await untilAborted(approval.done, signal);
    } catch (error) {
      // Each caller gets its own error, holding the demand its own call received.
      if (!isStepUpError(error) || signal.aborted) throw error;
      throw new StepUpError(error.code, { message: error.message, response: demand, cause: error });
    } finally {
      // A call that stops waiting leaves the list; an approved one stays until the modal has gone.
      if (signal.aborted) undescribe?.();
      approval.waiters -= 1;
      // The shared modal closes only once no caller waits for it any more.
      if (approval.waiters === 0 && !approval.settled) {
        approval.controller.abort();
        if (approvals.get(token) === approval) approvals.delete(token);
      }
    }
  }

  async function coolOff(response: Response, signal: AbortSignal): Promise<never> {
    // Rare: loaded only when a cool-off happens.
    const { readCoolOff } = await import('./coolOff');
    const content = await readCoolOff(response);
    await untilAborted(
      inTurn((stepUpUi) => stepUpUi.coolOff(content, { signal }), signal),
      signal,
    );
    throw new StepUpError('COOL_OFF_MODAL_CLOSED', { response });
  }

  /**
   * Whether `answer` to `request` may open a modal: the request went to, and the answer came
   * from, a trusted origin (an answer redirected from or to elsewhere is not the bank's).
   */
  function fromTrustedOrigin(request: Request, answer: Response): boolean {
    // Read per demand, never at import; absent where there is no page (Node, a server).
    const page = (globalThis as { location?: { href: string } }).location?.href;
    const trusted = [...listed(), ...(page ? [page] : [])].map((entry) => originOf(entry, page));
    // A Response made by hand (a test double, a service worker) has no url: its request's counts.
    return [request.url, answer.url].every((url) => {
      const origin = originOf(url);
      return url === '' || (origin !== undefined && trusted.includes(origin));
    });
  }

  /**
   * The one replay: the approval header, and no redirect followed to another origin. A browser
   * shows no manual redirect's Location (it is opaque), so there the retry follows none at all;
   * where fetch shows it (Node and other server runtimes), same-origin hops are followed.
   */
  async function retry(snapshot: Request, token: string): Promise<Response> {
    const origin = new URL(snapshot.url).origin;
    const headers = new Headers(snapshot.headers);
    headers.set(stepUpHeaders.approval, token);
    let request = new Request(snapshot.clone(), { headers, redirect: 'manual' });
    for (let hops = 0; ; hops += 1) {
      const response = await fetchImpl(request);
      // The caller follows redirects itself: it gets them as fetch would give them.
      if (snapshot.redirect === 'manual') return response;
      // A browser hides where an opaque redirect leads: it can never be checked, so never followed.
      if (response.type === 'opaqueredirect')
        throw new StepUpError('REDIRECT_REFUSED', { response });
      const location = REDIRECT_STATUSES.has(response.status)
        ? response.headers.get('Location')
        : null;
      if (location === null) return response;
      if (
        originOf(location, request.url) !== origin ||
        snapshot.redirect === 'error' ||
        hops >= MAX_REDIRECTS
      ) {
        throw new StepUpError('REDIRECT_REFUSED', { response });
      }
      request = await redirected(
        snapshot,
        request,
        response.status,
        new URL(location, request.url),
        headers,
      );
    }
  }

  /** The call's own description, else `describe`'s; none when `describe` throws. */
  function descriptionOf(
    snapshot: Request,
    init: StepUpRequestInit | undefined,
  ): StepUpDescription | undefined {
    const own = init?.stepUp?.description;
    if (own || !describe) return own;
    try {
      return describe(snapshot.clone());
    } catch {
      return undefined;
    }
  }

  return async function stepUpFetch(
    input: RequestInfo | URL,
    init?: StepUpRequestInit,
  ): Promise<Response> {
    // A Request keeps only what fetch knows: `init.stepUp` goes no further than this line.
    const snapshot = new Request(input, init);
    const { signal } = snapshot;
    const sent = (calls += 1);
    // A stream is read once: teeing it would hold the whole upload in memory for a replay that may never come.
    const replayable = !(init?.body instanceof ReadableStream);
    const first = await fetchImpl(replayable ? snapshot.clone() : snapshot);
    const coolingOff = isCoolOff(first);
    const token = demandedToken(first);
    if (!coolingOff && token === undefined) return first;
    // The modals speak for the bank: a third party's answer must never open one.
    if (!fromTrustedOrigin(snapshot, first))
      throw new StepUpError('UNTRUSTED_ORIGIN', { response: first });
    if (coolingOff || token === undefined) return coolOff(first, signal);
    if (token === '') throw new StepUpError('MISSING_OTT', { response: first });
    if (!replayable || snapshot.bodyUsed)
      throw new StepUpError('BODY_NOT_REPLAYABLE', { response: first });

    await approve(token, first, signal, descriptionOf(snapshot, init), sent);
    const answer = await retry(snapshot, token);
    if (isCoolOff(answer)) return coolOff(answer, signal);
    if (demandedToken(answer) !== undefined)
      throw new StepUpError('APPROVAL_REPEATED', { response: answer });
    return answer;
  };
}
