import { errorMonitor, unreportedErrorCodes } from './errorMonitor';
import { GatehouseError } from './gatehouseError';

describe('errorMonitor', () => {
  it('hands the host every error but the codes expected in normal use', () => {
    const reportError = vi.fn();
    const monitor = errorMonitor(reportError);
    const failed = new GatehouseError({ status: 500, code: 'unexpected.error' });
    const refused = new GatehouseError({ status: 400, code: 'invalid_code' });
    for (const code of unreportedErrorCodes) monitor(new GatehouseError({ status: 404, code }));
    monitor(failed);
    monitor(refused);
    expect(reportError.mock.calls).toEqual([[failed], [refused]]);
  });

  it('leaves out ott_not_found, the token a finished flow no longer finds', () => {
    const reportError = vi.fn();
    errorMonitor(reportError)(new GatehouseError({ status: 404, code: 'ott_not_found' }));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('without error monitoring, reports to nobody and never throws', () => {
    const monitor = errorMonitor(undefined);
    expect(() =>
      monitor(new GatehouseError({ status: 500, code: 'unexpected.error' })),
    ).not.toThrow();
  });
});
