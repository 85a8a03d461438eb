import type { HttpHandler } from 'msw';
import type { RouteKit } from './routeKit';
import type { Scenario } from './scenario';

/** One challenge's routes, built with the shared route kit. */
export type ChallengeHandlers = (kit: RouteKit) => HttpHandler[];

/**
 * One challenge type's part of the mock backend: the routes it answers and the scenario
 * accounts that demonstrate it. Every built-in challenge is one; a host mocks its own challenge
 * type with one and passes it as `challenges` to `createHandlers`, `startMockWorker` or
 * `createMockServer` (or to `mockChallengeHandlers` for one Storybook story).
 *
 * ```ts
 * const securityQuestionMock: MockChallenge = {
 *   handlers: ({ identity, tokenRoute }) => [
 *     http.post(identity('/one-time-token/security-question/verify'), tokenRoute(async (token, request) => {
 *       if (!offeredChallenge(token, 'SECURITY_QUESTION')) return errorAnswer(400, 'challenge_not_required');
 *       if (text((await readBody(request)).answer) !== 'Hillside') return errorAnswer(400, 'invalid_answer');
 *       passCurrentChallenge(token);
 *       return { status: 204 };
 *     })),
 *   ],
 *   scenarios: [{
 *     email: 'security-question@example.com',
 *     demonstrates: 'A security question.',
 *     challenges: [required({ type: 'SECURITY_QUESTION', viewData: { attributes: { question: 'Your first school?' } } })],
 *   }],
 * };
 * ```
 */
export interface MockChallenge {
  /**
   * The routes this challenge answers, built with the shared route kit: `kit.tokenRoute` finds
   * the token the login issued for one of the scenarios, whichever challenge's they are.
   */
  handlers?: ChallengeHandlers;
  /**
   * Scenario accounts (email → what the login demands) this challenge brings. They log in like
   * the built-in ones; a host's account with the email of a built-in one replaces it.
   */
  scenarios?: readonly Scenario[];
}
