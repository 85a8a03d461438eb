import { reportListenerFailure } from '@gatehouse/core/internal';
import type { ListenerFailureModule } from './useWidgetEvents';

/** For the parts that carry the error class anyway (the challenge flow, the modals, the phone settings). */
export const listenerFailures: ListenerFailureModule = async () => ({ reportListenerFailure });
