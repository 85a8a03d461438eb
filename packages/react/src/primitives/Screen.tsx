import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Remembers whether the widget has shown a screen yet: the first one must not steal focus. */
const FocusPolicyContext = /* @__PURE__ */ createContext<{ shown: boolean }>({ shown: true });

/** Wrap a widget's root: its first screen leaves focus where the page put it. */
export function ScreenFocusScope({ children }: { children: ReactNode }) {
  const policy = useRef({ shown: false });
  return (
    <FocusPolicyContext.Provider value={policy.current}>{children}</FocusPolicyContext.Provider>
  );
}

export interface ScreenProps {
  title: ReactNode;
  /** Heading level inside the host page. */
  level?: 2 | 3;
  children?: ReactNode;
  /** Aria-busy while the screen waits on the server. */
  busy?: boolean;
  className?: string;
}

/**
 * A screen of a flow: a section labelled by its heading. When a screen replaces another, focus
 * moves to its heading so keyboard and screen-reader users land on the new content.
 */
export function Screen({ title, level = 2, children, busy = false, className }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const policy = useContext(FocusPolicyContext);
  useEffect(() => {
    if (policy.shown) heading.current?.focus();
    policy.shown = true;
  }, [policy]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['gh-screen', className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
    >
      <Heading ref={heading} tabIndex={-1} className="gh-screen__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
