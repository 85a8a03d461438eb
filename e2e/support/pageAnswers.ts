import type { Session } from './session';

/** One call the page's own fetch answers instead of the mock API. */
export interface PageAnswer {
  method: 'GET' | 'POST' | 'PUT';
  /** The end of the request's path, e.g. `/v2/auth` (both token-exchange paths). */
  pathEnd: string;
  /** Given: only a JSON body with this `email` is answered (a login); any other goes on to the mock. */
  email?: string;
  status: number;
  json: unknown;
}

export interface PageAnswers {
  /** How many times the answer at `index` was given. */
  count(index: number): number;
}

/**
 * Answers matching calls in the page, before its fetch leaves. The mock API answers inside the
 * page's service worker, which Playwright's routing never sees, so the page's fetch is wrapped
 * instead (an init script: the CSP does not apply to it). Install before the first goto.
 */
export async function answerInPage(
  session: Session,
  answers: readonly PageAnswer[],
): Promise<PageAnswers> {
  const counts = answers.map(() => 0);
  await session.context.exposeBinding('__e2eAnswered', (_source, index: number) => {
    counts[index] = (counts[index] ?? 0) + 1;
  });
  await session.context.addInitScript({
    content: `(() => {
  const answers = ${JSON.stringify(answers)};
  const pageFetch = window.fetch;
  window.fetch = function (input, init) {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), location.href);
    const method = ((init && init.method) || (request ? request.method : 'GET')).toUpperCase();
    let email;
    try { email = JSON.parse(typeof (init && init.body) === 'string' ? init.body : 'null').email; } catch {}
    const index = answers.findIndex((answer) =>
      answer.method === method && url.pathname.endsWith(answer.pathEnd) && (answer.email === undefined || answer.email === email));
    if (index === -1) return pageFetch.apply(this, arguments);
    const answer = answers[index];
    return Promise.resolve(window.__e2eAnswered(index)).then(() =>
      new Response(JSON.stringify(answer.json), { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
  };
})();`,
  });
  return { count: (index) => counts[index] ?? 0 };
}
