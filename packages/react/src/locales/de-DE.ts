// The de-DE pack, re-exported so a React host needs only @gatehouse-auth/react.
export { default, locale } from '@gatehouse-auth/core/locales/de-DE';
