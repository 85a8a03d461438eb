import { describe, expect, it } from 'vitest';
import { isStepUpError, StepUpError } from './stepUpError';

describe('StepUpError', () => {
  it("says 'Missing OTT' for a demand without a token", () => {
    expect(new StepUpError('MISSING_OTT').message).toBe('Missing OTT');
  });

  it('keeps the answer out of JSON and logs: its headers hold the one-time token', () => {
    const response = new Response(null, {
      status: 403,
      headers: { 'X-2FA-APPROVAL': 'ott-secret' },
    });
    const error = new StepUpError('SCA_MODAL_CLOSED', { response });
    expect(error.response).toBe(response);
    expect(JSON.stringify(error)).not.toContain('ott-secret');
    expect(Object.keys(error)).not.toContain('response');
  });

  it('recognises a StepUpError from another copy of the class (CommonJS entry points)', () => {
    const copy = Object.assign(new Error('closed'), {
      name: 'StepUpError',
      code: 'SCA_MODAL_CLOSED',
    });
    expect(isStepUpError(copy)).toBe(true);
    expect(isStepUpError(new Error('plain'))).toBe(false);
    expect(isStepUpError({ name: 'StepUpError', code: 'SCA_MODAL_CLOSED' })).toBe(false);
  });
});
