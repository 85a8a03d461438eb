import { parseErrorBody } from '../api/parseErrorBody';
import { GatehouseError } from '../errors/gatehouseError';
import { LOGOUT_PATH, verifyFailureOutcome } from './verifyFailureOutcome';

describe('verifyFailureOutcome', () => {
  it('sends attempt_limit_reached to /logout, whatever its status', () => {
    expect(LOGOUT_PATH).toBe('/logout');
    expect(verifyFailureOutcome(parseErrorBody(400, '{"code":"attempt_limit_reached"}'))).toBe(
      'logout',
    );
    expect(
      verifyFailureOutcome(
        parseErrorBody(429, '{"code":"attempt_limit_reached","message":"Too many."}'),
      ),
    ).toBe('logout');
  });

  it.each([
    ['an empty 500', 500, ''],
    ['an empty 503', 503, ''],
    ['an HTML 502', 502, '<html>Bad gateway</html>'],
  ])('hands %s to the failure handler', (_, status, body) => {
    expect(verifyFailureOutcome(parseErrorBody(status, body))).toBe('failure');
  });

  it.each([
    ['a wrong answer', parseErrorBody(400, '{"code":"invalid_password","message":"Wrong."}')],
    [
      'a 500 that says what went wrong',
      parseErrorBody(500, '{"code":"internal","message":"Try later."}'),
    ],
    ['an empty 400', parseErrorBody(400, '')],
    ['a network failure', new GatehouseError({ status: 0, code: 'network.error' })],
  ])('keeps the user on the field for %s', (_, error) => {
    expect(verifyFailureOutcome(error)).toBe('retry');
  });
});
