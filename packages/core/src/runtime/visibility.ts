/** Tab visibility behind an interface, so polls can react to a returning user and tests can fake it. */
export interface Visibility {
  isVisible(): boolean;
  /** Calls `listener` whenever the page becomes visible again; returns the unsubscribe. */
  onVisible(listener: () => void): () => void;
}

export const documentVisibility: Visibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onVisible: (listener) => {
    if (typeof document === 'undefined') return () => {};
    const handler = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
};
