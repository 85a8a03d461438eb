// @gatehouse-auth/react/login: the login widget alone; the root entry re-exports every widget.
export { LoginFlow } from './login/LoginFlow';
export type { LoginFlowProps } from './login/LoginFlow';
