import type { WidgetMessageKey } from '../messages/widgetMessages';
import { failureMessageKey, splitMessageLink, type AlertAction } from './failureMessage';
import type { GatehouseError } from './gatehouseError';
import { loginLinks } from './loginLinks';
import { passkeyErrorCodes } from './passkeyErrors';

export const loginErrorCodes = {
  invalidEmailPassword: 'invalid_email_password',
  userDeactivated: 'user_deactivated',
  selfReactivationEligible: 'self_reactivation_eligible',
  mandatoryUpdatePhoneNumber: 'mandatory.update.phone.number',
} as const;

export type LoginErrorOutcome =
  | { kind: 'alert'; message: { key: WidgetMessageKey } | { text: string }; actions: AlertAction[] }
  | {
      kind: 'deactivated';
      title: string | undefined;
      message: string | undefined;
      canAppeal: boolean;
    }
  | { kind: 'redirect'; href: string }
  /** The server asked for a redirect but gave nowhere to go: logged, and shown as a plain failure. */
  | { kind: 'missingRedirect'; code: string };

/** SPEC.md §8: what the login form does with a first-factor failure. */
export function describeLoginError(error: GatehouseError): LoginErrorOutcome {
  const params = error.params;
  switch (error.code) {
    case loginErrorCodes.userDeactivated:
      return {
        kind: 'deactivated',
        title: typeof params.messageTitle === 'string' ? params.messageTitle : undefined,
        message: error.serverMessage,
        canAppeal: params.canAppeal === true,
      };
    case loginErrorCodes.selfReactivationEligible:
      if (!error.oneTimeToken) return { kind: 'missingRedirect', code: error.code };
      return {
        kind: 'redirect',
        href: `${loginLinks.reactivate}${encodeURIComponent(error.oneTimeToken)}`,
      };
    case loginErrorCodes.mandatoryUpdatePhoneNumber: {
      const link = params.link ?? params.url ?? params.redirectUrl;
      return typeof link === 'string' && link !== ''
        ? { kind: 'redirect', href: link }
        : { kind: 'missingRedirect', code: error.code };
    }
    case passkeyErrorCodes.credentialUnknown:
      // The browser was told to forget the passkey: say so, and point to the form's other ways.
      return { kind: 'alert', message: { key: 'passkey.login.credentialUnknown' }, actions: [] };
    default:
      break;
  }
  const actions: AlertAction[] = [];
  let message: { key: WidgetMessageKey } | { text: string } = {
    key: failureMessageKey(error, 'common.somethingWentWrong'),
  };
  if (error.serverMessage) {
    const split = splitMessageLink(error.serverMessage);
    if (split.text) message = { text: split.text };
    if (split.action) actions.push(split.action);
  }
  if (error.code === loginErrorCodes.invalidEmailPassword) {
    actions.push({ label: { key: 'login.resetPassword' }, href: loginLinks.resetPassword });
  }
  if (params.action === 'contact') {
    actions.push({ label: { key: 'common.getHelp' }, href: loginLinks.getHelp });
  }
  return { kind: 'alert', message, actions };
}
