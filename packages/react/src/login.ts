// @gatehouse-auth/react/login: the login widget alone. Importing a widget from its own entry keeps
// every bundler to that widget's code; the root entry re-exports all of them.
export { LoginFlow } from './login/LoginFlow';
export type { LoginFlowProps } from './login/LoginFlow';
