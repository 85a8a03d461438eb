import type { WidgetMessageKey } from '../messages/widgetMessages';
import { clientErrorCodes } from './gatehouseError';

/**
 * The catalogue text for a failure without a server message: a call that ran out of time has
 * its own (the user can check the connection and retry), anything else shows `fallback`.
 */
export function failureMessageKey(
  error: { code: string } | null | undefined,
  fallback: WidgetMessageKey,
): WidgetMessageKey {
  return error?.code === clientErrorCodes.timeout ? 'common.timeout' : fallback;
}

// A server message with a link, split for an alert: beside failureMessageKey, as every screen that
// shows a failure may use it (login, sign-up phone, the phone-number challenges).
export interface AlertAction {
  /** A catalogue key, or the link text the server sent. */
  label: { key: WidgetMessageKey } | { text: string };
  href: string;
}

const ANCHOR = /<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>(.*?)<\/a>/i;
const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/;
const BARE_URL = /(https?:\/\/[^\s<>"']+|\/[a-z0-9][^\s<>"']*)/i;
const TAGS = /<[^>]*>/g;

/**
 * Splits a server message that holds a link into plain text and an alert action. The text is
 * stripped of any markup: server text is always rendered as text, never as HTML.
 */
export function splitMessageLink(message: string): { text: string; action?: AlertAction } {
  const anchor = ANCHOR.exec(message) ?? MARKDOWN_LINK.exec(message);
  if (anchor) {
    // Anchor groups: quote, href, text. Markdown groups: text, href.
    const [whole, first, href = '', third] = anchor;
    const label = third ?? first ?? '';
    const text = message.replace(whole, '').replace(TAGS, '').replace(/\s+/g, ' ').trim();
    return { text, action: { label: { text: label.replace(TAGS, '').trim() || href }, href } };
  }
  const plain = message.replace(TAGS, '');
  const url = /https?:\/\//i.test(plain) ? BARE_URL.exec(plain) : null;
  if (url) {
    const href = url[0].replace(/[.,;:!?)]+$/, '');
    return {
      text: plain.replace(href, '').replace(/\s+/g, ' ').trim(),
      action: { label: { key: 'common.getHelp' }, href },
    };
  }
  return { text: plain.trim() };
}
