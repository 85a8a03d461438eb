import { lazy } from 'react';

type CommonScreens = typeof import('./commonScreens');

const loadCommonScreens = () => import('./commonScreens');

/** One of the common built-in screens, as a lazy component: the first one shown loads them all. */
export function commonScreen<Name extends keyof CommonScreens>(name: Name) {
  return lazy(() => loadCommonScreens().then((screens) => ({ default: screens[name] })));
}
