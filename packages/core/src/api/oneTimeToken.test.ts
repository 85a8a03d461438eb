import { GatehouseError } from '../errors/gatehouseError';
import { createClient } from './client';
import { getOneTimeTokenStatus, oneTimeTokenStatusSchema } from './oneTimeToken';
import * as z from './schema';

function clientAnswering(response: () => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return response();
  });
  return { client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch }), calls };
}

// The example of API.md §4.
const example = {
  oneTimeTokenProperties: {
    oneTimeToken: 'ott-1',
    actionType: 'IDENTITY__LOGIN',
    challenges: [
      {
        required: true,
        primaryChallenge: {
          type: 'SMS',
          viewData: { attributes: { maskedPhoneNumber: '+44 ••••• ••789' } },
          context: { version: 1, challengeId: 'ch-1' },
          availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
        },
        alternatives: [
          {
            type: 'VOICE',
            viewData: { attributes: {} },
            availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
          },
          { type: 'TOTP', viewData: { attributes: {} } },
          { type: 'FACE_MATCH', viewData: { attributes: { showInApproveAnotherWay: false } } },
        ],
      },
    ],
  },
};

describe('getOneTimeTokenStatus (API.md §4)', () => {
  it('GETs {identity}/one-time-token/status?viewType=FULL with the token, no credentials, and answers the properties', async () => {
    const { client, calls } = clientAnswering(() => Response.json(example));
    await expect(getOneTimeTokenStatus(client, 'ott-1')).resolves.toEqual(
      example.oneTimeTokenProperties,
    );
    expect(calls[0]!.url).toBe('/gateway/identity/api/v1/one-time-token/status?viewType=FULL');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(new Headers(calls[0]!.init.headers).get('One-Time-Token')).toBe('ott-1');
  });

  it('rejects with the server error for an unknown token', async () => {
    const { client } = clientAnswering(() =>
      Response.json({ code: 'ott_not_found' }, { status: 404 }),
    );
    const error = await getOneTimeTokenStatus(client, 'gone').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ status: 404, code: 'ott_not_found' });
  });
});

describe('oneTimeTokenStatusSchema', () => {
  it('accepts unknown challenge types, nulls and missing optional parts', () => {
    const parsed = z.safeParse(oneTimeTokenStatusSchema, {
      oneTimeTokenProperties: {
        oneTimeToken: 'o',
        actionType: 'SOMETHING_NEW',
        challenges: [
          {
            primaryChallenge: {
              type: 'HOLOGRAM',
              viewData: null,
              context: null,
              availablePhoneNumbers: null,
            },
            alternatives: null,
          },
        ],
      },
    });
    expect(parsed.success).toBe(true);
  });

  it('accepts a token with no challenges at all', () => {
    expect(
      z.safeParse(oneTimeTokenStatusSchema, {
        oneTimeTokenProperties: { oneTimeToken: 'o', actionType: 'A' },
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a missing token', { oneTimeTokenProperties: { actionType: 'A' } }],
    [
      'a challenge without a type',
      {
        oneTimeTokenProperties: {
          oneTimeToken: 'o',
          actionType: 'A',
          challenges: [{ primaryChallenge: {} }],
        },
      },
    ],
    [
      'a phone number without an id',
      {
        oneTimeTokenProperties: {
          oneTimeToken: 'o',
          actionType: 'A',
          challenges: [
            { primaryChallenge: { type: 'SMS', availablePhoneNumbers: [{ type: 'PRIMARY' }] } },
          ],
        },
      },
    ],
  ])('rejects %s', (_, body) => {
    expect(z.safeParse(oneTimeTokenStatusSchema, body).success).toBe(false);
  });
});

describe('challenge attributes in the token', () => {
  const withAttributes = (attributes: unknown) => ({
    oneTimeTokenProperties: {
      oneTimeToken: 'o',
      actionType: 'A',
      challenges: [{ primaryChallenge: { type: 'SECURITY_QUESTION', viewData: { attributes } } }],
    },
  });

  it('keeps every key, known or not, for the challenge definition to read', () => {
    const attributes = {
      question: 'What was the name of your first school?',
      hiddenNumbers: 4,
      nested: { a: [1] },
      header: null,
    };
    const parsed = z.parse(oneTimeTokenStatusSchema, withAttributes(attributes));
    expect(
      parsed.oneTimeTokenProperties.challenges?.[0]?.primaryChallenge.viewData?.attributes,
    ).toEqual(attributes);
  });

  it('checks the generic key the flow reads: showInApproveAnotherWay', () => {
    expect(
      z.safeParse(oneTimeTokenStatusSchema, withAttributes({ showInApproveAnotherWay: true }))
        .success,
    ).toBe(true);
    expect(
      z.safeParse(oneTimeTokenStatusSchema, withAttributes({ showInApproveAnotherWay: null }))
        .success,
    ).toBe(true);
    expect(
      z.safeParse(oneTimeTokenStatusSchema, withAttributes({ showInApproveAnotherWay: 'yes' }))
        .success,
    ).toBe(false);
  });
});
