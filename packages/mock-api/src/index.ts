export { createHandlers, handlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
export { MOCK_CODE, MOCK_PASSWORD, findScenario, scenarios } from './scenarios';
export type { Scenario } from './scenario';
export { scenarioHandlers } from './scenarioHandlers';
export { resetMockState } from './state';
// Time that moves only when told, for the widgets and the mock alike.
export { createManualClock } from './manualClock';
export type { ManualClock } from './manualClock';

// A host's own challenge type, mocked like the built-in ones.
export type { ChallengeHandlers, MockChallenge } from './mockChallenge';
export { mockChallengeHandlers } from './mockChallengeHandlers';
export type { RouteKit, RouteKitOptions } from './routeKit';
export { readBody, text } from './routeKit';
export { errorAnswer, unexpectedAnswer } from './mockAnswer';
export type { MockAnswer } from './mockAnswer';
export { offeredChallenge, passCurrentChallenge } from './state';
export type { TokenState } from './state';
export { required } from './fixtures';
export type { ChallengeFixture } from './fixtures';
