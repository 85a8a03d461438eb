// The two phone-number challenges' screens, loaded as one chunk: both are rare and they share the
// phone-number screen, so one file (and one request) costs less than two of a few hundred bytes.
export { default as ChangePhoneNumberChallenge } from './changePhoneNumber/ChangePhoneNumberChallenge';
export { default as UpdatePhoneNumberChallenge } from './updatePhoneNumber/UpdatePhoneNumberChallenge';
