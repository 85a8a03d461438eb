export { createHandlers, handlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
export { MOCK_CODE, MOCK_PASSWORD, findScenario, scenarios } from './scenarios';
export type { Scenario } from './scenarios';
export { scenarioHandlers } from './scenarioHandlers';
export { resetMockState } from './state';
export type { MockAnswer } from './mockAnswer';
export type { RouteKit } from './routeKit';
export type { ChallengeHandlers } from './challenges';
