'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A widget's focus policy, shared by its screens. `takesFocus` answers for a screen that has just
 * appeared (asking counts as appearing); the other members are fed by the screens' own events.
 */
interface FocusPolicy {
  takesFocus: () => boolean;
  /**
   * A click inside one of the widget's screens. Typing and submitting by Enter happen with focus
   * inside; a click counts on its own because some browsers (Safari) do not focus buttons.
   */
  acted: () => void;
  /** Focus entered (true) or left (false) one of the widget's screens. */
  focused: (inside: boolean) => void;
}

const ignore = () => {};

/** Outside a widget's scope a screen never moves focus: it cannot know what led to it. */
const noScope: FocusPolicy = { takesFocus: () => false, acted: ignore, focused: ignore };
const FocusPolicyContext = createContext<FocusPolicy>(noScope);

function createFocusPolicy(): FocusPolicy {
  let shown = false;
  let acted = false;
  let focusInside = false;
  return {
    takesFocus: () => {
      const takes = shown && (acted || focusInside);
      shown = true;
      acted = false;
      return takes;
    },
    acted: () => {
      acted = true;
    },
    focused: (inside) => {
      focusInside = inside;
    },
  };
}

/** Wrap a widget's root: its screens share one focus policy (see {@link Screen}). */
export function ScreenFocusScope({ children }: { children: ReactNode }) {
  const [policy] = useState(createFocusPolicy);
  return <FocusPolicyContext.Provider value={policy}>{children}</FocusPolicyContext.Provider>;
}

/**
 * For a public part that is a widget on a host's page and a screen inside another widget (the
 * phone-change intro): a scope of its own only where it is not already in one.
 */
export function OwnFocusScope({ children }: { children: ReactNode }) {
  return useContext(FocusPolicyContext) === noScope ? (
    <ScreenFocusScope>{children}</ScreenFocusScope>
  ) : (
    children
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
 * A screen of a flow: a section labelled by its heading.
 *
 * Focus rule (WCAG 2.4.3, 3.2.1, 3.2.2): the page that hosts a widget owns initial focus, so a
 * widget's first screen never takes it. A later screen moves focus to its heading when a user
 * action inside the widget led to it (a submit, a choice, a back, a resend: any click since the
 * previous screen appeared; also when the screen arrives with the async result of that action), or when focus was inside the widget as the screen changed, so it is not
 * dropped to the page's body with the content that held it. A screen reached by polling while the
 * user is elsewhere on the page (push approved, email link clicked on another device) leaves focus
 * where the user put it; its live regions announce the change instead. A screen outside any
 * widget's scope never moves focus. Forms that move focus to their first invalid field do so
 * themselves, after a submit.
 */
export function Screen({ title, level = 2, children, busy = false, className }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const policy = useContext(FocusPolicyContext);
  useEffect(() => {
    if (policy.takesFocus()) heading.current?.focus();
  }, [policy]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['gh-screen', className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      onClickCapture={policy.acted}
      onFocusCapture={() => policy.focused(true)}
      // Moving between two controls of the same screen is not leaving it.
      onBlurCapture={(event) =>
        policy.focused(event.currentTarget.contains(event.relatedTarget as Node | null))
      }
    >
      <Heading ref={heading} tabIndex={-1} className="gh-screen__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
