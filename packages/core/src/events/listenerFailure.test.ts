import { describe, expect, it, vi } from 'vitest';
import { callListener } from './callListener';
import type { GatehouseEvent } from './gatehouseEvent';
import { emitterFor, reportListenerFailure } from './listenerFailure';

const event: GatehouseEvent = { type: 'stepUpApproved', flow: 'stepUp' };

describe('callListener', () => {
  it('hands the event over, and what the listener throws to `failed`, never to the caller', () => {
    const thrown = new Error('analytics is down');
    const failed = vi.fn();
    const listener = vi.fn(() => {
      throw thrown;
    });
    expect(() => callListener(listener, event, failed)).not.toThrow();
    expect(listener).toHaveBeenCalledExactlyOnceWith(event);
    expect(failed).toHaveBeenCalledExactlyOnceWith(thrown);
    callListener(undefined, event, failed);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});

describe('reportListenerFailure and emitterFor', () => {
  it('report what a listener threw to error monitoring as every thrown value: unexpected.error, with it as the cause', () => {
    const reportError = vi.fn();
    const thrown = new TypeError('undefined is not a function');
    const emit = emitterFor(() => {
      throw thrown;
    }, reportError);
    emit(event);
    expect(reportError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        name: 'GatehouseError',
        code: 'unexpected.error',
        cause: thrown,
      }),
    );
  });

  it('log to the console when there is no error monitoring', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportListenerFailure('thrown', undefined);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ code: 'unexpected.error', cause: 'thrown' }),
    );
  });

  it('emit to a listener that works, and reports nothing', () => {
    const reportError = vi.fn();
    const listener = vi.fn();
    emitterFor(listener, reportError)(event);
    emitterFor(undefined, reportError)(event);
    expect(listener).toHaveBeenCalledExactlyOnceWith(event);
    expect(reportError).not.toHaveBeenCalled();
  });
});
