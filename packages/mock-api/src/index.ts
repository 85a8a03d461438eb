export { createHandlers, handlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
export { MOCK_CODE, MOCK_PASSWORD, findScenario, scenarios } from './scenarios';
export type { Scenario } from './kit/scenario';
export { scenarioHandlers } from './scenarioHandlers';
export { resetMockState } from './kit/state';
export { registeredMockPasskey } from './challenges/passkey/registeredMockPasskey';
// Time that moves only when told, for the widgets and the mock alike.
export { createManualClock } from './kit/manualClock';
export type { ManualClock } from './kit/manualClock';

// A host's own challenge type, mocked like the built-in ones.
export type { ChallengeHandlers, MockChallenge } from './kit/mockChallenge';
export { mockChallengeHandlers } from './mockChallengeHandlers';
export type { RouteKit, RouteKitOptions } from './kit/routeKit';
export { readBody, text } from './kit/routeKit';
export { errorAnswer, unexpectedAnswer } from './kit/mockAnswer';
export type { MockAnswer } from './kit/mockAnswer';
export { offeredChallenge, passCurrentChallenge, recordSent, sentCount } from './kit/state';
export type { TokenState } from './kit/state';
export { required } from './kit/fixtures';
export type { ChallengeFixture } from './kit/fixtures';
