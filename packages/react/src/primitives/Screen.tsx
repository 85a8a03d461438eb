import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Whether a screen that has just appeared takes focus: every one but its widget's first. Asking
 * counts as appearing. Outside a widget's scope, every screen does.
 */
type TakesFocus = () => boolean;

const FocusPolicyContext = /* @__PURE__ */ createContext<TakesFocus>(() => true);

/** Wrap a widget's root: its first screen leaves focus where the page put it. */
export function ScreenFocusScope({ children }: { children: ReactNode }) {
  const [takesFocus] = useState(() => {
    let shown = false;
    return () => {
      const wasShown = shown;
      shown = true;
      return wasShown;
    };
  });
  return <FocusPolicyContext.Provider value={takesFocus}>{children}</FocusPolicyContext.Provider>;
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
  const takesFocus = useContext(FocusPolicyContext);
  useEffect(() => {
    if (takesFocus()) heading.current?.focus();
  }, [takesFocus]);
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
