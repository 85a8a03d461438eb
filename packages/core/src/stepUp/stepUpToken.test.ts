import { createClient } from '../api/client';
import { GatehouseError } from '../errors/gatehouseError';
import { isStepUpError } from './stepUpError';
import { checkStepUpToken, refusedStepUpActionTypes } from './stepUpToken';

const status = (actionType: string) => ({
  oneTimeTokenProperties: {
    oneTimeToken: 'ott-1',
    actionType,
    challenges: [{ required: true, primaryChallenge: { type: 'SMS' } }],
  },
});

function clientAnswering(response: () => Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  return { client: createClient({ fetch }), fetch };
}

describe('checkStepUpToken', () => {
  it("answers a step-up token's status, read once", async () => {
    const { client, fetch } = clientAnswering(() => Response.json(status('TRANSFER__CREATE')));
    await expect(checkStepUpToken(client, 'ott-1')).resolves.toMatchObject({
      actionType: 'TRANSFER__CREATE',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(['IDENTITY__LOGIN', 'IDENTITY__SOCIAL_LOGIN', 'IDENTITY__RESET_PASSWORD'])(
    'refuses a %s token with ACTION_TYPE_REFUSED',
    async (actionType) => {
      const { client } = clientAnswering(() => Response.json(status(actionType)));
      const error = await checkStepUpToken(client, 'ott-1').catch((e: unknown) => e);
      expect(isStepUpError(error) && error.code).toBe('ACTION_TYPE_REFUSED');
      expect(refusedStepUpActionTypes).toContain(actionType);
    },
  );

  it("passes the status call's own failure on", async () => {
    const { client } = clientAnswering(() =>
      Response.json({ code: 'ott_not_found' }, { status: 404 }),
    );
    const error = await checkStepUpToken(client, 'gone').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatehouseError);
    expect((error as GatehouseError).code).toBe('ott_not_found');
  });
});
