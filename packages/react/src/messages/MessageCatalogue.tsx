'use client';

import type { Messages } from '@gatehouse-auth/core/forms';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/** The catalogues of the on-demand screens rendering below: every `useMessages()` there sees them. */
export const MessageCatalogueContext = createContext<Partial<Messages> | null>(null);

/**
 * Makes the texts of a screen that loads on demand available to everything it renders,
 * shared primitives included (an alert showing one of its messages, say). The host's texts
 * from `<GatehouseProvider messages>` still win.
 */
export function MessageCatalogue({
  messages,
  children,
}: {
  messages: Partial<Messages>;
  children?: ReactNode;
}) {
  const outer = useContext(MessageCatalogueContext);
  const value = useMemo(() => (outer ? { ...outer, ...messages } : messages), [outer, messages]);
  return (
    <MessageCatalogueContext.Provider value={value}>{children}</MessageCatalogueContext.Provider>
  );
}

/** `Component` with `messages` available below it. */
export function withMessages<P extends object>(
  Component: ComponentType<P>,
  messages: Partial<Messages>,
): ComponentType<P> {
  function WithMessages(props: P) {
    return (
      <MessageCatalogue messages={messages}>
        <Component {...props} />
      </MessageCatalogue>
    );
  }
  WithMessages.displayName = `withMessages(${Component.displayName ?? Component.name})`;
  return WithMessages;
}
