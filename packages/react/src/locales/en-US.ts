// The en-US pack, re-exported so a React host needs only @gatehouse-auth/react.
export { default, locale } from '@gatehouse-auth/core/locales/en-US';
