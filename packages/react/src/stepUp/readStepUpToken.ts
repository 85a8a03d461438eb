import type { GatehouseError, GatehouseConfig, OneTimeTokenProperties } from '@gatehouse-auth/core';
import {
  asGatehouseError,
  isAbortError,
} from '@gatehouse-auth/core/internal/errors/gatehouseError';
import { isStepUpError } from '@gatehouse-auth/core/internal/stepUp/stepUpError';
import { checkStepUpToken } from '@gatehouse-auth/core/internal/stepUp/stepUpToken';
import { clientFor } from '../provider/clientFor';
import { currentStepUpOutlet } from '../provider/stepUpOutlets';

/** A demanded token as its status call found it: checked and ready to show, or a failed call. */
export type StepUpToken =
  | { properties: OneTimeTokenProperties; error?: never }
  | { error: GatehouseError; properties?: never };

// With no provider mounted, the modal's challenge flow runs on the defaults: so does this read.
const withoutProvider: GatehouseConfig = {};

/**
 * Reads the status of a demanded token before any modal shows, by default with the config of
 * the provider the modal renders in. Rejects with StepUpError('ACTION_TYPE_REFUSED') for a login
 * or password-reset token and with the abort of `signal`; any other failure is returned, so the
 * modal can show it on the challenge flow's error screen, whose Retry reads (and checks) again.
 */
export async function readStepUpToken(
  oneTimeToken: string,
  signal: AbortSignal,
  config: GatehouseConfig = currentStepUpOutlet()?.options.config ?? withoutProvider,
): Promise<StepUpToken> {
  try {
    return { properties: await checkStepUpToken(clientFor(config), oneTimeToken, signal) };
  } catch (cause) {
    if (isStepUpError(cause) || signal.aborted || isAbortError(cause)) throw cause;
    return { error: asGatehouseError(cause) };
  }
}
