// The two phone-number challenges' screens, loaded together: they share the phone-number screen.
export { default as ChangePhoneNumberChallenge } from './changePhoneNumber/ChangePhoneNumberChallenge';
export { default as UpdatePhoneNumberChallenge } from './updatePhoneNumber/UpdatePhoneNumberChallenge';
