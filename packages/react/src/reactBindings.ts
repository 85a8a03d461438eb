// React, bound once for the whole ESM build: tsup.config.ts points every module's `react` and
// `react/jsx-runtime` imports here. React publishes CommonJS, and a bundler such as esbuild gives
// each ESM module that imports a CommonJS one an interop wrapper of its own and calls through it
// (`(0, import_react.useState)(…)`, `(0, import_jsx_runtime.jsx)(…)`) at every call. Imported
// from an ESM module instead, `useState` and `jsx` are plain bindings: on the login page about
// 0.6 KiB less gzip for the JSX runtime and some 0.1 KiB for the hooks, same behaviour.
//
// The hooks and helpers that the login page's own modules call are here; anything else a module
// imports from React (the challenge boundary's Component, the captcha's useImperativeHandle) stays an
// import of React. Each binding here is in the first paint's bytes whether a page calls it or not.
import * as React from 'react';
import * as runtime from 'react/jsx-runtime';

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;

export const Suspense = React.Suspense;
export const createContext = React.createContext;
export const forwardRef = React.forwardRef;
export const lazy = React.lazy;
export const useCallback = React.useCallback;
export const useContext = React.useContext;
export const useEffect = React.useEffect;
export const useId = React.useId;
export const useInsertionEffect = React.useInsertionEffect;
export const useMemo = React.useMemo;
export const useRef = React.useRef;
export const useState = React.useState;
export const useSyncExternalStore = React.useSyncExternalStore;
