import type { HttpHandler } from 'msw';
import type { RouteKit } from '../routeKit';
import type { Scenario } from '../scenarios';

/** One challenge's routes, built with the shared route kit. */
export type ChallengeHandlers = (kit: RouteKit) => HttpHandler[];

// Each challenge registers its routes here, one line each.
export const challengeHandlers: readonly ChallengeHandlers[] = [];

// ...and its scenario accounts here.
export const challengeScenarios: readonly Scenario[] = [];
