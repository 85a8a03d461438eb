// @gatehouse-auth/react/signup: the sign-up form and the sign-up phone verification.
export { SignupForm } from './signup/SignupForm';
export type { SignupFormProps, SignupFormVariant } from './signup/SignupForm';
export { SignupPhoneVerification } from './signupPhone/SignupPhoneVerification';
export type { SignupPhoneVerificationProps } from './signupPhone/SignupPhoneVerification';
