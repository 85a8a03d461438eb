import { createClient, getOneTimeTokenStatus } from '@gatehouse-auth/core';
import { http } from 'msw';
// Only the root entry: a host writes its mock with nothing else.
import {
  errorAnswer,
  offeredChallenge,
  passCurrentChallenge,
  readBody,
  required,
  text,
  unexpectedAnswer,
  type MockChallenge,
} from '../src/index';

export const origin = 'http://localhost';
export const identity = '/gateway/identity/api/v1';
export const client = createClient({ apiBaseUrl: origin });
export const clientId = { 'X-Client-Id': 'gatehouse-web' };

/** A host's own challenge type: a PIN the user chose, checked by its own verify route. */
export const hostPin: MockChallenge = {
  handlers: ({ identity: path, tokenRoute, findScenario: find }) => [
    http.post(
      path('/one-time-token/host-pin/verify'),
      tokenRoute(async (token, request) => {
        const pin = text((await readBody(request)).pin);
        if (pin === undefined) return unexpectedAnswer(400, 'The body needs a pin.');
        if (!offeredChallenge(token, 'HOST_PIN')) return errorAnswer(400, 'challenge_not_required');
        if (pin !== '2468') return errorAnswer(400, 'invalid_pin', 'That PIN is not right.');
        passCurrentChallenge(token);
        return { status: 204 };
      }),
    ),
    // What the route kit's findScenario sees: this handler set's accounts, the host's first.
    http.get(path('/host-pin/account'), ({ request }) => {
      const scenario = find(new URL(request.url).searchParams.get('email') ?? '');
      return Response.json(
        scenario ? { email: scenario.email, demonstrates: scenario.demonstrates } : null,
      );
    }),
  ],
  scenarios: [
    {
      email: 'Host-Pin@Example.com',
      demonstrates: 'A host PIN, with an SMS code as the other way.',
      challenges: [
        required({ type: 'HOST_PIN', viewData: { attributes: { digits: 4 } } }, [
          {
            type: 'SMS',
            viewData: { attributes: { maskedPhoneNumber: '+44 ••••• •••789' } },
            availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
          },
        ]),
      ],
    },
    {
      email: 'sms@gatehouse.test',
      demonstrates: "The host's own sms@: a host PIN instead of the built-in SMS code.",
      challenges: [required({ type: 'HOST_PIN' })],
    },
  ],
};

/** POST the host PIN verify, with `X-Client-Id` unless other headers are given. */
export function verifyPin(
  ott: string | undefined,
  pin: unknown,
  headers: Record<string, string> = clientId,
) {
  return fetch(`${origin}${identity}/one-time-token/host-pin/verify`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...headers,
      ...(ott ? { 'One-Time-Token': ott } : {}),
    },
    body: JSON.stringify({ pin }),
  });
}

export { failure } from './coreClient';

/** The token's requirements, each as its primary type then its alternatives' types. */
export const types = async (ott: string) =>
  (await getOneTimeTokenStatus(client, ott)).challenges?.map(
    ({ primaryChallenge, alternatives }) => [
      primaryChallenge.type,
      ...(alternatives ?? []).map((challenge) => challenge.type),
    ],
  );
