// The en-GB pack, re-exported so a React host needs only @gatehouse/react.
export { default, locale } from '@gatehouse/core/locales/en-GB';
