// The es-ES pack, re-exported so a React host needs only @gatehouse-auth/react.
export { default, locale } from '@gatehouse-auth/core/locales/es-ES';
